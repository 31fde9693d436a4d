import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type ContentTexts, rawContentOf, readContentTexts } from "../../server/editor/content-files.ts";
import { ContentProblems, parseContent } from "../../src/content/parse.ts";
import { describeProblem } from "../../src/content/validate.ts";
import { fixtureContent } from "./build.ts";

/**
 * What the inner pages' first screens show, checked on the fixture content as the editor's save checks it (no build):
 * About's figures, the pictures beside the solutions' heading, and every case study's customer as a logo.
 */
let texts: ContentTexts;
beforeAll(async () => {
  texts = await readContentTexts(fixtureContent);
});

type Data = Record<string, unknown>;

/** The problems of the fixture content with some files' fields changed. */
function problemsWith(changes: Record<string, (data: Data) => Data>): string[] {
  const edited = new Map(texts);
  for (const [file, change] of Object.entries(changes)) {
    const data = parse(edited.get(file) ?? "") as Data;
    edited.set(file, JSON.stringify(change(data)));
  }
  try {
    return parseContent(rawContentOf(edited)).problems.map(describeProblem);
  } catch (error) {
    // A field that breaks its own rule stops the parse, with every such field listed.
    if (error instanceof ContentProblems) return error.problems.map(describeProblem);
    throw error;
  }
}

const figure = (text: string, label = "customers live on the platform") => ({ figure: text, label });
const withFigures = (figures: unknown[]) => (data: Data) => ({ ...data, hero: { ...(data.hero as Data), figures } });

describe("the inner pages' first screens", () => {
  it("hold on the fixture content", () => {
    expect(problemsWith({})).toEqual([]);
  });

  it("refuse About's figures that would not fit beside its heading", () => {
    expect(problemsWith({ "about.yaml": withFigures([figure("5")]) })).toEqual([
      expect.stringMatching(/^About page → .+ → Figures: must have at least 2 items\.$/),
    ]);
    expect(problemsWith({ "about.yaml": withFigures(["1", "2", "3", "4", "5"].map((n) => figure(n))) })).toEqual([
      expect.stringMatching(/: must have at most 4 items\.$/),
    ]);
    expect(problemsWith({ "about.yaml": withFigures([figure("five thousand"), figure("4")]) })).toEqual([
      expect.stringMatching(/: must be no longer than 12 characters\.$/),
    ]);
    expect(problemsWith({ "about.yaml": withFigures([figure("5", ""), figure("4")]) })).toEqual([
      expect.stringMatching(/: must be at least 3 characters long\.$/),
    ]);
  });

  it("refuse a solutions page without a picture beside its heading, or with one that does not exist", () => {
    const visuals = (list: unknown[]) => (data: Data) => ({ ...data, solutions: { ...(data.solutions as Data), visuals: list } });
    expect(problemsWith({ "page-copy.yaml": visuals([]) })).toEqual([
      "Page titles and introductions → Solutions → Product pictures: must have at least 1 item.",
    ]);
    expect(problemsWith({ "page-copy.yaml": visuals(["photo-of-a-bank"]) })).toEqual([
      expect.stringMatching(/: must be one of the choices the editor offers\.$/),
    ]);
  });

  it("refuse a case study whose customer has no logo", () => {
    const renamed = (data: Data) => ({ ...data, customer: "Larchfield Bank" });
    expect(problemsWith({ "case-studies/pennyrise-dynamic-banking.yaml": renamed })).toContainEqual(
      expect.stringMatching(
        /^Case studies → Pennyrise .+ → Customer: Larchfield Bank has no logo\. Add Larchfield Bank with its logo under Home page: customers, results and security → Customers/,
      ),
    );
  });
});
