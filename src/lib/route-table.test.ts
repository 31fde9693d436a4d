import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readContent } from "../content/files.ts";
import { redirects, redirectTarget } from "./redirects.ts";
import { pageEntries } from "./route-table.ts";

const paths = () => pageEntries().map((p) => p.path);

/** The paths of the HTML pages in a build folder: "/" for index.html, "/about" for about/index.html. */
function builtPages(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return builtPages(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    return entry.name === "index.html" ? [prefix || "/"] : [];
  });
}

describe("route table", () => {
  it("lists every route of the specification", () => {
    const spec = [
      "/",
      "/about",
      "/privacy-policy",
      "/cookie-policy",
      "/demo",
      "/solutions",
      "/industries",
      "/platform",
      "/platform/ai-simulation",
      "/platform/orchestration",
      "/platform/integration",
      "/platform/capabilities",
      "/resources",
      "/resources/insights",
      "/resources/insights/why-blocks-beat-components",
      "/resources/insights/overlay-not-overhaul-new-path-for-banks",
      "/resources/product-latest",
      "/resources/case-studies",
      "/company/leadership",
      "/company/careers",
      "/company/news",
      "/company/partners",
      "/company/news/tessera-mastercard-start-path",
      "/company/news/introducing-tessera",
    ];
    expect(paths()).toEqual(expect.arrayContaining(spec));
    expect(paths().filter((p) => /^\/company\/news\/[0-9a-f]{8}$/.test(p))).toHaveLength(1);
    expect(paths().filter((p) => /^\/company\/news\/[a-z]+-[a-z]+-apac$/.test(p))).toHaveLength(1);
  });

  it("has one page per solution and per industry, whatever their number, with the slugs of DESIGN.md", () => {
    const { solutions, industries } = readContent();
    expect(paths().filter((p) => p.startsWith("/solutions/"))).toEqual(solutions.map((s) => `/solutions/${s.slug}`));
    expect(paths().filter((p) => p.startsWith("/industries/"))).toEqual(industries.map((i) => `/industries/${i.slug}`));
    expect(paths()).toEqual(
      expect.arrayContaining(
        [
          "retail-banks",
          "wealth-asset-managers",
          "digital-challenger-banks",
          "sme-commercial-banks",
          "merchants-brands",
          "ecosystems-communities",
        ].map((s) => `/industries/${s}`),
      ),
    );
  });

  it("has no duplicate paths, titles or descriptions", () => {
    const entries = pageEntries();
    for (const key of ["path", "title", "description"] as const) {
      const values = entries.map((e) => e[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  // Reads the build in build/client (npm test builds before the unit tests).
  it("is what the build made: a page for every entry and every moved address, no other, and the not-found page", () => {
    // Besides the public pages: the sales inbox's two documents, which are not pages of the site.
    const inbox = ["/inbox", "/inbox/set-password"];
    expect(builtPages("build/client").sort()).toEqual([...paths(), ...redirects.keys(), ...inbox].sort());
    expect(existsSync("build/client/404.html")).toBe(true);
  });
});

describe("redirects", () => {
  it("redirects legacy solution slugs", () => {
    expect(Object.fromEntries([...redirects].filter(([from]) => from.startsWith("/solutions/")))).toEqual({
      "/solutions/smart-finance": "/solutions/family-banking",
      "/solutions/smart-value": "/solutions/smart-rewards",
      "/solutions/programmable-rewards": "/solutions/smart-rewards",
      "/solutions/smart-treasury-fx": "/solutions/sme-treasury-fx",
      "/solutions/smart-cards-spend": "/solutions/dynamic-banking",
      "/solutions/smart-identity": "/platform",
      "/solutions/smart-insights": "/platform",
    });
  });

  it("redirects the navigation's old industry slugs to the six industries", () => {
    expect(Object.fromEntries([...redirects].filter(([from]) => from.startsWith("/industries/")))).toEqual({
      "/industries/retail-banking": "/industries/retail-banks",
      "/industries/wealth-management": "/industries/wealth-asset-managers",
      "/industries/sme-banking": "/industries/sme-commercial-banks",
      "/industries/corporate-banking": "/industries/sme-commercial-banks",
      "/industries/fintech": "/industries/digital-challenger-banks",
    });
  });

  it("points every redirect at a real page and ignores one trailing slash", () => {
    for (const target of redirects.values()) expect(paths()).toContain(target);
    expect(redirectTarget("/solutions/smart-value/")).toBe("/solutions/smart-rewards");
    expect(redirectTarget("/solutions/family-banking")).toBeUndefined();
  });
});
