import { createHash } from "node:crypto";
import { lstat, readFile } from "node:fs/promises";
import path from "node:path";
import { type Context, type Env, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { gitOutput } from "./history.ts";

/**
 * Keystatic's local API as its editor calls it (`/api/keystatic/…`, each request marked `no-cors: 1`), without
 * Keystatic's server code, which loads React: the content's files are Git's own tree of a commit (what Keystatic's
 * handler works out from the files on disk), and its save is the one endpoint that both the production server
 * (server/publish/routes.ts) and `npm run edit` (src/integrations/content-editor-save.ts) mount.
 */

/** A file or folder of the content as Keystatic's editor lists it: a Git tree entry. */
export type TreeEntry = { path: string; mode: string; type: string; sha: string };

/** What a save gives back: the content's files as they are after it, or why nothing was saved, which the editor shows. */
type SaveAnswer = { ok: true; files: TreeEntry[] } | { ok: false; status: ContentfulStatusCode; message: string };

/** Keystatic's save, `POST /api/keystatic/update`: the save's JSON in, the content's files or the refusal as text out. */
export const keystaticUpdate = <E extends Env>(save: (c: Context<E>, body: unknown) => Promise<SaveAnswer>) =>
  new Hono<E>().post("/api/keystatic/update", async (c) => {
    if (c.req.header("no-cors") !== "1") return c.text("Bad Request", 400);
    const saved = await save(c, await c.req.json().catch(() => undefined));
    return saved.ok ? c.json(saved.files) : c.text(saved.message, saved.status);
  });

/** The files under `folder` at `commit`, as Keystatic's tree lists them: each folder before what it holds. */
export async function treeAt(repo: string, commit: string, folder: string): Promise<TreeEntry[]> {
  const listed = await gitOutput(repo, ["ls-tree", "-r", "-t", "-z", commit, "--", folder]);
  return listed
    .split("\0")
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf("\t");
      const [entry, file] = [line.slice(0, tab), line.slice(tab + 1)];
      const [mode = "", type = "", sha = ""] = entry.split(" ");
      return { path: file, mode, type, sha };
    });
}

/**
 * A file of the repository, while its bytes are still the Git blob `sha` that the editor's tree named; else undefined.
 * Only a plain file no larger than `maxBytes` is read: never what a link points to, nor a device.
 */
export async function blobAt(repo: string, file: string, sha: string, maxBytes: number) {
  const where = path.join(repo, file);
  const stat = await lstat(where).catch(() => undefined);
  if (!stat?.isFile() || stat.size > maxBytes) return undefined;
  const bytes = await readFile(where).catch(() => undefined);
  const id = bytes && createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
  return id === sha ? bytes : undefined;
}
