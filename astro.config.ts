import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { cspHeaders } from "./src/integrations/csp-headers.ts";
import { devFunctions } from "./src/integrations/dev-functions.ts";
import { lazyEntries } from "./src/integrations/lazy-entries.ts";
import { precompress } from "./src/integrations/precompress.ts";
import { buildOrigins } from "./src/lib/build-origins.ts";
import { redirects } from "./src/lib/redirects.ts";
import { pageEntries } from "./src/lib/route-table.ts";

const origins = buildOrigins();
const sources = (...list: string[]) => ["'self'", ...list].join(" ");
const lastmod = new Map(pageEntries().flatMap((entry) => (entry.lastmod ? [[entry.path, entry.lastmod]] : [])));
const site = (process.env.SITE_URL ?? "https://www.tessera.example").replace(/\/+$/, "");

/**
 * The public site: every page prerendered to static HTML in build/client. React renders the components at build time and
 * reaches the browser only where a visitor needs it (the demo form, on first intent: src/scripts/site.ts). Astro hashes every inline script for the
 * Content-Security-Policy, and cspHeaders hands each page's policy to the server, which sends it as a header.
 */
export default defineConfig({
  site,
  output: "static",
  // The site in build/client; the build writes each page's policy beside it, in build/csp.json.
  outDir: "build/client",
  trailingSlash: "never",
  // Moved addresses: the server answers them with 301 (server/app.ts); a static host gets Astro's redirect pages.
  redirects: Object.fromEntries(redirects),
  build: { format: "directory", inlineStylesheets: "always" },
  compressHTML: true,
  devToolbar: { enabled: false },
  // Code blocks are not highlighted: Shiki's inline styles would need a looser policy, and the articles have none.
  markdown: { syntaxHighlight: false },
  integrations: [
    react(),
    sitemap({
      filter: (page) => new URL(page).pathname !== "/404",
      // The date of the last change where the content knows it (articles, legal pages).
      serialize: (item) => ({ ...item, lastmod: lastmod.get(new URL(item.url).pathname) ?? item.lastmod }),
    }),
    cspHeaders(),
    precompress(),
    devFunctions(),
  ],
  security: {
    csp: {
      directives: [
        "default-src 'none'",
        "img-src 'self'",
        "font-src 'self'",
        `connect-src ${sources(...origins.connect)}`,
        "manifest-src 'self'",
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
  },
});
