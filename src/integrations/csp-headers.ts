import { writeFile } from "node:fs/promises";
import type { AstroIntegration } from "astro";

/**
 * Hands each prerendered page's Content-Security-Policy (Astro's `security.csp`, with the hashes of that page's
 * inline scripts) to the Node server, which sends it as a header: `frame-ancestors` and the Observatory need a
 * header, not a `<meta>`. It declares the adapter feature that makes Astro report the headers of static pages
 * (`staticHeaders`) and writes them to `csp.json` beside the build, keyed by path.
 */
export function cspHeaders(): AstroIntegration {
  return {
    name: "tessera:csp-headers",
    hooks: {
      "astro:config:done": ({ setAdapter }) => {
        setAdapter({
          name: "tessera:csp-headers",
          entrypointResolution: "auto",
          supportedAstroFeatures: {
            staticOutput: "stable",
            hybridOutput: "unsupported",
            serverOutput: "unsupported",
            sharpImageService: "stable",
          },
          adapterFeatures: { buildOutput: "static", staticHeaders: true },
        });
      },
      "astro:build:generated": async ({ dir, routeToHeaders }) => {
        const policies: Record<string, string> = {};
        for (const [pathname, { headers }] of routeToHeaders) {
          const policy = headers.get("content-security-policy");
          if (policy) policies[pathname] = policy;
        }
        await writeFile(new URL("../csp.json", dir), `${JSON.stringify({ policies }, null, 1)}\n`);
      },
    },
  };
}
