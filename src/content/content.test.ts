import { describe, expect, it } from "vitest";
import { pageEntries } from "../lib/route-table.ts";
import { readContent } from "./files.ts";
import { validateContent } from "./validate.ts";

describe("content", () => {
  const content = validateContent();
  const { footerColumns, navigation, home, caseStudies, solutions } = content;

  it("gives every solution, industry and platform page its route and its menu item", () => {
    const known = new Set(pageEntries().map((p) => p.path));
    const menu = new Set(navigation.flatMap((s) => s.groups.flatMap((g) => g.links.map((l) => l.href))));
    const entries = [
      ...content.solutions.map((s) => `/solutions/${s.slug}`),
      ...content.industries.map((i) => `/industries/${i.slug}`),
      ...content.platformPages.map((p) => `/platform/${p.slug}`),
    ];
    for (const href of entries) {
      expect(known, href).toContain(href);
      expect(menu, href).toContain(href);
    }
  });

  it("names only real building blocks in poweredByBlocks", () => {
    const blocks = new Set(content.buildingBlocks.map((b) => b.name));
    for (const s of solutions) for (const b of s.poweredByBlocks) expect(blocks, `${s.slug}: ${b}`).toContain(b);
  });

  it("gives the insight articles 800 to 1,400 words", () => {
    for (const a of content.articles.filter((a) => a.kind === "insight")) {
      expect(a.words, a.slug).toBeGreaterThanOrEqual(800);
      expect(a.words, a.slug).toBeLessThanOrEqual(1400);
    }
  });

  it("links every menu, footer and card to a page in the route table", () => {
    const known = new Set(pageEntries().map((p) => p.path));
    const hrefs = [
      ...navigation.flatMap((s) => [s.href, s.featured?.href, ...s.groups.flatMap((g) => g.links.map((l) => l.href))]),
      ...footerColumns.flatMap((c) => c.links.map((l) => l.href)),
      ...content.homeSuiteCards.map((c) => `/solutions/${c.slug}`),
      ...home.power.cards.map((c) => c.href),
      home.platformOverview.link.href,
      home.suites.viewAll.href,
      ...caseStudies.flatMap((c) => [`/industries/${c.industry}`, ...c.solutions.map((s) => `/solutions/${s}`)]),
    ].filter((h): h is string => Boolean(h));
    for (const href of hrefs) expect(known, href).toContain(href);
  });

  it("links article bodies only to pages that exist", () => {
    const known = new Set(pageEntries().map((p) => p.path));
    for (const a of content.articles) {
      for (const [, href] of a.html.matchAll(/href="([^"]+)"/g)) {
        if (href?.startsWith("mailto:")) continue;
        expect(href?.startsWith("/") && known.has(href.split("#")[0] ?? ""), `${a.slug} → ${href}`).toBe(true);
      }
    }
  });

  it("refuses a reference to an entry that does not exist, naming the file and the field", () => {
    const [first, ...rest] = content.industries;
    if (!first) throw new Error("no industry");
    const industries = [{ ...first, solutions: ["open-banking-for-pets", ...first.solutions] }, ...rest];
    expect(() => validateContent({ ...readContent(), industries })).toThrow(
      `src/content/industries/${first.slug}.yaml: Solutions (solutions.0) is not one of the solutions`,
    );
  });
});
