import { compileSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";

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
 * The page's loader adds the other rules to this sheet once the page has painted (defer-hydration.ts). A rule
 * added then makes the browser restyle the elements it can match, and for some rules that is every element: a
 * `@property` registration, and a selector whose subject names no class, id or element (`::selection`,
 * `::backdrop`, `:host`). Those are kept here whatever the HTML holds; so are the defaults of every registered
 * property (the universal rule Tailwind writes for browsers without `@property`).
 */
export function criticalCssExtractor(css: string, href: string): (html: string) => string {
  const sheet = compileSheet(css, { href, allowRules: ["::placeholder", ":focus-visible", /:has\(/, /^::/, /^:host\b/] });
  // A rule with a list of selectors is kept whole (a dozen, in the base layer): cut down to the selectors the HTML
  // matches, it would no longer be the stylesheet's rule that the loader looks for.
  for (const rule of sheet.rules) if ((rule.selectors?.length ?? 0) > 1) rule.always = true;
  const processor = createProcessor([sheet]);
  return (html) => processor.extract(decodeClassEntities(html)).css.replace(/\};(?=@|$)/g, "}");
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&#x27;": "'" };

function decodeClassEntities(html: string): string {
  return html.replace(
    / class="([^"]*)"/g,
    (_attr, value: string) => ` class="${value.replace(/&(?:amp|lt|gt|#x27);/g, (entity) => entities[entity] ?? entity)}"`,
  );
}
