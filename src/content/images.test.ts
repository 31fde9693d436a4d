import { describe, expect, it } from "vitest";
import { contentImagePath, isImageFile, markdownImages, svgProblem } from "./images.ts";

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

describe("an SVG of the content, which is served as it is", () => {
  /** A customer's logo as the site's are drawn: shapes, a mask, text, and a reference inside the file. */
  const logo = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="176" height="48" viewBox="0 0 176 48" role="img">',
    "<title>Pennyrise</title><desc>The logo</desc>",
    '<defs><mask id="m"><rect width="40" height="48" fill="#fff"/><circle cx="20" cy="29" r="6.5"/></mask>',
    '<linearGradient id="g"><stop offset="0" stop-color="#0f766e"/></linearGradient><clipPath id="c"><ellipse cx="1" cy="1" rx="1" ry="1"/></clipPath></defs>',
    '<g style="fill: url(#g)"><rect x="2" y="6" width="36" height="36" mask="url(#m)" clip-path="url(#c)"/><use xlink:href="#m"/><use href="#c"/>',
    '<polygon points="0,0 1,1"/><polyline points="0,0 1,1"/><line x1="0" y1="0" x2="1" y2="1"/></g>',
    '<text x="48" y="33" font-family="system-ui, \'Segoe UI\', Arial">penny<tspan>rise</tspan></text></svg>',
  ].join("\n");

  it("accepts a drawing: shapes, text, gradients, masks and references inside the file", () => {
    expect(svgProblem(logo)).toBeUndefined();
  });

  it("refuses a script, an event handler, an embedded page, a link, an animation, a style sheet or another file", () => {
    const refused: [string, string][] = [
      ["<svg><script>alert(document.cookie)</script></svg>", "holds <script>"],
      ['<svg xmlns:x="http://www.w3.org/2000/svg"><x:script>alert(1)</x:script></svg>', "holds <x:script>"],
      ['<svg onload="alert(1)"><rect/></svg>', 'has an event handler ("onload")'],
      ['<svg><rect ONCLICK="alert(1)"/></svg>', 'has an event handler ("ONCLICK")'],
      ["<svg><foreignObject><iframe src='https://attacker.example/'/></foreignObject></svg>", "holds <foreignObject>"],
      ['<svg><a href="https://attacker.example/"><text>x</text></a></svg>', "holds <a>"],
      ['<svg><set attributeName="href" to="javascript:alert(1)"/></svg>', "holds <set>"],
      ["<svg><style>@import url(https://attacker.example/x.css)</style></svg>", "holds <style>"],
      [
        '<svg><use href="https://attacker.example/x.svg#a"/></svg>',
        'refers to another file ("https://attacker.example/x.svg#a")',
      ],
      ['<svg><use xlink:href="data:image/svg+xml,x"/></svg>', 'refers to another file ("data:image/svg+xml,x")'],
      [
        '<svg><rect style="fill: url(https://attacker.example/)"/></svg>',
        'refers to another file ("fill: url(https://attacker.example/)")',
      ],
      ['<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]><svg>&x;</svg>', "declares a document type"],
      ["\u0000<\u0000s\u0000v\u0000g\u0000>", "is not a text file"],
    ];
    for (const [svg, why] of refused)
      expect(svgProblem(svg), svg).toBe(
        `the picture ${why}. An SVG on the site may hold only shapes and text, and refer only to its own parts: export it again as a plain drawing, or upload it as a PNG.`,
      );
  });
});
