import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type ContentTexts, rawContentOf, readContentTexts } from "../../server/editor/content-files.ts";
import { parseContent } from "../../src/content/parse.ts";
import { describeProblem } from "../../src/content/validate.ts";
import { fixtureContent } from "./build.ts";

/**
 * One name per customer story, checked on the fixture content as the editor's save checks it (no build): a quote says
 * who said it and their title; the solution a case study is about tells that customer's story, not another name's;
 * every industry shows proof of its own.
 */
let texts: ContentTexts;
beforeAll(async () => {
  texts = await readContentTexts(fixtureContent);
});

/** The problems of the fixture content with some files' fields changed. */
function problemsWith(changes: Record<string, (data: Record<string, unknown>) => Record<string, unknown>>): string[] {
  const edited = new Map(texts);
  for (const [file, change] of Object.entries(changes)) {
    const data = parse(edited.get(file) ?? "") as Record<string, unknown>;
    edited.set(file, JSON.stringify(change(data)));
  }
  return parseContent(rawContentOf(edited)).problems.map(describeProblem);
}

const vignette = (title: string, body: string) => (data: Record<string, unknown>) => ({ ...data, vignette: { title, body } });

describe("customer stories", () => {
  it("hold on the fixture content", () => {
    expect(problemsWith({})).toEqual([]);
  });

  it("refuse a solution page that tells its case study's launch under another name", () => {
    const recycled = vignette(
      "Larchfield Bank wins back the under-18s",
      "Larchfield Bank, a regional lender with 1.2 million customers, was losing teenagers to app-only challengers. The product went live in 11 weeks.",
    );
    expect(problemsWith({ "solutions/family-banking.yaml": recycled })).toEqual([
      expect.stringMatching(
        /^Solutions → Family Banking → Customer story: the customer story does not name Harbourline Bank, yet the case study ".+" is this solution's story\./,
      ),
    ]);
  });

  it("refuse a quote without the person who said it and their title", () => {
    const anonymous = (data: Record<string, unknown>) => ({ ...data, quoteBy: "", quoteRole: "" });
    const problems = problemsWith({ "case-studies/pennyrise-dynamic-banking.yaml": anonymous });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^Case studies → Pennyrise .+ → Quoted by: the quote names no one\./);
    expect(problems[1]).toMatch(/→ Title of the person quoted: the quote gives no title\./);
  });

  it("refuse an industry page without proof of its own", () => {
    const noStory = ({ story: _story, ...data }: Record<string, unknown>) => data;
    const story = (slug: string) => (data: Record<string, unknown>) => ({ ...data, story: slug });
    expect(problemsWith({ "industries/wealth-asset-managers.yaml": noStory })).toEqual([
      expect.stringMatching(/^Industries → Wealth & Asset Managers → Proof: the page has no customer proof\./),
    ]);
    // Another industry's case study, told again.
    expect(problemsWith({ "industries/wealth-asset-managers.yaml": story("family-banking") })).toEqual([
      expect.stringMatching(/→ Proof: "family-banking" tells Harbourline Bank's story, the case study of another industry\./),
    ]);
    // The same story on two industries.
    expect(problemsWith({ "industries/wealth-asset-managers.yaml": story("embedded-finance") })).toEqual([
      expect.stringMatching(/→ Proof: "embedded-finance" is already used by Industries → /),
    ]);
  });
});
