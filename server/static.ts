import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context } from "hono";
import { LRUCache } from "lru-cache";

/**
 * Serves the prerendered site from build/client with @hono/node-server's serveStatic: `/x` from `x/index.html`, the
 * brotli or gzip copy made at build when the browser accepts it, paths that could leave the folder refused. Around
 * it, what it leaves to the app: hashed assets cached for a year and pages revalidated on every visit, an ETag per
 * file and encoding (Hono's etag middleware answers the revalidations with 304, server/app.ts), and hashed assets
 * kept in memory.
 */

/**
 * A file of the build as a response with its caching headers, or undefined when the build has no such file:
 * the file the request's path names, or `pathname`'s.
 */
type Serve = (c: Context, status?: 200 | 404, pathname?: string) => Promise<Response | undefined>;

/** Whether a path is one of the hashed assets, whose content never changes under the same name. */
const isAsset = (pathname: string) => pathname.startsWith("/_astro/");

/**
 * `notFoundPage`: the not-found page's file, relative to the root, as the build recorded it (server/live-site.ts);
 * without it, unknown paths get no page.
 */
export function createStaticSite(rootDir: string, notFoundPage?: string, memory = assetMemory) {
  const root = path.resolve(rootDir);
  if (!existsSync(path.join(root, "index.html"))) {
    throw new Error(`No build found in ${rootDir}: run "npm run build" first.`);
  }

  // Per request: the path asked for in place of the request's, and the ETag of the file serveStatic chose (the
  // precompressed copy or the file itself: its size, its time, its encoding).
  const paths = new WeakMap<Context, string>();
  const etags = new WeakMap<Context, string>();
  const onFound = (file: string, c: Context) => {
    const stat = statSync(file);
    const encoding = /\.(br|gz|zst)$/.exec(file)?.[1];
    etags.set(c, `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ""}"`);
  };
  const files = serveStatic({
    root,
    precompressed: true,
    rewriteRequestPath: (filename, c) => paths.get(c) ?? filename,
    onFound,
  });
  const notFoundFile = notFoundPage ? serveStatic({ root, path: notFoundPage, precompressed: true, onFound }) : undefined;

  const respond = async (middleware: typeof files | undefined, c: Context, status: 200 | 404, pathname: string) => {
    const served = await middleware?.(c, async () => {});
    if (!(served instanceof Response)) return undefined;
    const headers = new Headers(served.headers);
    headers.set("cache-control", isAsset(pathname) && status === 200 ? "public, max-age=31536000, immutable" : "no-cache");
    // Every file may be sent compressed, so caches keep one copy per encoding.
    headers.set("vary", "Accept-Encoding");
    const etag = etags.get(c);
    if (etag) headers.set("etag", etag);
    return new Response(served.body, { status: served.status === 200 ? status : served.status, headers });
  };

  const serve: Serve = (c, status = 200, pathname) => {
    if (pathname) paths.set(c, pathname);
    return respond(files, c, status, pathname ?? c.req.path);
  };
  return {
    root,
    serve: remembered(serve, memory),
    /** The not-found page, answered with 404. */
    notFound: (c: Context) => respond(notFoundFile, c, 404, c.req.path),
    isAsset,
    /** Whether a path asks for the not-found page's own file (/404.html), which is answered as that page, with 200. */
    isNotFoundPage: (pathname: string) => notFoundPage !== undefined && pathname === `/${notFoundPage.replace(/^\/+/, "")}`,
  };
}

/**
 * What the memory of hashed assets may hold: `budget` bytes in all, and no file over `largestFile` bytes, which is
 * streamed from disk each time (a picture a marketer uploaded may be large; the scripts and styles a page needs are
 * a few KB each).
 */
type AssetMemory = { budget: number; largestFile: number };
const assetMemory: AssetMemory = { budget: 32 * 1024 * 1024, largestFile: 512 * 1024 };

/**
 * Hashed assets, kept in memory once sent: an asset's name changes whenever its content does, so what was read once is
 * good for the life of the build, and a page's dozen or so files cost no file system work after the first visit
 * (opening, reading and closing a file was most of the server's time per asset). One copy per encoding the build made
 * (the copy serveStatic chose, by its Content-Encoding), however many ways clients word their Accept-Encoding; the
 * copies used least recently leave first once the budget is spent (lru-cache).
 */
function remembered(serve: Serve, memory: AssetMemory): Serve {
  type Kept = { body: Uint8Array<ArrayBuffer>; headers: [string, string][]; askedAs: Set<string> };
  // By file and the encodings a client accepts, which copy it got; and the copies, by file and encoding.
  const chosen = new Map<string, string>();
  const copies = new LRUCache<string, Kept>({
    maxSize: memory.budget,
    maxEntrySize: memory.largestFile,
    // lru-cache counts in positive sizes: an empty file takes one byte.
    sizeCalculation: (copy) => Math.max(1, copy.body.byteLength),
    dispose: (copy) => {
      for (const asked of copy.askedAs) chosen.delete(asked);
    },
  });
  return async (c, status = 200, pathname) => {
    const asked = pathname ?? c.req.path;
    if (!isAsset(asked) || status !== 200 || c.req.header("range")) return serve(c, status, pathname);
    const accepted = new Set(c.req.header("accept-encoding")?.split(/\s*,\s*/));
    const askedAs = `${asked} ${["br", "zstd", "gzip"].filter((coding) => accepted.has(coding))}`;
    const key = chosen.get(askedAs);
    const copy = key === undefined ? undefined : copies.get(key);
    if (copy) return new Response(c.req.method === "HEAD" ? null : copy.body, { headers: copy.headers });
    const response = await serve(c, status, pathname);
    const size = Number(response?.headers.get("content-length"));
    if (response?.status !== 200 || c.req.method !== "GET" || !(size <= memory.largestFile)) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    const copyKey = `${asked} ${response.headers.get("content-encoding") ?? ""}`;
    const existing = copies.peek(copyKey);
    if (existing) existing.askedAs.add(askedAs);
    else copies.set(copyKey, { body, headers: [...response.headers], askedAs: new Set([askedAs]) });
    if (copies.has(copyKey)) chosen.set(askedAs, copyKey);
    return new Response(body, { headers: response.headers });
  };
}
