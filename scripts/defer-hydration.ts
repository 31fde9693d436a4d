/**
 * React Router starts a prerendered page's hydration from an inline module that imports the route manifest and
 * the route modules, and lists every file they need as `<link rel="modulepreload">` in the head. Those are
 * high-priority requests for about 120 KB of JavaScript that the page does not need to show itself (it is complete
 * HTML and CSS), and on a slow phone they compete with the page's own first paint. This rewrites each page so the
 * same files are requested (with import(), not links) once the browser has painted the whole page, and
 * hydration follows as soon as they arrive. An inline module runs when the HTML is parsed; the first animation frame after
 * that paints the whole page, and waiting for the next one makes sure that paint (the page's largest, the one
 * a visitor waits for) has reached the screen before any script competes with it.
 */
const preloadTag = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootstrapTag = /<script type="module" async="">([\s\S]*?)<\/script>/;

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

const importsPerTask = 4;

export function deferHydration(html: string): string {
  const script = html.match(bootstrapTag);
  if (!script) return html; // a page without hydration (none today)
  const { manifest, routes, modules, entry } = parseBootstrap(script[1] ?? "");
  const files = [...html.matchAll(preloadTag)].map((m) => m[1] as string);
  // Every file is requested at once with import(), a few per task: starting a request costs the main thread a
  // little (a modulepreload link costs about twice as much as an import), and twenty in one task make a long
  // task. Each module runs as soon as it and its imports have arrived, so their evaluation is spread over tasks
  // too. The entry goes last: it starts React Router, which reads the manifest and the route modules.
  const loader =
    `requestAnimationFrame(()=>requestAnimationFrame(()=>{` +
    `const files=${JSON.stringify(files)};` +
    `for(let i=0;i<files.length;i+=${importsPerTask})setTimeout(()=>{for(const href of files.slice(i,i+${importsPerTask}))if(href!==${JSON.stringify(entry)})import(href).catch(()=>{})});` +
    `setTimeout(()=>import(${JSON.stringify(manifest)})` +
    `.then(()=>Promise.all([${routes.map(([, url]) => `import(${JSON.stringify(url)})`).join(",")}]))` +
    `.then(([${routes.map(([name]) => name).join(",")}])=>{window.__reactRouterRouteModules=${modules};return import(${JSON.stringify(entry)})}))` +
    `}))`;
  return html.replace(preloadTag, "").replace(script[0], `<script type="module">${loader}</script>`);
}

/** The files a rewritten page loads for hydration, in the order it asks for them. */
export function deferredFiles(html: string): string[] {
  const list = html.match(/const files=(\[[^\]]*\]);/)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
