import { hydrateRoot } from "react-dom/client";
import { DemoForm, type DemoFormProps, solutionsOf } from "@/components/demo/demo-form.tsx";

/**
 * The demo form's code: React and the form, hydrated over the HTML the build rendered (src/components/demo/demo-form.tsx,
 * DemoFormRoot), with the same props. src/scripts/site.ts imports this module on the visitor's first intent; until
 * it arrives the form posts without it.
 */
for (const root of document.querySelectorAll<HTMLElement>("[data-demo-form]")) {
  const props = JSON.parse(root.dataset.demoForm ?? "{}") as Omit<DemoFormProps, "solutions">;
  hydrateRoot(root, <DemoForm {...props} solutions={solutionsOf(root)} />);
}
