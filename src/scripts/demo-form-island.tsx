import { hydrateRoot } from "react-dom/client";
import { DemoForm, type DemoFormCopy, type DemoFormProps, solutionsOf } from "@/components/demo/demo-form.tsx";
import { demoFormCopyPath } from "@/components/demo/ids.ts";

/**
 * The demo form's code: React and the form, hydrated over the HTML the build rendered (src/components/demo/demo-form.tsx,
 * DemoFormRoot), with the same props. src/scripts/site.ts imports this module on the visitor's first intent; until
 * it arrives the form posts without it. The form's words (labels, messages, toasts: src/content/ui.yaml) are not in
 * every page a second time: they come from the small file the build writes beside the pages, fetched here. Should
 * it not arrive, the form stays the plain one that posts, and the server answers in the same words.
 */
const roots = document.querySelectorAll<HTMLElement>("[data-demo-form]");
void fetch(demoFormCopyPath)
  .then((response) => (response.ok ? (response.json() as Promise<DemoFormCopy>) : undefined))
  .catch(() => undefined)
  .then((copy) => {
    if (!copy) return;
    for (const root of roots) {
      const props = JSON.parse(root.dataset.demoForm ?? "{}") as Omit<DemoFormProps, "solutions" | "copy">;
      hydrateRoot(root, <DemoForm {...props} copy={copy} solutions={solutionsOf(root)} />);
    }
  });
