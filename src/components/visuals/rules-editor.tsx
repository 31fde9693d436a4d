import type { VisualsCopy } from "@content/schema.ts";
import { createElement } from "react";
import { ProductScreen } from "./product-screen.tsx";

const heading = "font-semibold text-muted-foreground text-xs uppercase tracking-wider";

/**
 * The rule's sentence as a paragraph, its [conditions] and its {action} drawn as tokens. The parts are children
 * given in order (no list, so no keys): a sentence never reorders.
 */
function RuleSentence({ rule, className }: { rule: string; className: string }) {
  const parts = rule.split(/(\[[^\]]+\]|\{[^}]+\})/).map((part) => {
    const tone = part.startsWith("[") ? "bg-primary-soft text-primary" : part.startsWith("{") ? "bg-accent-soft text-accent" : "";
    return tone
      ? createElement("b", { className: `inline-block rounded-lg px-2 font-semibold ${tone}` }, part.slice(1, -1))
      : part;
  });
  return createElement("p", { className }, ...parts);
}

/** The sentence as a reader hears it: the brackets and braces dropped. */
const plainRule = (rule: string) => rule.replace(/[[\]{}]/g, "");

/** The rules editor: a rule in plain language, the policy it compiles to, and its on switch. */
export function RulesEditor({ copy }: { copy: VisualsCopy["rulesEditor"] }) {
  return (
    <ProductScreen label={`${copy.description}: “${plainRule(copy.rule)}” ${copy.bar.status}.`} bar={copy.bar}>
      <div className="p-5">
        <p className={heading}>{copy.heading}</p>
        <RuleSentence rule={copy.rule} className="mt-2 text-lg leading-relaxed" />
        <p className={`${heading} mt-4`}>{copy.compiledHeading}</p>
        <div className="mt-2 rounded-xl bg-muted px-4 py-3 font-mono text-xs leading-relaxed">
          {copy.compiled.map(({ keyword, expression }) => (
            <p key={expression}>
              <b className="inline-block w-12 text-accent">{keyword}</b>
              {expression}
            </p>
          ))}
        </div>
        <p className="mt-4 flex items-center gap-3 text-muted-foreground text-xs">
          {copy.meta}
          <span className="ms-auto flex items-center gap-2 font-semibold text-foreground">
            {copy.toggle}
            <span className="h-5 w-9 rounded-full bg-primary p-0.5">
              <i className="ms-auto block size-4 rounded-full bg-card" />
            </span>
          </span>
        </p>
      </div>
    </ProductScreen>
  );
}
