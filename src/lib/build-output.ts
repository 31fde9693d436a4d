/**
 * What the build writes and where, named once: the folder (Astro's `outDir`), the prerendered site and the module
 * that renders the pages built to be rendered on request (Astro's `build.client`, `build.server` and
 * `build.serverEntry`, set in astro.config.ts; its `render`, src/integrations/server-adapter.ts), each page's policy
 * (written by the same adapter), the settings the build was made with and the build's own name (scripts/build-env.ts).
 * The server, `npm start` and the publisher find them by these names.
 */
export const buildOutput = {
  folder: "build",
  client: "client",
  server: "server",
  serverEntry: "entry.mjs",
  pages: "csp.json",
  settings: ".build-env.json",
  id: ".build-id",
} as const;

/** A file or folder of the build, from the application's folder: `inBuild("pages")` is "build/csp.json". */
export const inBuild = (name: Exclude<keyof typeof buildOutput, "folder" | "serverEntry">) =>
  `${buildOutput.folder}/${buildOutput[name]}`;
