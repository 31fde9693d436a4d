import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { standInSiteData } from "./test-support.ts";

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
