import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standInSiteData } from "../tests/support.ts";
import { createApp } from "./app.ts";
import { createStaticSite } from "./static.ts";

let folder: string;
let root: string;
let app: ReturnType<typeof createApp>;
const script = "export const answer = 42;\n";

function writeAsset(name: string, text: string) {
  writeFileSync(path.join(root, "_astro", name), text);
  writeFileSync(path.join(root, "_astro", `${name}.br`), brotliCompressSync(text));
  writeFileSync(path.join(root, "_astro", `${name}.gz`), gzipSync(text));
}

beforeAll(() => {
  // A build as npm run build makes it: the site in client/, what the build records about its pages beside it.
  folder = mkdtempSync(path.join(tmpdir(), "tessera-static-"));
  root = path.join(folder, "client");
  mkdirSync(path.join(root, "_astro"), { recursive: true });
  writeFileSync(path.join(folder, "csp.json"), JSON.stringify({ policies: {}, notFound: "404.html" }));
  writeFileSync(path.join(root, "index.html"), "<!doctype html><h1>Home</h1>");
  writeFileSync(path.join(root, "404.html"), "<!doctype html><h1>Not found</h1>");
  writeFileSync(path.join(root, "site.json"), JSON.stringify(standInSiteData()));
  writeAsset("entry-AbC123.js", script);
  app = createApp({ env: { STATIC_DIR: root } });
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}, method = "GET") => app.request(url, { method, headers });

describe("serving hashed assets from memory", () => {
  it("sends each encoding's own bytes, the same on every request", async () => {
    for (let round = 0; round < 2; round++) {
      const br = await get("/_astro/entry-AbC123.js", { "accept-encoding": "br, gzip" });
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(script));
      const gzip = await get("/_astro/entry-AbC123.js", { "accept-encoding": "gzip" });
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      expect(Buffer.from(await gzip.arrayBuffer())).toEqual(gzipSync(script));
      const plain = await get("/_astro/entry-AbC123.js");
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(plain.headers.get("content-length")).toBe(String(Buffer.byteLength(script)));
      expect(await plain.text()).toBe(script);
    }
  });

  it("answers HEAD and revalidation from what it keeps", async () => {
    const first = await get("/_astro/entry-AbC123.js", { "accept-encoding": "br" });
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/-br"$/);
    const head = await get("/_astro/entry-AbC123.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers.get("content-length")).toBe(first.headers.get("content-length"));
    expect(await head.text()).toBe("");
    const again = await get("/_astro/entry-AbC123.js", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  it("reads an asset once, while pages are read on every visit", async () => {
    expect(await (await get("/_astro/entry-AbC123.js")).text()).toBe(script);
    writeAsset("entry-AbC123.js", "export const answer = 43;\n");
    writeFileSync(path.join(root, "index.html"), "<!doctype html><h1>Home, rebuilt</h1>");
    expect(await (await get("/_astro/entry-AbC123.js")).text()).toBe(script);
    expect(await (await get("/")).text()).toContain("Home, rebuilt");
  });
});

describe("the memory of assets has a limit", () => {
  /** A site of its own, whose memory holds `budget` bytes and files up to `largestFile`. */
  const siteWith = (memory: { budget: number; largestFile: number }) => {
    const site = createStaticSite(root, undefined, memory);
    const files = new Hono();
    files.get("*", async (c) => (await site.serve(c)) ?? c.notFound());
    return (name: string, acceptEncoding?: string) =>
      files.request(`/_astro/${name}`, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
  };

  it("streams a file larger than it keeps from disk every time", async () => {
    const get = siteWith({ budget: 1024 * 1024, largestFile: 1024 });
    writeAsset("large-AbC123.js", "a".repeat(4096));
    expect(await (await get("large-AbC123.js")).text()).toBe("a".repeat(4096));
    writeAsset("large-AbC123.js", "b".repeat(4096));
    expect(await (await get("large-AbC123.js")).text()).toBe("b".repeat(4096));
  });

  it("keeps one copy per encoding however clients word Accept-Encoding, within its budget", async () => {
    const text = "export const kept = true;\n";
    writeAsset("kept-AbC123.js", text);
    const copies = [text, brotliCompressSync(text), gzipSync(text)].reduce((sum, copy) => sum + Buffer.byteLength(copy), 0);
    const get = siteWith({ budget: copies, largestFile: 1024 });
    const wordings = [undefined, "br", "gzip", "br, gzip", "gzip, br", "zstd, br", "gzip, zstd", "br, zstd, gzip", "deflate"];
    for (const wording of wordings) await get("kept-AbC123.js", wording);
    // Changed on disk: every wording is still answered from memory, so all three copies fit the budget of three.
    writeAsset("kept-AbC123.js", "export const kept = false;\n");
    for (const wording of wordings) {
      const response = await get("kept-AbC123.js", wording);
      const body = Buffer.from(await response.arrayBuffer());
      const encoding = response.headers.get("content-encoding");
      expect(encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body).toEqual(
        Buffer.from(text),
      );
    }
    // A file more lets the copy used least recently go (the gzip one, last asked for by "gzip, zstd"): it is read
    // from disk again.
    writeAsset("other-AbC123.js", text);
    await get("other-AbC123.js");
    const gzip = await get("kept-AbC123.js", "gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe("export const kept = false;\n");
  });
});
