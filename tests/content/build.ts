import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { oneBuildAtATime } from "../../server/publish/site-builder.ts";
import { type SiteData, siteData } from "../../src/lib/site-data.ts";

/** The fixture content set: the kinds and shapes of src/content, with the pages, addresses and words the tests fix. */
export const fixtureContent = path.resolve("tests/fixtures/content");

/** A copy of a content set in a folder of its own inside the project (Astro reads content there), to edit before building. */
export function copyContent(from = fixtureContent): { dir: string; file: (relative: string) => string; remove: () => void } {
  const dir = mkdtempSync(path.resolve(".tmp-content-"));
  cpSync(from, dir, { recursive: true });
  return { dir, file: (relative) => path.join(dir, relative), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The fixture's files that name the solution embedded-finance, which a rename of it rewrites. */
export const namingEmbeddedFinance = [
  "industries/sme-commercial-banks.yaml",
  "industries/ecosystems-communities.yaml",
  "industries/digital-challenger-banks.yaml",
  "industries/merchants-brands.yaml",
  "home.yaml",
  "case-studies/thistledown-outfitters-loyalty.yaml",
];

/**
 * A copy of the project with the fixture content, in `dir` inside the project (where its code finds node_modules), for
 * a dev server that edits content without touching the real one. The dev server mounts the demo endpoint from server/.
 */
export function projectCopy(dir: string) {
  for (const entry of ["src", "server", "public", "astro.config.ts", "keystatic.config.ts", "tsconfig.json"]) {
    cpSync(path.resolve(entry), path.join(dir, entry), { recursive: true });
  }
  const content = path.join(dir, "src/content");
  for (const entry of readdirSync(content, { withFileTypes: true })) {
    if (entry.isDirectory() || /\.(ya?ml|md)$/.test(entry.name)) rmSync(path.join(content, entry.name), { recursive: true });
  }
  cpSync(fixtureContent, content, { recursive: true });
}

/** What Vitest puts in the environment for the code it runs, which a build it starts must not inherit. */
const viteModeKeys = new Set(["MODE", "DEV", "PROD", "SSR", "BASE_URL", "TEST"]);

export type Built = {
  ok: boolean;
  /** What the build printed, standard output and error together. */
  output: string;
  /** The built site's folder (build/client of that build). */
  client: string;
  site: () => SiteData;
  html: (pagePath: string) => string;
  remove: () => void;
};

/**
 * Builds the site from another content folder, as `npm run build` builds it from src/content: the same Astro config,
 * content collections and checks, into a folder of its own with a cache of its own.
 */
export async function buildSite(contentDir: string): Promise<Built> {
  // One build at a time in the project's folder, as the publisher's (server/publish/site-builder.ts).
  const release = await oneBuildAtATime(process.cwd());
  try {
    return await build(contentDir);
  } finally {
    await release();
  }
}

function build(contentDir: string): Promise<Built> {
  // Inside the project, where the built pages find its node_modules as they render.
  const root = mkdtempSync(path.resolve(".tmp-build-"));
  const out = path.join(root, "build");
  const client = path.join(out, "client");
  const child = spawn(process.execPath, [path.resolve("node_modules/astro/bin/astro.mjs"), "build", "--outDir", out], {
    env: {
      // As `npm run build` runs it: without what Vitest sets for its own Vite (VITEST_*, MODE, DEV, PROD, SSR…).
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && !viteModeKeys.has(key))),
      NODE_ENV: "production",
      CONTENT_DIR: contentDir,
      // Content only: the editor's page (and its compression) is the deployed build's, tested in scripts/edit.test.ts.
      SITE_EDITOR_PAGE: "off",
      // Beside the build, not in it: the build empties its folder first.
      ASTRO_CACHE_DIR: path.join(root, "cache"),
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) =>
      resolve({
        ok: code === 0 && existsSync(path.join(client, "site.json")),
        output,
        client,
        site: () => siteData.parse(JSON.parse(readFileSync(path.join(client, "site.json"), "utf8"))),
        html: (pagePath) => readFileSync(path.join(client, pagePath === "/" ? "" : pagePath, "index.html"), "utf8"),
        remove: () => rmSync(root, { recursive: true, force: true }),
      }),
    );
  });
}
