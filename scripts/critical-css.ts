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
  keepBlocksAndKeyframes(sheet);
  const processor = createProcessor([sheet]);
  return (html) => processor.extract(decodeClassEntities(html)).css.replace(/\};(?=@|$)/g, "}");
}

type CompiledSheet = ReturnType<typeof compileSheet>;

/**
 * Adding a conditional block (`@media`, `@supports`) or a `@keyframes` rule to a sheet makes the browser restyle
 * every element, while a style rule added inside a block the sheet already has restyles only what it can match.
 * So the inline sheet keeps every block of the stylesheet, empty where the page uses none of its rules, and every
 * `@keyframes` (four small ones): the loader then only ever adds style rules.
 *
 * beasties joins consecutive rules whose wrappers read the same, so two blocks of the same condition with nothing
 * kept between them would become one, and the second of them would be missing. Each block's opening therefore
 * gets a trailing space per earlier block with the same text: the browser reads the same condition.
 */
function keepBlocksAndKeyframes(sheet: CompiledSheet): void {
  const rules: CompiledSheet["rules"] = [];
  const seen = new Map<string, number>();
  const renamed = new Map<string, string>();
  let open: string[] = [];
  let chain: string[] = [];
  for (const rule of sheet.rules) {
    if (rule.keyframes !== undefined) {
      rule.keyframes = undefined;
      rule.always = true;
    }
    const wrap = rule.wrap ?? [];
    if (wrap !== open) {
      // Rules of one block share their wrapper array; another array means the rule enters or leaves a block.
      // Depths that read the same as the open chain continue it, except the innermost of a chain that reads the
      // same throughout (a second block of the same condition); from there on, blocks open anew.
      let depth = 0;
      while (depth < open.length && depth < wrap.length && open[depth] === wrap[depth]) depth++;
      if (depth > 0 && depth === wrap.length && depth === open.length) depth--;
      chain = wrap.slice(0, depth).map((text, i) => renamed.get(`${i}:${text}`) ?? text);
      for (let i = depth; i < wrap.length; i++) {
        const text = wrap[i] as string;
        const count = seen.get(text) ?? 0;
        seen.set(text, count + 1);
        const unique = text.startsWith("@layer") ? text : `${text.slice(0, -1)}${" ".repeat(count)}{`;
        renamed.set(`${i}:${text}`, unique);
        chain.push(unique);
      }
      if (depth < wrap.length && !wrap.slice(depth).every((text) => text.startsWith("@layer"))) {
        rules.push({ css: "", always: true, wrap: chain });
      }
      open = wrap;
    }
    if (chain.length) rule.wrap = chain;
    rules.push(rule);
  }
  sheet.rules = rules;
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&#x27;": "'" };

function decodeClassEntities(html: string): string {
  return html.replace(
    / class="([^"]*)"/g,
    (_attr, value: string) => ` class="${value.replace(/&(?:amp|lt|gt|#x27);/g, (entity) => entities[entity] ?? entity)}"`,
  );
}
