import { compileSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";
import postcss from "postcss";

/**
 * The critical CSS of a page: the rules of a stylesheet that its prerendered HTML uses, found by beasties from
 * the HTML alone (classes, attributes, combinators). States that only script sets (an open menu, a scrolled
 * header) are not in the HTML, so their rules are left to the full stylesheet, which the page's loader puts in
 * place before hydration can change any state (defer-hydration.ts).
 *
 * Some rules are kept whatever the HTML holds, because the scanner cannot match them and a visitor can need them
 * before the full stylesheet arrives: the focus ring (`:focus-visible`), placeholders, and `:has()` rules (a
 * focused or checked choice in the demo form).
 *
 * Two gaps in beasties' scanner are closed here. It reads class attributes without decoding entities, and React
 * writes the class `[&_h2]:mt-10` as `[&amp;_h2]:mt-10`. And it ends each `@property` rule with a `;`, which makes
 * a browser drop the rule that follows; Tailwind's borders and gradients need those initial values.
 *
 * beasties keeps every `@property` rule. Tailwind registers one per custom property it uses anywhere (with the
 * same list again as plain declarations, for browsers without `@property`); only those the page's rules read
 * are kept here.
 */
export function criticalCssExtractor(css: string, href: string): (html: string) => string {
  const processor = createProcessor([compileSheet(css, { href, allowRules: ["::placeholder", ":focus-visible", /:has\(/] })]);
  return (html) => withoutUnusedProperties(processor.extract(decodeClassEntities(html)).css.replace(/\};(?=@|$)/g, "}"));
}

/** Drops the registrations and default values of custom properties that no other rule sets or reads. */
function withoutUnusedProperties(css: string): string {
  const root = postcss.parse(css);
  // The defaults are declared in the `properties` layer, on `*, :before, :after`.
  const defaults = new Set<postcss.Declaration>();
  root.walkAtRules("layer", (layer) => {
    if (layer.params === "properties") layer.walkDecls((decl) => void defaults.add(decl));
  });
  const used = new Set<string>();
  root.walkDecls((decl) => {
    if (defaults.has(decl)) return;
    if (decl.prop.startsWith("--")) used.add(decl.prop);
    for (const match of decl.value.matchAll(/var\((--[\w-]+)/g)) used.add(match[1] as string);
  });
  root.walkAtRules("property", (rule) => {
    if (!used.has(rule.params)) rule.remove();
  });
  for (const decl of defaults) if (!used.has(decl.prop)) decl.remove();
  return root.toString();
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&#x27;": "'" };

function decodeClassEntities(html: string): string {
  return html.replace(
    / class="([^"]*)"/g,
    (_attr, value: string) => ` class="${value.replace(/&(?:amp|lt|gt|#x27);/g, (entity) => entities[entity] ?? entity)}"`,
  );
}
