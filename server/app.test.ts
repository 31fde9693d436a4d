import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { standInSite } from "../tests/support.ts";
import { createApp } from "./app.ts";
import { readSiteData } from "./site-data.ts";

// Runs against the real build in build/client (npm test builds before the unit tests).
const STATIC_DIR = "build/client";
let app: ReturnType<typeof createApp>;
const movedSite = standInSite({
  moved: {
    "/solutions/smart-finance": "/solutions/family-banking",
    "/industries/corporate-banking": "/industries/sme-commercial-banks",
    // Addresses of the staff tools and the server, which content must never move (src/content/reserved-paths.ts).
    "/inbox": "/",
    "/inbox/set-password": "/",
    "/publish": "/",
    "/preview": "/",
  },
});

beforeAll(() => {
  if (!existsSync(`${STATIC_DIR}/index.html`)) throw new Error("Build the site first: npm run build");
  app = createApp({ env: { STATIC_DIR } });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe("the server", () => {
  it("serves every page as HTML that is revalidated on each visit", async () => {
    const [solution] = readSiteData(STATIC_DIR).solutions;
    const response = await get(`/solutions/${solution?.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("<h1");
  });

  it("answers a revalidation with 304", async () => {
    const first = await get("/about");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const second = await get("/about", { "if-none-match": etag });
    expect(second.status).toBe(304);
  });

  it("caches hashed assets for a year", async () => {
    const script = readdirSync(`${STATIC_DIR}/_astro`).find((name) => name.endsWith(".js"));
    expect(script).toBeDefined();
    const response = await get(`/_astro/${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("sends the brotli or gzip file the browser accepts", async () => {
    const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const refused = await get("/", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  it("answers moved addresses with 301 and keeps the query", async () => {
    const moved = createApp({ env: { STATIC_DIR: movedSite } });
    const response = await moved.request("/solutions/smart-finance?utm_source=mail");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/solutions/family-banking?utm_source=mail");
    expect((await moved.request("/industries/corporate-banking/")).headers.get("location")).toBe(
      "/industries/sme-commercial-banks",
    );
  });

  it("never moves the staff tools' or the server's own addresses, whatever the content says", async () => {
    mkdirSync(path.join(movedSite, "inbox"));
    writeFileSync(path.join(movedSite, "inbox", "index.html"), "<!doctype html><title>Inbox</title>");
    const moved = createApp({ env: { STATIC_DIR: movedSite } });
    const inbox = await moved.request("/inbox");
    expect(inbox.status).toBe(200);
    expect(await inbox.text()).toContain("Inbox");
    for (const address of ["/inbox/set-password", "/publish", "/preview"])
      expect((await moved.request(address)).status, address).toBe(404);
  });

  it("answers the sitemap's earlier addresses with 301 to /sitemap.xml, which answers 200", async () => {
    for (const path of ["/sitemap-index.xml", "/sitemap-0.xml"]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe("/sitemap.xml");
    }
    expect((await get("/sitemap.xml")).status).toBe(200);
  });

  it("moves /page/ to /page", async () => {
    const response = await get("/about/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about");
  });

  it("answers unknown paths with 404 and the not-found page", async () => {
    for (const path of ["/nope", "/solutions/no-such-suite", "/_astro/missing.js", "/%E0%A4%A"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("We couldn&#x27;t find that page");
    }
  });

  it("never serves files outside the build", async () => {
    for (const path of ["/../package.json", "/%2e%2e/package.json", "/_astro/..%2f..%2fpackage.json"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
  });

  it("reports health", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("refuses other methods on pages", async () => {
    const response = await app.request("/about", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: "Method not allowed" });
  });
});

describe("a form posted without JavaScript that cannot be accepted", () => {
  const post = (path: string, body: string, type = "application/x-www-form-urlencoded") =>
    app.request(path, { method: "POST", headers: { "content-type": type }, body });

  it("comes back as the /demo page, in the site's layout, with the reason and what was typed", async () => {
    const form = new URLSearchParams({
      full_name: "Ada <script>alert(1)</script>",
      email: "ada@bank.example",
      company: "Analytical",
      role: "cto",
    });
    form.append("suites_of_interest", "family-banking");
    // This app has no database, so the request cannot be stored: the visitor is told, and keeps what they typed.
    const response = await post("/functions/v1/submit-demo", form.toString());
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self'[^;]* 'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const html = await response.text();
    expect(html).toContain("<title>Your request was not sent | Tessera</title>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain("We could not save your request just now.");
    expect(html).toContain('value="Ada &lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("<footer");
  });

  it("is rendered for the server only: its address shows nothing to anyone else", async () => {
    expect((await get("/demo/not-sent")).status).toBe(404);
    const direct = await post(
      "/demo/not-sent",
      JSON.stringify({ status: 200, message: "Call us", values: {} }),
      "application/json",
    );
    expect([404, 405]).toContain(direct.status);
    expect(await direct.text()).not.toContain("Call us");
  });
});
