import { describe, expect, it } from "vitest";
import type { PageEntry } from "../lib/route-table.ts";
import { brokenLink, markdownLinks, suggestSlug } from "./validate.ts";

const pages = new Map<string, PageEntry>(
  [
    { path: "/", kind: "home" as const, title: "Home", description: "", heading: "", sections: ["platform"] },
    { path: "/solutions", kind: "solutions" as const, title: "Solutions", description: "", heading: "" },
  ].map((page) => [page.path, page]),
);
const moved = new Map([["/solutions/smart-value", "/solutions"]]);

describe("links in content", () => {
  it("finds the links of a Markdown text wherever they stand: paragraphs, lists, tables, images", () => {
    const text = [
      "See [the platform](/platform) and ![a diagram](/images/diagram.png).",
      "",
      "- an item with [a link](/solutions#suites)",
      "",
      "| a | b |",
      "|---|---|",
      "| [cell](/about) | x |",
    ].join("\n");
    expect(markdownLinks(text)).toEqual(["/platform", "/images/diagram.png", "/solutions#suites", "/about"]);
  });

  it("accepts a link to a page, to one of its sections, to another site and to the feed", () => {
    for (const href of [
      "/",
      "/solutions",
      "/#platform",
      "/solutions?from=menu",
      "https://example.com/x",
      "mailto:a@b.example",
      "/feed.xml",
    ]) {
      expect(brokenLink(href, pages, moved), href).toBeUndefined();
    }
  });

  it("says why a link leads nowhere, and where a moved page went", () => {
    expect(brokenLink("/solutionz", pages, moved)).toBe(
      '"/solutionz" is not a page of the site. Check the address, or pick a page from the site\'s menus.',
    );
    expect(brokenLink("/solutions/smart-value", pages, moved)).toBe(
      '"/solutions/smart-value" has moved to "/solutions". Link to "/solutions" instead.',
    );
    expect(brokenLink("/#nowhere", pages, moved)).toBe(
      '"/#nowhere" leads to no section: the page "/" has no "#nowhere". Sections on that page: #platform.',
    );
  });

  it("suggests an address for a name that cannot be one", () => {
    expect(suggestSlug("Money Asia 2030!")).toBe("money-asia-2030");
    expect(suggestSlug("Crédit de la Seine")).toBe("credit-de-la-seine");
  });
});
