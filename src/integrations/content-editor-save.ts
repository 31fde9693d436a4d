import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { APIRoute } from "astro";
import { contentSaver } from "../../server/editor/save.ts";
import { editorConfig } from "../content/editor.ts";

/** The editor's saves in `npm run edit` (./content-editor.ts): checked, merged, then written to src/content. */
export const prerender = false;

const save = contentSaver({ root: process.cwd() });
const keystaticApi = makeGenericAPIRouteHandler({ config: editorConfig() });

export const POST: APIRoute = async ({ request }) => {
  // The editor's own requests only, as Keystatic asks of them.
  if (request.headers.get("no-cors") !== "1") return new Response("Bad Request", { status: 400 });
  const result = await save(await request.json().catch(() => undefined));
  if (!result.ok) {
    return new Response(result.message, { status: result.status, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  // What the editor expects in return: the content's files as they are now, from Keystatic's own endpoint.
  const tree = await keystaticApi(new Request(new URL("/api/keystatic/tree", request.url), { headers: { "no-cors": "1" } }));
  return new Response(tree.body as BodyInit | null, { status: tree.status, headers: tree.headers });
};
