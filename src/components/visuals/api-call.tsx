import type { DevelopersCopy } from "@content/schema.ts";
import { ProductScreen } from "./product-screen.tsx";

/** One call to the API and its answer, as a developer's console shows them: the request, then the response on ink. */
export function ApiCall({ copy }: { copy: DevelopersCopy["hero"]["picture"] }) {
  return (
    <ProductScreen label={`${copy.description}. ${copy.bar.status}.`} bar={copy.bar}>
      <div className="grid gap-3 p-4 font-mono text-xs leading-relaxed sm:p-5">
        <pre className="whitespace-pre-wrap rounded-xl bg-muted px-4 py-3 [overflow-wrap:anywhere]">
          {copy.request.join("\n")}
        </pre>
        <pre className="whitespace-pre-wrap rounded-xl bg-ink px-4 py-3 text-on-ink [overflow-wrap:anywhere]">
          {copy.response.join("\n")}
        </pre>
      </div>
    </ProductScreen>
  );
}
