import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

/**
 * Serves the prerendered site from build/client: `/x` from `x/index.html`, hashed assets cached for a year,
 * HTML and route data revalidated on every visit, brotli or gzip from the files precompressed at build.
 */
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};

/** Where the build puts the files whose names change with their content. */
const hashedFolder = "_astro";

export type StaticFile = { file: string; type: string; immutable: boolean };

export function createStaticResolver(rootDir: string) {
  const root = path.resolve(rootDir);
  if (!existsSync(path.join(root, "index.html"))) {
    throw new Error(`No build found in ${rootDir}: run "npm run build" first.`);
  }

  const isFile = (file: string) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };

  /** The file for a URL path, or undefined. Never leaves the root. */
  function resolve(pathname: string): StaticFile | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes("\0")) return undefined;
    const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
    if (target !== root && !target.startsWith(root + path.sep)) return undefined;
    const candidates = path.extname(target) ? [target] : [path.join(target, "index.html")];
    const file = candidates.find(isFile);
    if (!file) return undefined;
    return {
      file,
      type: types[path.extname(file)] ?? "application/octet-stream",
      immutable: file.startsWith(path.join(root, hashedFolder) + path.sep),
    };
  }

  /**
   * The assets sent so far, kept in memory: a hashed asset's name changes whenever its content does, so what was
   * read once is good for the life of the build, and a page's dozen or so files cost no file system work after
   * the first visit (opening, reading and closing a file was most of the server's time per asset). Keyed by file
   * and by the encodings the client accepts, so it holds at most four entries per file of the build.
   */
  const assets = new Map<string, Variant>();

  /** The response for a file `resolve` found (or the not-found page, with status 404). */
  const respond = (found: StaticFile, request: Request, status = 200) => fileResponse(found, request, status, assets);

  return { root, resolve, respond, notFoundPage: path.join(root, "404.html") };
}

const accepts = (acceptEncoding: string | undefined, coding: "br" | "gzip") =>
  new RegExp(`(^|[\\s,])${coding}(;q=(?!0(\\.0*)?\\b)[\\d.]+)?($|[\\s,])`).test(acceptEncoding ?? "");

/** Picks the best precompressed variant the client accepts. */
function negotiate(file: string, acceptEncoding: string | undefined) {
  if (accepts(acceptEncoding, "br") && existsSync(`${file}.br`)) return { file: `${file}.br`, encoding: "br" };
  if (accepts(acceptEncoding, "gzip") && existsSync(`${file}.gz`)) return { file: `${file}.gz`, encoding: "gzip" };
  return { file, encoding: undefined };
}

/** The file a request gets (a precompressed variant, or the file itself), its size and ETag, and once read, its bytes. */
type Variant = { file: string; encoding: string | undefined; size: number; etag: string; body?: Uint8Array<ArrayBuffer> };

function variant(file: string, acceptEncoding: string | undefined): Variant {
  const chosen = negotiate(file, acceptEncoding);
  const stat = statSync(chosen.file);
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${chosen.encoding ? `-${chosen.encoding}` : ""}"`;
  return { ...chosen, size: stat.size, etag };
}

function fileResponse(
  { file, type, immutable }: StaticFile,
  request: Request,
  status: number,
  assets: Map<string, Variant>,
): Response {
  const acceptEncoding = request.headers.get("accept-encoding") ?? undefined;
  let chosen: Variant;
  if (immutable) {
    const key = `${file} ${accepts(acceptEncoding, "br")} ${accepts(acceptEncoding, "gzip")}`;
    let kept = assets.get(key);
    if (!kept) {
      const found = variant(file, acceptEncoding);
      const body = readFileSync(found.file);
      kept = { ...found, size: body.byteLength, body };
      assets.set(key, kept);
    }
    chosen = kept;
  } else {
    chosen = variant(file, acceptEncoding);
  }
  const headers = new Headers({
    "content-type": type,
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    etag: chosen.etag,
    vary: "Accept-Encoding",
  });
  if (chosen.encoding) headers.set("content-encoding", chosen.encoding);
  if (status === 200 && request.headers.get("if-none-match") === chosen.etag) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("content-length", String(chosen.size));
  if (request.method === "HEAD") return new Response(null, { status, headers });
  const body = chosen.body ?? (Readable.toWeb(createReadStream(chosen.file)) as ReadableStream);
  return new Response(body, { status, headers });
}
