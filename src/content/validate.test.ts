import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { type ContentTexts, rawContentOf, readContentTexts } from "../../server/editor/content-files.ts";
import { brokenLink, parseSite } from "../lib/page-problems.ts";
import type { PageEntry } from "../lib/route-table.ts";
import { parseContent } from "./parse.ts";
import { describeProblem, markdownLinks, suggestSlug, typedMarkdownLink } from "./validate.ts";

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

  it("finds the links of the raw HTML in a Markdown text, as a browser reads them", () => {
    const text = [
      '<p>A <a href="/about">paragraph</a> of HTML.</p>',
      "",
      'Inline <a href="JaVaScRiPt&colon;alert(1)">HTML</a> and <img src="../images/posts/a.png" alt="a">.',
    ].join("\n");
    expect(markdownLinks(text)).toEqual(["/about", "JaVaScRiPt:alert(1)", "../images/posts/a.png"]);
  });

  it("refuses an address a browser would run or open as no web page, saying which addresses are kept", () => {
    for (const href of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "file:///etc/passwd",
    ]) {
      expect(brokenLink(href, pages, moved), href).toMatch(/is not an address of a web page/);
    }
    expect(brokenLink("javascript:alert(1)", pages, moved)).toBe(
      '"javascript:alert(1)" is not an address of a web page: a browser would run it, or open something other than a page. Link to a page of the site ("/solutions"), or to an address starting with https://, mailto: or tel:.',
    );
  });

  it("suggests an address for a name that cannot be one", () => {
    expect(suggestSlug("Money Asia 2030!")).toBe("money-asia-2030");
    expect(suggestSlug("Crédit de la Seine")).toBe("credit-de-la-seine");
  });
});

describe("the content check of a post's text", () => {
  let texts: ContentTexts;
  beforeAll(async () => {
    texts = await readContentTexts("tests/fixtures/content");
  });
  const post = "insights/why-blocks-beat-components.md";
  const problemsWith = (added: string) => {
    const edited = new Map(texts);
    edited.set(post, `${edited.get(post)}\n\n${added}\n`);
    return parseSite(rawContentOf(edited)).problems.map(describeProblem);
  };

  it("holds on the fixture content", () => {
    expect(problemsWith("")).toEqual([]);
  });

  it("refuses a javascript: link typed in Markdown or pasted as HTML, naming the post and the field", () => {
    const entry = "Insights → Why blocks beat components: designing bank platforms around business capabilities → Text";
    const refused = (href: string) =>
      `${entry}: the link "${href}" is not an address of a web page: a browser would run it, or open something other than a page. Link to a page of the site ("/solutions"), or to an address starting with https://, mailto: or tel:.`;
    expect(problemsWith("[Claim your prize](javascript:alert(document.cookie))")).toEqual([
      refused("javascript:alert(document.cookie)"),
    ]);
    expect(problemsWith("<a href=\"javascript:fetch('/api/inbox/leads')\">Claim your prize</a>")).toEqual([
      refused("javascript:fetch('/api/inbox/leads')"),
    ]);
  });
});

describe("Markdown typed into the editor's text field", () => {
  it("finds a link typed as words, as the editor keeps it, and leaves links, code and brackets alone", () => {
    // The editor keeps typed brackets as words (escaped); its own link button makes a link.
    expect(typedMarkdownLink("See \\[our platform](https://tessera.example/platform) today.")).toBe(
      "[our platform](https://tessera.example/platform)",
    );
    expect(typedMarkdownLink("One \\[a\\](https://a.example) and \\[b\\]\\(https://b.example) end.")).toBe(
      "[a](https://a.example)",
    );
    expect(typedMarkdownLink("- a list item with \\[b](https://b.example) end.")).toBe("[b](https://b.example)");
    for (const fine of [
      "A [real link](https://tessera.example) and [another](/platform).",
      "Code: `[text](https://x.example)` and\n\n```\n[text](y)\n```",
      "Footnote [1] (see below), and an array[0].",
      "![A diagram](../images/posts/a.png)",
    ])
      expect(`${fine} → ${typedMarkdownLink(fine)}`).toBe(`${fine} → undefined`);
  });

  it("is refused at save, naming the post and the field and saying how to make a link", async () => {
    const texts = await readContentTexts("tests/fixtures/content");
    const post = "news/introducing-tessera.md";
    texts.set(post, `${texts.get(post)}\n\nRead \\[the launch](https://tessera.example/launch) end.\n`);
    expect(parseContent(rawContentOf(texts)).problems.map(describeProblem)).toEqual([
      expect.stringMatching(
        /^News → .+ → Text: the text shows "\[the launch\]\(https:\/\/tessera\.example\/launch\)" as typed, not as a link\. To make a link, select its words, press the link button/,
      ),
    ]);
  });
});

describe("the content check of the content's SVG files", () => {
  it("refuses an SVG with a script, used or not, naming the file, and accepts the logos", async () => {
    const raw = rawContentOf(await readContentTexts("tests/fixtures/content"));
    const logo = readFileSync("tests/fixtures/content/images/customers/pennyrise.svg", "utf8");
    const svgs = new Map([
      ["images/customers/pennyrise.svg", logo],
      ["images/customers/prize.svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'],
    ]);
    expect(parseContent(raw, { svgs }).problems.map(describeProblem)).toEqual([
      "The picture src/content/images/customers/prize.svg → File: the picture holds <script>. An SVG on the site may hold only shapes and text, and refer only to its own parts: export it again as a plain drawing, or upload it as a PNG.",
    ]);
  });
});

describe("the content check of a picture against its field", () => {
  it("refuses a cover far from landscape 1,600 pixels wide, naming the entry and the field, and takes one that fits", async () => {
    const raw = rawContentOf(await readContentTexts("tests/fixtures/content"));
    const cover = "images/covers/why-blocks-beat-components/cover.jpg";
    const problems = (width: number, height: number) =>
      parseContent(raw, { images: new Map([[cover, { width, height }]]) }).problems.map(describeProblem);
    expect(problems(1600, 900).filter((problem) => problem.includes("cover.jpg"))).toEqual([]);
    expect(problems(600, 800)).toContain(
      'Insights → Why blocks beat components: designing bank platforms around business capabilities → Cover picture: the picture "cover.jpg" is 600 × 800 pixels. A cover must be landscape (16:9), at least 1,600 pixels wide: crop it to that shape, then upload it again.',
    );
  });
});
