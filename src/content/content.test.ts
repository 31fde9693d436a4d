import { describe, expect, it } from "vitest";
import { pageEntries } from "../lib/route-table.ts";
import { footerColumns, navigation } from "./navigation.ts";
import { home } from "./pages.ts";
import { caseStudies } from "./resources.ts";
import { solutions } from "./solutions.ts";
import { validateContent } from "./validate.ts";

describe("content", () => {
  const content = validateContent();

  it("holds the counts of the specification", () => {
    expect(content.leaders).toHaveLength(5);
    expect(content.values).toHaveLength(5);
    expect(content.homeSuiteCards).toHaveLength(8);
    expect(content.solutions).toHaveLength(9);
    expect(content.industries).toHaveLength(6);
    expect(content.buildingBlocks).toHaveLength(10);
    expect(content.capabilityBlocks.map((b) => b.id)).toEqual(["accounts", "rewards", "treasury", "compliance", "lending"]);
    expect(content.values.map((v) => v.title)).toEqual([
      "Programmable by Design",
      "Can-do at Scale",
      "Crafted for Trust",
      "Curious and Bold",
      "Together Always",
    ]);
  });

  it("maps the diagram suites to the capability blocks of the specification", () => {
    expect(Object.fromEntries(content.diagramSuites.map((s) => [s.id, [...s.blocks].sort()]))).toMatchObject({
      "family-banking": ["accounts", "rewards"],
      loyalty: ["accounts", "rewards"],
      "dynamic-banking": ["accounts", "compliance", "treasury"],
      "integrated-banking": ["accounts", "compliance", "lending", "treasury"],
    });
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
});
