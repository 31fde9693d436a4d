import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildOutput } from "../src/lib/build-output.ts";
import { type FormNotSent, formNotSentPath } from "../src/lib/form-not-sent.ts";

type PageEntry = { render(request: Request): Promise<Response> };

/** Renders the /demo form's "not sent" answer (src/pages/demo/not-sent.astro) with the problem and the typed values. */
export type RenderNotSent = (notSent: FormNotSent) => Promise<Response>;

const notSentRequest = (origin: string, notSent: FormNotSent) =>
  new Request(new URL(formNotSentPath, origin), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(notSent),
  });

/**
 * The pages Astro built to be rendered on request (build/server/entry.mjs, beside the static site in STATIC_DIR, as
 * src/lib/build-output.ts names them for Astro), loaded on first use. Each response carries the policy Astro computed for it, with the hashes of its inline scripts.
 */
export function builtPages(staticDir: string): RenderNotSent {
  let entry: Promise<PageEntry> | undefined;
  return async (notSent) => {
    const file = path.resolve(staticDir, "..", buildOutput.server, buildOutput.serverEntry);
    entry ??= import(pathToFileURL(file).href) as Promise<PageEntry>;
    return (await entry).render(notSentRequest("http://localhost", notSent));
  };
}

/** The same page from the Astro dev server (`npm run dev`), which renders it from source. */
export function devPages(origin: () => string): RenderNotSent {
  return (notSent) => fetch(notSentRequest(origin(), notSent));
}
