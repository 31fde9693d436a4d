import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { silentLog } from "../tests/support.ts";
import { createApp } from "./app.ts";

// Runs against the real build in build/client (npm test builds before the unit tests).
const proxy = "10.0.0.5";
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  app = createApp({
    env: { STATIC_DIR: "build/client", TRUSTED_PROXIES: [proxy], PUBLIC_ORIGIN: "https://site.example" },
    log: silentLog,
  });
});

/** Pieces an attacker puts in a path to make a redirect leave the site. */
const piece = fc.constantFrom(
  "/",
  "//",
  "\\",
  "%2F",
  "%2f",
  "%5C",
  ".",
  "..",
  "%2E",
  "%2e%2e",
  "evil.example",
  "@evil.example",
  "evil.example:443",
  "https:",
  "http:",
  "javascript:",
  "%09",
  "%0D%0A",
  "%00",
  "about",
  "solutions",
  "smart-value",
  "a".repeat(300),
);
const requestPath = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => `/${parts.join("")}`);
const query = fc.constantFrom("", "?x=1", "?next=//evil.example", "?a=%2F%2Fevil.example");

/** Where a browser on https://site.example/x goes with this Location. */
const followed = (location: string) => new URL(location, "https://site.example/x");

describe("every redirect the server sends", () => {
  it("stays on the site, whatever the requested path holds", async () => {
    await fc.assert(
      fc.asyncProperty(requestPath, query, fc.boolean(), async (path, search, viaPlainHttp) => {
        const response = await app.request(
          `http://site.example${path}${search}`,
          { headers: { host: "site.example", ...(viaPlainHttp ? { "x-forwarded-proto": "http" } : {}) } },
          { incoming: { socket: { remoteAddress: proxy } } },
        );
        const location = response.headers.get("location");
        if (location === null) return;
        expect([301, 302, 303, 307, 308]).toContain(response.status);
        expect(followed(location).host, `${path}${search} → ${location}`).toBe("site.example");
      }),
      { numRuns: 2_000 },
    );
  });

  it("moves a path with repeated leading slashes and a trailing one to a path of this site", async () => {
    for (const path of ["//evil.example/", "///evil.example//", "/\\evil.example/", "//evil.example/about/"]) {
      const response = await app.request(
        `http://site.example${path}`,
        {},
        { incoming: { socket: { remoteAddress: "203.0.113.9" } } },
      );
      expect(response.status, path).toBe(301);
      const location = response.headers.get("location") ?? "";
      expect(location.startsWith("/") && !location.startsWith("//"), `${path} → ${location}`).toBe(true);
    }
  });
});
