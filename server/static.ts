import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context } from "hono";

/**
 * Serves the prerendered site from build/client with @hono/node-server's serveStatic: `/x` from `x/index.html`, the
 * brotli or gzip copy made at build when the browser accepts it, paths that could leave the folder refused. Around
 * it, what it leaves to the app: hashed assets cached for a year and pages revalidated on every visit, an ETag per
 * file and encoding (Hono's etag middleware answers the revalidations with 304, server/app.ts), and hashed assets
 * kept in memory.
 */

/** Where the build puts the files whose names change with their content. */
const hashedFolder = "/_astro/";

/**
 * A file of the build as a response with its caching headers, or undefined when the build has no such file:
 * the file the request's path names, or `pathname`'s.
 */
type Serve = (c: Context, status?: 200 | 404, pathname?: string) => Promise<Response | undefined>;

export type StaticSite = {
  root: string;
  serve: Serve;
  /** The not-found page, answered with 404. */
  notFound: (c: Context) => Promise<Response | undefined>;
  /** Whether a path is one of the hashed assets, whose content never changes under the same name. */
  isAsset: (pathname: string) => boolean;
  /** Whether a path asks for the not-found page's own file (/404.html), which is answered as that page, with 200. */
  isNotFoundPage: (pathname: string) => boolean;
};

const isAsset = (pathname: string) => pathname.startsWith(hashedFolder);

/**
 * `notFoundPage`: the not-found page's file, relative to the root, as the build recorded it (server/live-site.ts);
 * without it, unknown paths get no page.
 */
export function createStaticSite(rootDir: string, notFoundPage?: string): StaticSite {
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
    serve: remembered(serve),
    notFound: (c) => respond(notFoundFile, c, 404, c.req.path),
    isAsset,
    isNotFoundPage: (pathname) => notFoundPage !== undefined && pathname === `/${notFoundPage.replace(/^\/+/, "")}`,
  };
}

/**
 * Hashed assets, kept in memory once sent: an asset's name changes whenever its content does, so what was read once is
 * good for the life of the build, and a page's dozen or so files cost no file system work after the first visit
 * (opening, reading and closing a file was most of the server's time per asset). Keyed by file and by the encodings
 * serveStatic chooses from (the Accept-Encoding tokens br, zstd and gzip), so at most eight entries per file.
 */
function remembered(serve: Serve): Serve {
  const kept = new Map<string, { body: Uint8Array<ArrayBuffer>; headers: [string, string][] }>();
  return async (c, status = 200, pathname) => {
    const asked = pathname ?? c.req.path;
    if (!isAsset(asked) || status !== 200 || c.req.header("range")) return serve(c, status, pathname);
    const accepted = new Set(
      c.req
        .header("accept-encoding")
        ?.split(",")
        .map((coding) => coding.trim()),
    );
    const key = `${asked} ${["br", "zstd", "gzip"].filter((coding) => accepted.has(coding))}`;
    const asset = kept.get(key);
    if (asset) return new Response(c.req.method === "HEAD" ? null : asset.body, { headers: asset.headers });
    const response = await serve(c, status, pathname);
    if (response?.status !== 200 || c.req.method !== "GET") return response;
    const body = new Uint8Array(await response.arrayBuffer());
    kept.set(key, { body, headers: [...response.headers] });
    return new Response(body, { headers: response.headers });
  };
}
