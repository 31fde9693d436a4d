import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { APIRoute } from "astro";
import { keystaticUpdate, type TreeEntry } from "../../server/editor/keystatic-api.ts";
import { contentSaver } from "../../server/editor/save.ts";
import { editorConfig } from "../content/editor.ts";

/** The editor's saves in `npm run edit` (./content-editor.ts): the server's endpoint, writing to src/content. */
export const prerender = false;

const save = contentSaver({ root: process.cwd() });
const keystaticApi = makeGenericAPIRouteHandler({ config: editorConfig() });
const update = keystaticUpdate(async (c, body) => {
  const saved = await save(body);
  if (!saved.ok) return saved;
  // The files as they are now, uncommitted: from Keystatic's own endpoint, which reads them from the disk.
  const tree = await keystaticApi(new Request(new URL("/api/keystatic/tree", c.req.url), { headers: { "no-cors": "1" } }));
  return { ok: true, files: JSON.parse(String(tree.body)) as TreeEntry[] };
});

export const POST: APIRoute = ({ request }) => update.fetch(request);
