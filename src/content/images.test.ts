import { describe, expect, it } from "vitest";
import { contentImagePath, isImageFile, markdownImages } from "./images.ts";

describe("paths of the content's pictures", () => {
  it("reads a path as Markdown does, from the entry's own file", () => {
    expect(contentImagePath("../images/covers/my-post/cover.jpg", "insights")).toBe("images/covers/my-post/cover.jpg");
    expect(contentImagePath("./../images/posts/a%20b.png", "news")).toBe("images/posts/a b.png");
    expect(contentImagePath("images/customers/pennyrise.svg", "")).toBe("images/customers/pennyrise.svg");
  });

  it("finds no file of the content for another site's address, the site's own, or a path that leaves the content", () => {
    for (const written of ["https://example.com/a.png", "/images/a.png", "../../a.png", "data:image/png;base64,AA", ""]) {
      expect(contentImagePath(written, "insights"), written).toBeUndefined();
    }
  });

  it("takes as pictures only files under images/ of the formats the site serves", () => {
    expect(isImageFile("images/covers/a.JPG")).toBe(true);
    expect(isImageFile("images/customers/a.svg")).toBe(true);
    expect(isImageFile("images/covers/a.pdf")).toBe(false);
    expect(isImageFile("insights/a.png")).toBe(false);
  });

  it("finds the pictures of a Markdown text wherever they stand, with their alt text", () => {
    const text = [
      "Intro ![A chart](../images/posts/chart.png) and [a link](/platform).",
      "",
      "- ![](../images/posts/no-alt.png)",
      "",
      "| a |",
      "|---|",
      "| ![  Cell  ](../images/posts/cell.webp) |",
    ].join("\n");
    expect(markdownImages(text)).toEqual([
      { href: "../images/posts/chart.png", alt: "A chart" },
      { href: "../images/posts/no-alt.png", alt: "" },
      { href: "../images/posts/cell.webp", alt: "Cell" },
    ]);
  });
});
