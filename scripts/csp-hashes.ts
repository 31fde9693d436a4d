import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What the server needs to send each prerendered page its own Content-Security-Policy: the sha256 hash of every
 * inline <script> in the page, and the other origins the build was configured to talk to (the analytics provider,
 * a functions endpoint on another origin). Written to build/csp.json, outside the folder the server serves, after
 * every rewrite of the HTML: a hash of an older version of a script would block it.
 */
export type CspManifest = {
  /** Origins, beyond the site's own, that scripts may come from, fetch may reach and forms may post to. */
  origins: { script: string[]; connect: string[]; form: string[] };
  /** Page file, relative to build/client with forward slashes ("index.html", "about/index.html", "404.html"), to its hashes. */
  pages: Record<string, string[]>;
};

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * Whether a script element with these attributes runs, and so needs the policy's leave: no type, a JavaScript
 * type, a module, an import map or speculation rules. Any other type (the pages' JSON-LD) is a data block, which
 * the browser never runs and the policy does not cover; a hash for it would only lengthen every response.
 */
function runs(attributes: string): boolean {
  const type = attributes
    .match(/\btype\s*=\s*"([^"]*)"/i)?.[1]
    ?.trim()
    .toLowerCase();
  return !type || /^(module|importmap|speculationrules)$|^(text|application)\/(x-)?(java|ecma)script$/.test(type);
}

/**
 * The CSP source expressions ('sha256-…') of the inline scripts of one HTML document that run, in document order,
 * no repeats.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes) || !runs(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const originOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    const { origin, protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? origin : undefined;
  } catch {
    return undefined; // a path such as "/functions/v1" is the site's own origin
  }
};

/** The origins the build configuration (VITE_*) makes the pages use. */
export function configuredOrigins(env: Record<string, string | undefined> = process.env): CspManifest["origins"] {
  const origins: CspManifest["origins"] = { script: [], connect: [], form: [] };
  // The analytics script is loaded only after consent, and only when a provider is configured; it reports to
  // the origin it was loaded from.
  if (env.VITE_PLAUSIBLE_DOMAIN) {
    const analytics = originOf(env.VITE_PLAUSIBLE_SRC ?? "https://plausible.io/js/script.manual.js");
    if (analytics) {
      origins.script.push(analytics);
      origins.connect.push(analytics);
    }
  }
  // The demo form posts with fetch, and without JavaScript as a plain form post.
  const functions = originOf(env.VITE_FUNCTIONS_URL);
  if (functions) {
    origins.connect.push(functions);
    origins.form.push(functions);
  }
  return origins;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

/** Hashes the inline scripts of every page under `root` and writes the manifest to `file`. Returns it. */
export function writeCspManifest(root: string, file: string, env: Record<string, string | undefined> = process.env) {
  const manifest: CspManifest = { origins: configuredOrigins(env), pages: {} };
  for (const page of htmlFiles(root)) {
    const key = path.relative(root, page).split(path.sep).join("/");
    manifest.pages[key] = inlineScriptHashes(readFileSync(page, "utf8"));
  }
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
