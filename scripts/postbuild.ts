import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import sharp from "sharp";
import { buildEnv } from "./build-env.ts";
import { criticalCssExtractor } from "./critical-css.ts";
import { writeCspManifest } from "./csp-hashes.ts";
import { deferHydration, insertRulesModule, staticImports } from "./defer-hydration.ts";
import { writeSeoFiles } from "./seo-files.ts";
import { writeShareImages } from "./share-images.ts";

/**
 * Finishes the static build in build/client:
 * 1. inlines into every page the part of the site stylesheet that its HTML uses (its critical CSS), so that
 *    nothing blocks the first paint but the HTML itself, and the HTML stays small enough to arrive in the
 *    connection's first round trip. The <link> stays, disabled so that the browser does not fetch it yet, and
 *    React hydrates the head it rendered. Once the page is painted, the page's loader adds the stylesheet's other
 *    rules to the inline sheet (the rules for menus, dialogs and every other page) and loads the JavaScript and
 *    the page's loader data, which moves from the HTML to a file of its own (defer-hydration.ts);
 * 2. moves the prerendered not-found page to 404.html, which the server sends with status 404;
 * 3. writes sitemap.xml, robots.txt, the Atom feed, the web manifest and its icons, and a share image per page;
 * 4. hashes every page's inline scripts into build/csp.json for the server's Content-Security-Policy;
 * 5. precompresses every text file with brotli and gzip for the server to send as they are.
 */
const root = "build/client";

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

const extractors = new Map<string, (html: string) => string>();
function criticalCssOf(href: string, html: string): string {
  let extract = extractors.get(href);
  if (!extract) {
    extract = criticalCssExtractor(readFileSync(path.join(root, href), "utf8"), href);
    extractors.set(href, extract);
  }
  return extract(html);
}

/**
 * The critical CSS goes in two sheets: the `@property` registrations in one that never changes, the rules in the
 * other, right before the stylesheet's link, which the page's loader completes with the stylesheet's other rules
 * (defer-hydration.ts): a change to a sheet that holds a registration restyles every element.
 */
function inlineStylesheets(html: string): string {
  return html.replace(stylesheetLink, (_tag, href: string) => {
    const css = criticalCssOf(href, html);
    const registrations = css.match(/@property [\w-]+\{[^}]*\}/g) ?? [];
    const rules = registrations.reduce((rest, registration) => rest.replace(registration, ""), css);
    return `<style>${registrations.join("")}</style><style>${rules}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
  });
}

/** Writes a file under /assets with a name that changes with its content, so that it is cached like the others. */
function publishAsset(prefix: string, extension: string, content: string): string {
  const name = `assets/${prefix}-${createHash("sha256").update(content).digest("hex").slice(0, 12)}.${extension}`;
  writeFileSync(path.join(root, name), content);
  return `/${name}`;
}

const publishLoaderData = (loaderData: string) => publishAsset("loader-data", "data", loaderData);
const insertRules = publishAsset("insert-missing-rules", "js", insertRulesModule());
const imports = new Map<string, string[]>();
function importsOf(url: string): string[] {
  let found = imports.get(url);
  if (!found) {
    found = staticImports(url, readFileSync(path.join(root, url), "utf8"));
    imports.set(url, found);
  }
  return found;
}
let pages = 0;
for (const file of [...walk(root)]) {
  if (!file.endsWith(".html")) continue;
  const html = inlineStylesheets(readFileSync(file, "utf8"));
  writeFileSync(file, deferHydration(html, publishLoaderData, insertRules, importsOf));
  pages++;
}

const notFoundDir = path.join(root, "404");
if (existsSync(notFoundDir)) {
  renameSync(path.join(notFoundDir, "index.html"), path.join(root, "404.html"));
  rmSync(notFoundDir, { recursive: true });
}

writeSeoFiles(root);
const favicon = readFileSync("public/favicon.svg");
for (const size of [180, 192, 512]) {
  const name = size === 180 ? "apple-touch-icon.png" : `icon-${size}.png`;
  await sharp(favicon, { density: 600 })
    .resize(size, size)
    .flatten({ background: "#ffffff" })
    .png()
    .toFile(path.join(root, name));
}
// The browser tab's icon, transparent like the SVG it is drawn from (see the links in app/root.tsx).
await sharp(favicon, { density: 600 }).resize(48, 48).png().toFile(path.join(root, "icon-48.png"));
const images = await writeShareImages(root);

// The pages' HTML is final from here on: hash their inline scripts for the Content-Security-Policy.
const csp = writeCspManifest(root, "build/csp.json");

const compressible = /\.(html|js|css|svg|json|xml|txt|data|webmanifest|map)$/;
let compressed = 0;
for (const file of walk(root)) {
  if (!compressible.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed++;
}

// What the build was configured with, so `npm start` rebuilds when the configuration changes.
writeFileSync("build/.build-env.json", JSON.stringify(buildEnv()));

console.log(
  `postbuild: inlined the critical CSS of ${pages} pages, drew ${images} share images, ` +
    `hashed the inline scripts of ${Object.keys(csp.pages).length} pages, precompressed ${compressed} files`,
);
