import { describe, expect, test } from "vitest";
import { hasPortrait, placeholderSvg, portraitFor, portraitLooks, portraitSize } from "./portraits.ts";

/** A complete 4:5 SVG document whose elements are all closed and whose references all resolve, light in bytes. */
function expectWellFormed(svg: string) {
  const { width, height } = portraitSize;
  expect(width / height).toBe(4 / 5);
  expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`)).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  const opened = (svg.match(/<[a-zA-Z][^>]*>/g) ?? []).filter((tag) => !tag.endsWith("/>")).length;
  expect(svg.match(/<\/[a-zA-Z]+>/g)?.length).toBe(opened);
  for (const [, id] of svg.matchAll(/(?:url\(#|href="#)([a-z]+)/g))
    expect(svg.match(new RegExp(`id="${id}"`, "g"))?.length, id).toBe(1);
  expect(Buffer.byteLength(svg)).toBeLessThan(8 * 1024);
}

describe("the leaders' portraits", () => {
  test.each(Object.keys(portraitLooks))("%s: a well-formed SVG document", (slug) => {
    expect(hasPortrait(slug)).toBe(true);
    expectWellFormed(portraitFor(slug));
  });

  test("a leader not drawn yet gets the outline, which is well-formed too", () => {
    expect(hasPortrait("someone-new")).toBe(false);
    expect(portraitFor("someone-new")).toBe(placeholderSvg());
    expectWellFormed(placeholderSvg());
  });
});
