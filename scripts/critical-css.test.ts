import { describe, expect, it } from "vitest";
import { criticalCssExtractor } from "./critical-css.ts";

const sheet = [
  ".card{padding:1rem}",
  ".unused{color:red}",
  ".\\[\\&_h2\\]\\:mt-10 h2{margin-top:2.5rem}",
  ".menu[data-state=open]{display:block}",
  "::placeholder{opacity:1}",
  ":focus-visible{outline:2px solid}",
  ".choice:has(:checked){outline:2px solid}",
  "@layer properties{@supports (not (margin-trim:inline)){*,:before{--tw-border-style:solid;--tw-blur:initial}}}",
  ".border{border-style:var(--tw-border-style);border-width:1px}",
  ".from-red{--tw-gradient-from:red}",
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-gradient-from{syntax:"<color>";inherits:false;initial-value:#0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
].join("");
const extract = criticalCssExtractor(sheet, "/assets/app.css");
const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body>${body}</body></html>`;

describe("critical CSS", () => {
  it("keeps the rules the page's elements use and drops the others", () => {
    const css = extract(page(`<div class="card">Hello</div><div class="menu" data-state="closed"></div>`));
    expect(css).toContain(".card{padding:1rem}");
    expect(css).not.toContain(".unused");
    expect(css).not.toContain("data-state=open");
  });

  it("reads class names that React wrote with entities", () => {
    const css = extract(page(`<div class="[&amp;_h2]:mt-10"><h2>Why</h2></div>`));
    expect(css).toContain("margin-top:2.5rem");
  });

  it("keeps the focus ring, placeholders and :has() rules, which the HTML alone cannot decide", () => {
    const css = extract(page(`<p>Text</p>`));
    expect(css).toContain(":focus-visible{outline:2px solid}");
    expect(css).toContain("::placeholder{opacity:1}");
    expect(css).toContain(":has(:checked)");
  });

  it("keeps every custom property registration and their defaults, which would restyle every element if added later", () => {
    const css = extract(page(`<p class="border">Text</p>`));
    expect(css.match(/@property [\w-]+/g)).toEqual([
      "@property --tw-border-style",
      "@property --tw-gradient-from",
      "@property --tw-blur",
    ]);
    expect(css).toContain("--tw-border-style:solid;--tw-blur:initial}");
    // A `;` after a rule's block starts an invalid rule that swallows the next one.
    expect(css).not.toMatch(/\};/);
  });

  it("keeps every conditional block, empty where the page uses none of its rules, and every @keyframes", () => {
    const extractBlocks = criticalCssExtractor(
      [
        "@layer utilities{",
        ".a{color:red}",
        "@supports (color:color-mix(in lab,red,red)){.a{color:blue}}",
        ".b{color:red}",
        "@supports (color:color-mix(in lab,red,red)){.b{color:blue}}",
        "@supports (color:color-mix(in lab,red,red)){.c{color:blue}}",
        "@media (width>=40rem){.a{margin:0}}",
        "}",
        "@keyframes fade-in{0%{opacity:0}}",
      ].join(""),
      "/assets/app.css",
    );
    const css = extractBlocks(page(`<p class="c">Text</p>`));
    // Three blocks of the same condition stay three, so the loader adds rules into them and never adds a block.
    expect(css.match(/@supports \(color:color-mix\(in lab,red,red\)\) *\{/g)).toHaveLength(3);
    expect(css).toMatch(/@supports \(color:color-mix\(in lab,red,red\)\) *\{\.c\{color:blue\}\}/);
    expect(css).toContain("@media (width>=40rem){}");
    expect(css).toContain("@keyframes fade-in{0%{opacity:0}}");
    expect(css).not.toMatch(/\.a\{|\.b\{/);
  });
});
