import { existsSync, readdirSync, readFileSync } from "node:fs";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { silentLog, standInSite, validRequest } from "../tests/support.ts";
import { createApp } from "./app.ts";
import type { Database } from "./db/client.ts";
import { commonHeaders, securityHeaders, strictPolicy } from "./security.ts";
import { readSiteData } from "./site-data.ts";

// Runs against the real build in build/client and its build/csp.json (npm test builds before the unit tests).
const STATIC_DIR = "build/client";
/** For the answers that need no page: a request names its solutions whatever the live content holds. */
const standIn = standInSite();
const proxy = "10.0.0.5";
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  if (!existsSync(`${STATIC_DIR}/index.html`) || !existsSync("build/csp.json")) {
    throw new Error("Build the site first: npm run build");
  }
  app = createApp({
    env: { STATIC_DIR, TRUSTED_PROXIES: [proxy], PUBLIC_ORIGIN: "https://www.tessera.example" },
    log: silentLog,
  });
});

/** A request as it arrives on a socket from `peer` (app.request alone has no socket). */
const request = (path: string, init: RequestInit = {}, peer = "203.0.113.9", target = app) =>
  target.request(path, init, { incoming: { socket: { remoteAddress: peer } } });

const directives = (policy: string | null) =>
  new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );

function expectCommonHeaders(response: Response) {
  for (const [name, value] of Object.entries(commonHeaders)) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("content-security-policy")).toBeTruthy();
  const type = response.headers.get("content-type");
  if (type && /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/.test(type)) expect(type).toMatch(/; charset=utf-8$/i);
}

function expectStrictPolicy(response: Response) {
  expect(response.headers.get("content-security-policy")).toBe(strictPolicy);
}

describe("security headers", () => {
  // Which inline scripts each policy's hashes match is checked in the browser (tests/e2e/security.spec.ts).
  it("give each page the policy the build computed for it: scripts from the site and by hash only", async () => {
    const built = JSON.parse(readFileSync("build/csp.json", "utf8")) as { policies: Record<string, string> };
    const [solution] = readSiteData(STATIC_DIR).solutions;
    for (const path of ["/", "/about", `/solutions/${solution?.slug}`, "/demo", "/resources/insights"]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expectCommonHeaders(response);
      expect(response.headers.get("content-security-policy"), path).toBe(built.policies[path]);
      const policy = directives(response.headers.get("content-security-policy"));
      expect(policy.get("default-src")).toEqual(["'none'"]);
      const scripts = policy.get("script-src") ?? [];
      expect(scripts[0]).toBe("'self'");
      // The test build configures Plausible: its origin may serve the script and receive the events.
      expect(scripts.slice(1).every((source) => source.startsWith("'sha256-") || source === "https://plausible.io")).toBe(true);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("form-action")).toEqual(["'self'"]);
      expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
      // Only the demo endpoint and the form's words, never the staff APIs (src/lib/build/build-origins.ts).
      expect(policy.get("connect-src")).toEqual([
        "*:*/functions/v1/",
        "*:*/demo-form.json",
        "*:*/robots.txt",
        "https://plausible.io",
      ]);
    }
    // The staff pages call the site's APIs.
    for (const path of ["/inbox", "/inbox/set-password", "/publish", "/keystatic"]) {
      expect(directives(built.policies[path] ?? "").get("connect-src"), path).toContain("'self'");
    }
  });

  it("keep the page's policy on a revalidation (304) and on HEAD", async () => {
    const first = await request("/about");
    const etag = first.headers.get("etag") ?? "";
    const revalidated = await request("/about", { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expectCommonHeaders(revalidated);
    const head = await request("/about", { method: "HEAD" });
    expect(head.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  });

  it("give the 404 page its own policy", async () => {
    const built = JSON.parse(readFileSync("build/csp.json", "utf8")) as { policies: Record<string, string> };
    const response = await request("/no-such-page");
    expect(response.status).toBe(404);
    expectCommonHeaders(response);
    expect(response.headers.get("content-security-policy")).toBe(built.policies["/404"]);
    // Asked for by its own file name, the same page keeps its policy, so its script runs there too.
    const direct = await request("/404.html");
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-security-policy")).toBe(built.policies["/404"]);
  });

  it("lock down assets and text files with a policy that allows nothing, and name their charset", async () => {
    const script = readdirSync(`${STATIC_DIR}/_astro`).find((name) => name.endsWith(".js"));
    const types: Record<string, RegExp> = {
      [`/_astro/${script}`]: /^text\/javascript; charset=utf-8$/,
      "/sitemap.xml": /^application\/xml; charset=utf-8$/,
      "/feed.xml": /^application\/(atom\+)?xml; charset=utf-8$/,
      "/robots.txt": /^text\/plain; charset=utf-8$/,
      "/.well-known/security.txt": /^text\/plain; charset=utf-8$/,
      "/favicon.svg": /^image\/svg\+xml; charset=utf-8$/,
      "/og-image.jpg": /^image\/jpeg$/,
      "/apple-touch-icon.png": /^image\/png$/,
      "/favicon.ico": /^image\/x-icon$/,
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toMatch(type);
      expectCommonHeaders(response);
      expectStrictPolicy(response);
    }
  });

  it("are on JSON answers, with a charset", async () => {
    for (const [path, status] of [
      ["/healthz", 200],
      ["/functions/nothing", 404],
    ] as const) {
      const response = await request(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expectCommonHeaders(response);
      expectStrictPolicy(response);
    }
  });

  it("are on redirects and on 405", async () => {
    for (const path of ["/sitemap-index.xml", "/about/"]) {
      const response = await request(path);
      expect(response.status).toBe(301);
      expectCommonHeaders(response);
      expectStrictPolicy(response);
    }
    const refused = await request("/", { method: "DELETE" });
    expect(refused.status).toBe(405);
    expectCommonHeaders(refused);
  });

  it("are on submit-demo's answers, its preflight and its errors, which carry no stack trace", async () => {
    const broken = createApp({
      env: { STATIC_DIR: standIn, RATE_LIMIT_PER_MINUTE: 1000 },
      // A database whose every call fails in an unexpected way.
      db: new Proxy(
        {},
        {
          get: () => () => {
            throw new Error("boom at db.ts:12");
          },
        },
      ) as unknown as Database,
      log: silentLog,
    });
    const post = (init: RequestInit, target = broken) =>
      request("/functions/v1/submit-demo", { method: "POST", ...init }, undefined, target);
    const failed = await post({ headers: { "content-type": "application/json" }, body: JSON.stringify(validRequest) });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: "Something went wrong on our side. Please try again." });
    expectCommonHeaders(failed);
    expectStrictPolicy(failed);

    const unsupported = await post({ headers: { "content-type": "text/plain" }, body: "hello" }, app);
    expect(unsupported.status).toBe(415);
    expectCommonHeaders(unsupported);

    const preflight = await request("/functions/v1/submit-demo", { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expectCommonHeaders(preflight);

    // The no-JavaScript form's refusal is the /demo page rendered on request, under the policy Astro computed for
    // it: the site's scripts, its own inline scripts by hash, nothing else.
    const formError = await post({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=x" }, app);
    expect(formError.headers.get("content-type")).toMatch(/^text\/html; charset=utf-8$/i);
    const policy = directives(formError.headers.get("content-security-policy"));
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("script-src")?.[0]).toBe("'self'");
    // The test build configures Plausible, whose origin may serve the analytics script.
    const scripts = policy.get("script-src")?.slice(1) ?? [];
    expect(scripts.every((source) => source.startsWith("'sha256-") || source === "https://plausible.io")).toBe(true);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expectCommonHeaders(formError);
  });

  it("are on answers made by the error handler", async () => {
    const bare = new Hono();
    bare.use(
      securityHeaders({
        trustedProxies: [],
        publicOrigin: "https://www.tessera.example",
        hstsMaxAge: 0,
        hstsIncludeSubdomains: false,
      }),
    );
    bare.get("/boom", () => {
      throw new Error("boom");
    });
    bare.onError((_error, c) => c.json({ error: "Something went wrong on our side. Please try again." }, 500));
    const response = await bare.request("/boom");
    expect(response.status).toBe(500);
    expectCommonHeaders(response);
    expectStrictPolicy(response);
    expect(await response.text()).not.toContain("boom");
  });
});

describe("https behind a trusted proxy", () => {
  it("moves a plain http request to https with 301, keeping path and query", async () => {
    const response = await request(
      "/about?ref=mail",
      { headers: { host: "www.tessera.example", "x-forwarded-proto": "http" } },
      proxy,
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("https://www.tessera.example/about?ref=mail");
    expectCommonHeaders(response);
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("moves other methods with 308, which keeps the method", async () => {
    const response = await request(
      "/functions/v1/submit-demo",
      { method: "POST", headers: { host: "www.tessera.example:80", "x-forwarded-proto": "http" }, body: "{}" },
      proxy,
    );
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("https://www.tessera.example/functions/v1/submit-demo");
  });

  it("builds the redirect from the public origin, never from the Host the client sent", async () => {
    for (const host of ["evil.example", "evil.example/x", "www.tessera.example.evil.example:443"]) {
      const response = await request("/about", { headers: { host, "x-forwarded-proto": "http" } }, proxy);
      expect(response.status, host).toBe(301);
      expect(response.headers.get("location"), host).toBe("https://www.tessera.example/about");
    }
    const slashes = await request("//evil.example/x", { headers: { host: "evil.example", "x-forwarded-proto": "http" } }, proxy);
    expect(new URL(slashes.headers.get("location") ?? "").host).toBe("www.tessera.example");
  });

  it("sends HSTS only on requests that came over https", async () => {
    const secure = await request("/", { headers: { "x-forwarded-proto": "https" } }, proxy);
    expect(secure.status).toBe(200);
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=63072000");
    const onJson = await request("/healthz", { headers: { "x-forwarded-proto": "https" } }, proxy);
    expect(onJson.headers.get("strict-transport-security")).toBe("max-age=63072000");
    // Plain http, straight to the server (local use): no HSTS, no redirect.
    const plain = await request("/");
    expect(plain.status).toBe(200);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });

  it("ignores X-Forwarded-Proto from anyone but a trusted proxy", async () => {
    const spoofedHttp = await request("/", { headers: { "x-forwarded-proto": "http" } }, "203.0.113.9");
    expect(spoofedHttp.status).toBe(200);
    const spoofedHttps = await request("/", { headers: { "x-forwarded-proto": "https" } }, "203.0.113.9");
    expect(spoofedHttps.headers.get("strict-transport-security")).toBeNull();
  });

  it("follows HSTS_MAX_AGE and HSTS_INCLUDE_SUBDOMAINS, and is off by default outside production", async () => {
    const over = (env: Parameters<typeof createApp>[0]["env"]) =>
      request("/healthz", { headers: { "x-forwarded-proto": "https" } }, proxy, createApp({ env, log: silentLog }));
    const base = { STATIC_DIR, TRUSTED_PROXIES: [proxy] };
    expect(
      (await over({ ...base, HSTS_MAX_AGE: 31536000, HSTS_INCLUDE_SUBDOMAINS: true })).headers.get("strict-transport-security"),
    ).toBe("max-age=31536000; includeSubDomains");
    expect((await over({ ...base, HSTS_MAX_AGE: 0 })).headers.get("strict-transport-security")).toBeNull();
    expect((await over({ ...base, NODE_ENV: "development" })).headers.get("strict-transport-security")).toBeNull();
  });
});
