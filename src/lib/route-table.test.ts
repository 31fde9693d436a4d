import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSiteData } from "../../server/site-data.ts";

/**
 * The live content's table of pages, as the build wrote it (npm test builds before the unit tests): invariants only,
 * so that any edit the editor accepts keeps them. What the specification fixes is tested on the fixture content
 * (tests/content/spec.test.ts).
 */
const site = readSiteData("build/client");

describe("the built site's table of pages", () => {
  it("has no duplicate paths, titles or descriptions", () => {
    for (const key of ["path", "title", "description"] as const) {
      const values = site.pages.map((page) => page[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it("has a built page for every entry, and a redirect page for every moved address", () => {
    for (const { path: page } of site.pages) expect(existsSync(path.join("build/client", page, "index.html")), page).toBe(true);
    for (const from of Object.keys(site.moved))
      expect(existsSync(path.join("build/client", from, "index.html")), from).toBe(true);
  });

  it("leads every moved address to a page, and uses no page's address as a moved one", () => {
    const pages = new Set(site.pages.map((page) => page.path));
    for (const [from, to] of Object.entries(site.moved)) {
      expect(pages.has(to), `${from} → ${to}`).toBe(true);
      expect(pages.has(from), from).toBe(false);
    }
  });

  it("has a page for every solution", () => {
    const pages = new Set(site.pages.map((page) => page.path));
    for (const { slug } of site.solutions) expect(pages.has(`/solutions/${slug}`), slug).toBe(true);
  });
});
