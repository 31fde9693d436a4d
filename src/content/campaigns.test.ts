import { beforeAll, describe, expect, it } from "vitest";
import { type ContentTexts, rawContentOf, readContentTexts } from "../../server/editor/content-files.ts";
import { routeTable } from "../lib/route-table.ts";
import { seoFor } from "../lib/seo.ts";
import { parseContent } from "./parse.ts";
import { describeProblem } from "./validate.ts";

/** Campaign pages, on the fixture content: an address of their own, listed or not, and checked like every entry. */
let texts: ContentTexts;
beforeAll(async () => {
  texts = await readContentTexts("tests/fixtures/content");
});
const file = "campaigns/family-banking-on-your-core.yaml";
const parsed = (edit: (text: string) => string = (text) => text) => {
  const edited = new Map(texts);
  edited.set(file, edit(edited.get(file) ?? ""));
  return parseContent(rawContentOf(edited));
};

describe("a campaign page", () => {
  it("has its own address, with its own title, in the sitemap only when listed", () => {
    const page = (listed: boolean) => {
      const { content, problems } = parsed((text) => text.replace(/^listed: .*$/m, `listed: ${listed}`));
      expect(problems).toEqual([]);
      const pages = new Map(routeTable(content).map((entry) => [entry.path, entry]));
      const entry = pages.get("/campaigns/family-banking-on-your-core");
      const seo = seoFor("/campaigns/family-banking-on-your-core", { ...content, pages });
      return { kind: entry?.kind, heading: entry?.heading, noindex: entry?.noindex, robots: seo.noindex };
    };
    const heading = "Win the whole household, without replacing your core";
    expect(page(true)).toEqual({ kind: "campaign", heading, noindex: undefined, robots: undefined });
    expect(page(false)).toEqual({ kind: "campaign", heading, noindex: true, robots: true });
  });

  it("composes the site's sections in its order, each with its own fields", () => {
    const [campaign] = parsed().content.campaigns;
    expect(campaign?.sections.map((block) => block.discriminant)).toEqual(["proof", "features", "quote", "form", "cta"]);
  });

  it("is refused with a section the site has not, a solution or case study that is gone, or a quote from a study without one", () => {
    expect(() => parsed((text) => text.replace("discriminant: cta", "discriminant: video"))).toThrow(
      /Campaign pages → Family Banking on your core → Sections → item 5 → Discriminant: /,
    );
    const gone = parsed((text) =>
      text.replace(/caseStudy: harbourline-bank-family-banking/, "caseStudy: gone").replace(/^solution: .*$/m, "solution: gone"),
    );
    expect(gone.problems.map(describeProblem)).toEqual([
      'Campaign pages → Family Banking on your core → Solution: "gone" is not one of the solutions. Pick a solution that exists, or add it first.',
      'Campaign pages → Family Banking on your core → Sections → Case study: "gone" is not one of the case studies. Pick one that exists.',
    ]);
    const quoteless = new Map(texts);
    const study = "case-studies/harbourline-bank-family-banking.yaml";
    quoteless.set(study, (quoteless.get(study) ?? "").replace(/^quote(By|Role)?: .*(\n {2}.*)*\n/gm, ""));
    expect(parseContent(rawContentOf(quoteless)).problems.map(describeProblem)).toContain(
      'Campaign pages → Family Banking on your core → Sections → Case study: the case study "Harbourline Bank launches family banking in ten weeks on a 30-year-old core" has no quote. Pick a study with one, or use Customer proof.',
    );
  });

  it("has one demo form at most, where every Book a demo on it leads", () => {
    const twice = parsed((text) => text.replace("discriminant: cta", "discriminant: form"));
    expect(twice.problems.map(describeProblem)).toEqual([
      "Campaign pages → Family Banking on your core → Sections: the page has two demo forms. Keep one: every Book a demo on it leads there.",
    ]);
  });

  it("cannot take an address that is no address", () => {
    const edited = new Map(texts);
    edited.set("campaigns/Spring Launch.yaml", edited.get(file) ?? "");
    expect(parseContent(rawContentOf(edited)).problems.map(describeProblem)).toContain(
      'Campaign pages → Family Banking on your core → Address: "Spring Launch" cannot be an address. Use lower-case letters, digits and single hyphens, such as "spring-launch".',
    );
  });
});
