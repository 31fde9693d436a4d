import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * What a prerendered page makes the browser download before any interaction, from the build output: the
 * JavaScript its route manifest lists for the entry, the root route and the page's own route, and the module that
 * completes its stylesheet (exactly the files the page's hydration script requests, see defer-hydration.ts), and
 * its CSS (the inlined stylesheet and any
 * stylesheet links).
 * Sizes are gzip at level 9, as the server sends them. The byte-budget test and `npm run bench:lighthouse` read it.
 */

export const budgets = {
  /** All JavaScript loaded before any interaction, in bytes of gzip. */
  js: 130 * 1024,
  /** The part of it that is the project's own: everything but React, React DOM and React Router. */
  ownJs: 20 * 1024,
  css: 20 * 1024,
};

/** vite.config.ts names the chunks that hold React, React DOM and React Router (and React's scheduler) framework-…. */
export const isFrameworkChunk = (file: string) => /\/framework-[\w-]+\.js$/.test(file);

type ManifestRoute = { id: string; module: string; imports?: string[]; css?: string[] };
type Manifest = { entry: { module: string; imports: string[]; css: string[] }; routes: Record<string, ManifestRoute> };

export type PageWeight = {
  path: string;
  files: { file: string; gzip: number; framework: boolean }[];
  js: number;
  frameworkJs: number;
  ownJs: number;
  css: number;
};

const gzipSizes = new Map<string, number>();
const gzipSize = (key: string, body: string | Buffer) => {
  let size = gzipSizes.get(key);
  if (size === undefined) {
    size = gzipSync(body, { level: 9 }).length;
    gzipSizes.set(key, size);
  }
  return size;
};

/** The prerendered HTML file of a path: /about → about/index.html; the not-found page is 404.html. */
export function htmlFileOf(clientDir: string, path: string) {
  if (path === "/404") return join(clientDir, "404.html");
  return join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

/** The route manifest's id for a page path (app/routes.ts names them). */
export function routeIdOf(path: string) {
  if (path === "/") return "routes/home";
  if (path === "/404") return "routes/not-found";
  return `page${path}`;
}

export function pageWeight(clientDir: string, path: string): PageWeight {
  const htmlFile = htmlFileOf(clientDir, path);
  if (!existsSync(htmlFile)) throw new Error(`${htmlFile} is missing: run \`npm run build\` first.`);
  const html = readFileSync(htmlFile, "utf8");

  const manifestUrl = html.match(/import\("(\/assets\/manifest-[\w-]+\.js)"\)/)?.[1];
  if (!manifestUrl) throw new Error(`${htmlFile} loads no route manifest.`);
  const manifestSource = readFileSync(join(clientDir, manifestUrl), "utf8");
  const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
  const route = manifest.routes[routeIdOf(path)];
  const root = manifest.routes.root;
  if (!route || !root) throw new Error(`The route manifest has no route for ${path}.`);

  // The loader's own module, which completes the page's inline sheet (defer-hydration.ts).
  const insertRules = html.match(/import\("(\/assets\/insert-missing-rules-[\w-]+\.js)"\)/)?.[1];
  if (!insertRules) throw new Error(`${htmlFile} loads no module to complete its stylesheet.`);
  const urls = new Set([
    insertRules,
    manifestUrl,
    manifest.entry.module,
    ...manifest.entry.imports,
    ...[root, route].flatMap((r) => [r.module, ...(r.imports ?? [])]),
  ]);
  const files = [...urls].map((file) => ({
    file,
    gzip: gzipSize(file, readFileSync(join(clientDir, file))),
    framework: isFrameworkChunk(file),
  }));

  // CSS: inlined <style> elements and linked stylesheets, each distinct text counted once (the inlined sheet's
  // file stays linked, disabled, and is the same bytes).
  const sheets = new Set<string>();
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) sheets.add((m[1] ?? "").trim());
  for (const m of html.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"/g))
    sheets.add(readFileSync(join(clientDir, m[1] ?? ""), "utf8").trim());
  const css = [...sheets].reduce((sum, text) => sum + gzipSize(text, text), 0);

  const js = files.reduce((sum, f) => sum + f.gzip, 0);
  const frameworkJs = files.filter((f) => f.framework).reduce((sum, f) => sum + f.gzip, 0);
  return { path, files, js, frameworkJs, ownJs: js - frameworkJs, css };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
