/**
 * Where the build puts what the server loads, set in astro.config.ts as Astro's `build.client`, `build.server` and
 * `build.serverEntry`: the prerendered site, and the module that renders the pages built to be rendered on request
 * (its `render`, src/integrations/server-entry.ts). The server finds them by these names, not by Astro's defaults.
 */
export const buildOutput = { client: "client", server: "server", serverEntry: "entry.mjs" } as const;
