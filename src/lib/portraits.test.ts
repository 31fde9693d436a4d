import { leaders } from "@content/company.ts";
import { describe, expect, test } from "vitest";
import { portraitFor, portraitLooks, portraitSize } from "./portraits.ts";

describe("the leaders' portraits", () => {
  test("every leader has one, and every portrait belongs to a leader", () => {
    expect(Object.keys(portraitLooks).sort()).toEqual(leaders.map((leader) => leader.slug).sort());
  });

  test.each(leaders.map((leader) => leader.slug))("%s: one 4:5 SVG document, light in bytes", (slug) => {
    const svg = portraitFor(slug);
    const { width, height } = portraitSize;
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`)).toBe(true);
    expect(width / height).toBe(4 / 5);
    expect(svg.endsWith("</svg>")).toBe(true);
    // Every element is closed, and every id it refers to is defined once.
    const opened = (svg.match(/<[a-zA-Z][^>]*>/g) ?? []).filter((tag) => !tag.endsWith("/>")).length;
    expect(svg.match(/<\/[a-zA-Z]+>/g)?.length).toBe(opened);
    for (const [, id] of svg.matchAll(/(?:url\(#|href="#)([a-z]+)/g))
      expect(svg.match(new RegExp(`id="${id}"`, "g"))?.length, id).toBe(1);
    expect(Buffer.byteLength(svg)).toBeLessThan(8 * 1024);
  });

  test("a leader without a look is named in the error", () => {
    expect(() => portraitFor("nobody-yet")).toThrow(/nobody-yet/);
  });
});
