import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { cspHeaders } from "./src/integrations/csp-headers.ts";
import { demoFormEntry } from "./src/integrations/demo-form-entry.ts";

const site = (process.env.SITE_URL ?? "https://www.tessera.example").replace(/\/+$/, "");

/**
 * The public site: every page prerendered to static HTML in dist/. React renders the components at build time and
 * reaches the browser only where a visitor needs it (the demo form, on first intent: src/scripts/site.ts). Astro hashes every inline script for the
 * Content-Security-Policy, and cspHeaders hands each page's policy to the server, which sends it as a header.
 */
export default defineConfig({
  site,
  output: "static",
  // The site in dist/client; the build writes each page's policy beside it, in dist/csp.json.
  outDir: "dist/client",
  trailingSlash: "never",
  build: { format: "directory", inlineStylesheets: "always" },
  compressHTML: true,
  devToolbar: { enabled: false },
  // Code blocks are not highlighted: Shiki's inline styles would need a looser policy, and the articles have none.
  markdown: { syntaxHighlight: false },
  integrations: [react(), sitemap(), cspHeaders()],
  security: {
    csp: {
      directives: [
        "default-src 'none'",
        "img-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "manifest-src 'self'",
        "form-action 'self'",
        "base-uri 'none'",
        "object-src 'none'",
        "frame-ancestors 'none'",
      ],
      // Styles cannot run code. The toast library injects its stylesheet at run time, so styles are not hashed.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  // VITE_ variables (the analytics provider, the functions URL) are read by the browser code, as before.
  vite: {
    plugins: [tailwindcss(), demoFormEntry()],
    envPrefix: ["PUBLIC_", "VITE_"],
  },
});
