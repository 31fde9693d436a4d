import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { contentEditor, editorPage } from "./src/integrations/content-editor.ts";
import { contentImages } from "./src/integrations/content-images.ts";
import { devFunctions } from "./src/integrations/dev-functions.ts";
import { freshContent } from "./src/integrations/fresh-content.ts";
import { lazyEntries } from "./src/integrations/lazy-entries.ts";
import { pagePreview as pagePreviewServer } from "./src/integrations/page-preview.ts";
import { precompress } from "./src/integrations/precompress.ts";
import { serverAdapter } from "./src/integrations/server-adapter.ts";
import { buildOrigins } from "./src/lib/build/build-origins.ts";
import { buildOutput } from "./src/lib/build-output.ts";

const origins = buildOrigins();
const sources = (...list: string[]) => ["'self'", ...list].join(" ");
/** `npm run edit`: the dev server with the content editor (keystatic.config.ts). */
const editing = process.env.CONTENT_EDITOR === "on";
const site = (process.env.SITE_URL ?? "https://www.tessera.example").replace(/\/+$/, "");
/**
 * The page preview: this dev server, started by the production server on the content repository's content
 * (server/publish/page-preview.ts), renders the page an editor asks for on request. It works in a folder of its own
 * (`--root`), so its content store and caches are not the build's; the code, the pictures and tsconfig.json's paths
 * come from here. Vite serves the site's code and the content's pictures only, never the server's data beside them.
 */
const pagePreview = process.env.SITE_PREVIEW === "pages";
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const tsconfigPaths = () =>
  Object.entries(JSON.parse(readFileSync(here("./tsconfig.json"), "utf8")).compilerOptions.paths as Record<string, string[]>).map(
    ([from, [to = ""]]) => ({ find: new RegExp(`^${from.replace("*", "(.*)")}$`), replacement: here(to.replace("*", "$1")) }),
  );

/**
 * The public site: every page prerendered to static HTML in build/client. React renders the components at build time and
 * reaches the browser only where a visitor needs it (the demo form, on first intent: src/scripts/site.ts). Astro hashes every inline script for the
 * Content-Security-Policy, and serverAdapter hands each page's policy to the server, which sends it as a header.
 */
export default defineConfig({
  site,
  output: "static",
  ...(pagePreview ? { srcDir: here("./src"), publicDir: here("./public") } : {}),
  // Pages in build/client, the few rendered on request in build/server, each page's policy in build/csp.json.
  outDir: buildOutput.folder,
  trailingSlash: "never",
  adapter: serverAdapter(),
  // Where the build keeps its cache (the content store among it): a build of other content (the tests' fixtures) keeps
  // its own, so two builds never share one.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  build: {
    format: "directory",
    inlineStylesheets: "always",
    client: `./${buildOutput.client}`,
    server: `./${buildOutput.server}`,
    serverEntry: buildOutput.serverEntry,
  },
  compressHTML: true,
  devToolbar: { enabled: false },
  // Code blocks are not highlighted: Shiki's inline styles would need a looser policy, and the articles have none.
  markdown: { syntaxHighlight: false },
  integrations: [
    react(),
    precompress(),
    // The content's image files (src/content/image-files.ts), in the content set being built: only those it names.
    contentImages(),
    ...(pagePreview ? [pagePreviewServer()] : [devFunctions()]),
    // Each dev server keeps Vite's prebundled dependencies under its own root (.astro/vite): the cache in node_modules
    // is the whole application's, and a build or another dev server there (`npm run build` beside `npm run edit`,
    // another instance's page preview) would replace what this one's open pages load ("Outdated Optimize Dep"). Its
    // pages read the content as it is after each change (./src/integrations/fresh-content.ts).
    {
      name: "tessera:dev-server",
      hooks: {
        "astro:config:setup": ({ command, config, updateConfig }) => {
          if (command !== "dev") return;
          updateConfig({ vite: { cacheDir: fileURLToPath(new URL(".astro/vite/", config.root)), plugins: [freshContent()] } });
        },
      },
    },
    // The content editor at /keystatic: Keystatic's own for `npm run edit`; the build's page, which the production
    // server shows to editors, except in the builds it publishes (they are served beside the deployed build, which has it).
    ...(editing ? contentEditor() : process.env.SITE_EDITOR_PAGE === "off" ? [] : [editorPage()]),
  ],
  // Keystatic's own page (`npm run edit`) runs inline scripts of its own; it is only ever served on this machine.
  security: editing
    ? {}
    : {
        csp: {
          directives: [
            "default-src 'none'",
            "img-src 'self'",
            "font-src 'self'",
            // Public pages fetch only the demo endpoint and the form's words; the staff pages add 'self'.
            `connect-src ${origins.connect.join(" ")}`,
            `form-action ${sources(...origins.form)}`,
            "base-uri 'none'",
            "object-src 'none'",
            "frame-ancestors 'none'",
          ],
          // Styles cannot run code. The toast library injects its stylesheet at run time, so styles are not hashed.
          scriptDirective: { resources: ["'self'", ...origins.script] },
          styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
        },
      },
  // VITE_ variables (the analytics provider, the functions URL) are read by the browser code, as before.
  vite: {
    plugins: [tailwindcss(), lazyEntries()],
    envPrefix: ["PUBLIC_", "VITE_"],
    server: {
      // A build beside a running dev server (`npm run build` while `npm run edit` runs) writes hundreds of files the
      // dev server would otherwise take for edits, reloading the editor's page mid-save.
      watch: { ignored: [`${here(`./${buildOutput.folder}`)}/**`] },
      ...(pagePreview
        ? { fs: { allow: [here("./src"), here("./node_modules"), path.resolve(process.env.CONTENT_DIR ?? ".")] } }
        : {}),
    },
    ...(pagePreview ? { resolve: { alias: tsconfigPaths() } } : {}),
  },
});
