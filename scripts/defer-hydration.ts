import { minifySync } from "rolldown/utils";

/**
 * React Router starts a prerendered page's hydration from an inline module that imports the route manifest and
 * the route modules, and lists every file they need as `<link rel="modulepreload">` in the head. Those are
 * high-priority requests for about 120 KB of JavaScript that the page does not need to show itself (it is complete
 * HTML and CSS), and on a slow phone they compete with the page's own first paint. This rewrites each page so
 * that nothing is requested until the browser reports the page's first contentful paint, which it does once that
 * frame is on the screen (the page's text is its largest paint too). Then the loader fetches the full stylesheet
 * and adds the rules the page's inline sheet lacks to it (postbuild.ts inlines only the rules the page's HTML
 * uses; see insertMissingRules), and requests the files those links listed, then runs them one module per
 * task; the entry module, which starts hydration, waits for both, so every state the page can get into once it
 * is interactive (an open menu, the dialog, another page) has its rules. Should the stylesheet not arrive, or a rule not insert, the loader
 * enables the stylesheet's link instead. Where a browser does not report paints,
 * the second animation frame stands in for it. A page that is not on screen (opened in a background tab) has no
 * paint to wait for and loads at once, and after 10 s the loader stops waiting whatever happened.
 *
 * The loader data React Router writes into the page for hydration (the route loaders' results, in turbo-stream
 * form) repeats the page's copy: 2.5 to 4.5 KB of brotli, enough to push a page's HTML past the ten TCP segments
 * of a new connection's first round trip. It moves to a file of its own, which the loader fetches with the
 * JavaScript and hands to React Router's stream before it starts hydration.
 */
const preloadTag = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootstrapTag = /<script type="module" async="">([\s\S]*?)<\/script>/;
const loaderDataTag = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const streamCloseTag = "<script>window.__reactRouterContext.streamController.close();</script>";

export type Bootstrap = { files: string[]; manifest: string; routes: [string, string][]; modules: string; entry: string };

/** Reads React Router's inline bootstrap module; throws when its shape is not the one this rewrite knows. */
export function parseBootstrap(source: string): Omit<Bootstrap, "files"> {
  const manifest = source.match(/^\s*import "([^"]+)";/m)?.[1];
  const routes = [...source.matchAll(/^\s*import \* as (route\d+) from "([^"]+)";/gm)].map(
    (m) => [m[1], m[2]] as [string, string],
  );
  const modules = source.match(/window\.__reactRouterRouteModules = (\{[^;]*\});/)?.[1];
  const entry = source.match(/^\s*import\("([^"]+)"\);/m)?.[1];
  if (!manifest || !routes.length || !modules || !entry) {
    throw new Error("React Router's hydration script has changed shape: update scripts/defer-hydration.ts.");
  }
  return { manifest, routes, modules, entry };
}

const requestsPerTask = 4;

/**
 * Completes the page's inline sheet (`into`, the rules its HTML uses, in the site stylesheet's order) with every
 * rule of the site stylesheet (`from`) it lacks, each inserted at its place in that order, so that the cascade is
 * the stylesheet's own. Enabling the stylesheet itself would make the browser restyle every element on the page
 * (its universal rules and `@property` registrations change every element's style); a rule inserted into a sheet
 * makes it restyle only the elements that rule can match, and almost every missing rule matches none yet (an
 * open menu, the dialog, another page).
 *
 * `@property` registrations are skipped: the page has them all, in a sheet of their own (see postbuild.ts), since
 * the browser restyles every element whenever a sheet that holds one changes.
 *
 * A rule of `into` matches a rule of `from` of the same kind and text, or for a block (a layer, a media query),
 * the same header; the inline CSS keeps every rule whole, and every block and `@keyframes` of the stylesheet,
 * empty where the page uses none of its rules (critical-css.ts), since adding one of those would restyle every
 * element too. A pair found is recursed into; any rule of `from` not found is inserted where the walk stands.
 * Should a block of `into` be paired too early (one of several blocks with the same condition), its rules sit in
 * an earlier place, where, being also inserted in their own place further on, they never decide the cascade.
 *
 * The walk gives the main thread back every 4 ms, so that it never makes a long task on a slow phone.
 *
 * It is sent as a module of its own (insertRulesModule), so it refers to nothing outside itself.
 */
export async function insertMissingRules(
  into: CSSStyleSheet | CSSGroupingRule,
  from: CSSStyleSheet | CSSGroupingRule,
  budget = { until: 0 },
): Promise<void> {
  const header = (r?: CSSRule & { conditionText?: string; name?: string }) => r?.conditionText ?? r?.name;
  let at = 0;
  for (const rule of Array.from(from.cssRules)) {
    if (performance.now() > budget.until) {
      await new Promise((resolve) => setTimeout(resolve));
      budget.until = performance.now() + 4;
    }
    if (rule instanceof CSSPropertyRule) continue;
    const have = into.cssRules[at] as (CSSRule & { conditionText?: string; name?: string }) | undefined;
    const block = rule instanceof CSSGroupingRule && !(rule instanceof CSSStyleRule);
    if (have?.constructor === rule.constructor && (block ? header(have) === header(rule) : have.cssText === rule.cssText)) {
      if (block) await insertMissingRules(have as CSSGroupingRule, rule, budget);
    } else into.insertRule(rule.cssText, at);
    at++;
  }
}

/**
 * insertMissingRules as a module of its own, minified, which the loader imports with the page's JavaScript: in
 * every page's HTML it would cost half a kilobyte of brotli, and the HTML must fit the first round trip.
 */
export function insertRulesModule(): string {
  const source = minifySync("insert-missing-rules.js", `export default ${insertMissingRules.toString()}`, { mangle: true });
  return source.code;
}

/**
 * Rewrites a prerendered page. `publish` stores the page's loader data and answers the URL it is served from;
 * `insertRules` is the URL of insertRulesModule.
 */
export function deferHydration(
  html: string,
  publish: (loaderData: string) => string,
  insertRules: string,
  importsOf: (file: string) => string[],
): string {
  const script = html.match(bootstrapTag);
  if (!script) return html; // a page without hydration (none today)
  const { manifest, routes, modules, entry } = parseBootstrap(script[1] ?? "");
  const files = dependenciesFirst([...html.matchAll(preloadTag)].map((m) => m[1] as string).concat(insertRules), importsOf);
  const chunks = [...html.matchAll(loaderDataTag)];
  if (!chunks.length || !html.includes(streamCloseTag)) {
    throw new Error("React Router's loader data script has changed shape: update scripts/defer-hydration.ts.");
  }
  const dataUrl = publish(chunks.map((m) => JSON.parse(m[1] as string) as string).join(""));
  // Every file is requested at once, a few per task (twenty requests started in one task make a long task), with
  // <link rel="modulepreload">: the browser fetches and compiles each module but runs none. Then the modules run
  // one at a time, each in a task of its own, every file after the ones it imports: imported all at once, they
  // ran as their imports arrived, and React DOM, React Router and the modules waiting on them ran together, in
  // the page's longest task. A browser without modulepreload requests them with import() instead. The entry goes
  // last: it starts React Router, which reads the manifest, the route modules and the loader data. Should a file
  // or the data not arrive, the page stays as it is: complete, with links that work.
  const loader =
    `new Promise(r=>{if(document.visibilityState==="hidden")r();else document.addEventListener("visibilitychange",r,{once:true});` +
    `if(PerformanceObserver.supportedEntryTypes?.includes("paint"))` +
    `new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(()=>requestAnimationFrame(r));setTimeout(r,1e4)}).then(()=>{` +
    `const data=fetch(${JSON.stringify(dataUrl)}).then(r=>{if(!r.ok)throw new Error(r.statusText);return r.text()});` +
    `const css=[...document.querySelectorAll("link[rel=stylesheet][disabled]")].map(l=>fetch(l.href).then(r=>{if(!r.ok)throw new Error(r.statusText);return r.text()})` +
    `.then(t=>import(${JSON.stringify(insertRules)}).then(m=>{const s=new CSSStyleSheet();s.replaceSync(t);return m.default(l.previousElementSibling.sheet,s)}))` +
    `.catch(()=>new Promise(r=>{l.onload=l.onerror=r;l.removeAttribute("disabled")})));` +
    `const files=${JSON.stringify(files)};` +
    `const entry=${JSON.stringify(entry)},preload=document.createElement("link").relList.supports("modulepreload");` +
    `for(let i=0;i<files.length;i+=${requestsPerTask})setTimeout(()=>{for(const href of files.slice(i,i+${requestsPerTask}))` +
    `if(preload)document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}));` +
    `else if(href!==entry)import(href).catch(()=>{})});` +
    `files.reduce((ran,href)=>href===entry?ran:ran.then(()=>import(href)).then(()=>new Promise(r=>setTimeout(r))),Promise.resolve())` +
    `.then(()=>import(${JSON.stringify(manifest)}))` +
    `.then(()=>Promise.all([${routes.map(([, url]) => `import(${JSON.stringify(url)})`).join(",")},data,...css]))` +
    `.then(([${routes.map(([name]) => name).join(",")},text])=>{window.__reactRouterRouteModules=${modules};` +
    `const c=window.__reactRouterContext.streamController;c.enqueue(text);c.close();return import(entry)})` +
    `})`;
  return html
    .replace(preloadTag, "")
    .replace(loaderDataTag, "")
    .replace(streamCloseTag, "")
    .replace(script[0], `<script type="module">${loader}</script>`);
}

/**
 * The files in an order where each comes after the files it imports, and otherwise as given. Every file a listed
 * module imports must be listed: a module whose import is missing would fetch and run it on its own, with itself.
 */
export function dependenciesFirst(files: string[], importsOf: (file: string) => string[]): string[] {
  const ordered = new Set<string>();
  const visiting = new Set<string>();
  const visit = (file: string) => {
    if (ordered.has(file) || visiting.has(file)) return; // done, or an import cycle: its order is the module graph's
    visiting.add(file);
    for (const imported of importsOf(file)) {
      if (!files.includes(imported)) throw new Error(`${file} imports ${imported}, which the page does not load.`);
      visit(imported);
    }
    ordered.add(file);
  };
  for (const file of files) visit(file);
  return [...ordered];
}

/**
 * The files a built module (at `url`, with `source`) imports statically: the bundler writes `import"./file.js"` and
 * `import{…}from"./file.js"`, always with a relative path. Dynamic `import("./file.js")` loads later, on demand.
 */
export function staticImports(url: string, source: string): string[] {
  const imports = source.matchAll(/(?:\bimport\s*|\bfrom\s*)"(\.{1,2}\/[^"]+)"/g);
  return [...new Set([...imports].map((m) => new URL(m[1] as string, `http://site${url}`).pathname))];
}

/** The URL of the loader data a rewritten page fetches before it hydrates. */
export function loaderDataUrl(html: string): string | undefined {
  return html.match(/const data=fetch\("([^"]+)"\)/)?.[1];
}

/** The files a rewritten page loads for hydration, in the order it asks for them. */
export function deferredFiles(html: string): string[] {
  const list = html.match(/const files=(\[[^\]]*\]);/)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
