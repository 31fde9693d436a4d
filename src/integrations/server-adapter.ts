import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { buildOutput } from "../lib/build-output.ts";

/**
 * The site's adapter for the Node server (server/). Every page is prerendered into build/client except the few that
 * set `prerender = false` (today only the /demo form's "not sent" answer), which Astro builds into build/server; the
 * server renders them through `render` in ./server-entry.ts.
 *
 * It also hands each prerendered page's Content-Security-Policy (Astro's `security.csp`, with the hashes of that
 * page's inline scripts) to the server, which sends it as a header: `frame-ancestors` and the Observatory need a
 * header, not a `<meta>`. With `staticHeaders` Astro reports those headers, written to build/csp.json, keyed by path,
 * with the file Astro wrote the not-found page to (its `assets` by route, once the build is done), which the server
 * answers unknown paths with. The server reads what the build recorded rather than guessing Astro's file names.
 */
export function serverAdapter(): AstroIntegration {
  const policies: Record<string, string> = {};
  return {
    name: "tessera:server-adapter",
    hooks: {
      "astro:config:done": ({ setAdapter }) => {
        setAdapter({
          name: "tessera:server-adapter",
          entrypointResolution: "auto",
          serverEntrypoint: new URL("./server-entry.ts", import.meta.url),
          supportedAstroFeatures: {
            staticOutput: "stable",
            hybridOutput: "stable",
            serverOutput: "stable",
            sharpImageService: "stable",
          },
          adapterFeatures: { buildOutput: "server", staticHeaders: true },
        });
      },
      "astro:build:generated": ({ routeToHeaders }) => {
        for (const [pathname, { headers }] of routeToHeaders) {
          const policy = headers.get("content-security-policy");
          if (policy) policies[pathname] = policy;
        }
      },
      "astro:build:done": async ({ dir, assets }) => {
        const [page] = assets.get("/404") ?? [];
        const notFound = page ? path.relative(fileURLToPath(dir), fileURLToPath(page)) : undefined;
        await writeFile(new URL(`../${buildOutput.pages}`, dir), `${JSON.stringify({ policies, notFound }, null, 1)}\n`);
      },
    },
  };
}
