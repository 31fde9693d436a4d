import { z } from "zod";
import { allArticles, legalDocument } from "./articles.ts";
import { leaders, openings, partners, values } from "./company.ts";
import { industries } from "./industries.ts";
import { demoPage, home, pages } from "./pages.ts";
import { buildingBlocks, capabilityBlocks, diagramSuites, platformOverview, platformPages } from "./platform.ts";
import { homeProof } from "./proof.ts";
import { caseStudies, releases } from "./resources.ts";
import * as schema from "./schema.ts";
import { homeSuiteCards, solutions } from "./solutions.ts";
import { fabricVisual, rulesEditor, simulation, suiteVisual } from "./visuals.ts";

/**
 * Parses every content module against its schema and checks the counts of SPEC §9 and the references
 * between entries. Run by the build (scripts/validate-content.ts) and by the tests; throws on the first
 * bad entry with its path.
 */
export function validateContent() {
  const slugs = (list: { slug: string }[]) => new Set(list.map((x) => x.slug));
  const solutionSlugs = slugs(solutions);
  const industrySlugs = slugs(industries);
  const unique = <T>(label: string, items: T[]) => {
    const seen = new Set<T>();
    for (const item of items) {
      if (seen.has(item)) throw new Error(`${label}: "${String(item)}" appears twice`);
      seen.add(item);
    }
  };
  const knownSolution = z.string().refine((s) => solutionSlugs.has(s), "not a solution slug");
  const knownIndustry = z.string().refine((s) => industrySlugs.has(s), "not an industry slug");

  const parsed = {
    solutions: z.array(schema.solution).length(9).parse(solutions),
    homeSuiteCards: z
      .array(schema.homeSuiteCard.extend({ slug: knownSolution }))
      .length(8)
      .parse(homeSuiteCards),
    industries: z
      .array(schema.industry.extend({ solutions: z.array(knownSolution).min(2) }))
      .length(6)
      .parse(industries),
    platformOverview: schema.platformPage.parse(platformOverview),
    platformPages: z.array(schema.platformPage).length(4).parse(platformPages),
    buildingBlocks: z.array(schema.buildingBlock).length(10).parse(buildingBlocks),
    capabilityBlocks: z.array(schema.capabilityBlock).length(5).parse(capabilityBlocks),
    diagramSuites: z.array(schema.diagramSuite).min(4).parse(diagramSuites),
    values: z.array(schema.value).length(5).parse(values),
    leaders: z.array(schema.leader).length(5).parse(leaders),
    openings: z.array(schema.opening).min(1).parse(openings),
    partners: z.array(schema.partner).min(1).parse(partners),
    caseStudies: z
      .array(schema.caseStudy.extend({ industry: knownIndustry, solutions: z.array(knownSolution).min(1) }))
      .min(1)
      .parse(caseStudies),
    releases: z.array(schema.release).min(1).parse(releases),
    pages: z.record(z.string(), schema.pageCopy).parse(pages),
    features: z
      .array(schema.feature)
      .parse([
        ...home.platformOverview.layers,
        ...home.challenge.pains,
        ...home.benefits.items,
        ...demoPage.steps,
        ...platformOverview.sections,
      ]),
    visuals: {
      rulesEditor: schema.rulesEditorCopy.parse(rulesEditor),
      simulation: schema.simulationCopy.parse(simulation),
      suite: schema.suiteVisualCopy.extend({ suite: knownSolution }).parse(suiteVisual),
      fabric: schema.fabricVisualCopy.parse(fabricVisual),
    },
    homeProof: schema.homeProof.parse(homeProof),
    articles: allArticles(),
    legal: [legalDocument("privacy-policy"), legalDocument("cookie-policy")],
  };

  unique(
    "solution slug",
    solutions.map((s) => s.slug),
  );
  unique(
    "home suite card slug",
    homeSuiteCards.map((s) => s.slug),
  );
  unique(
    "industry slug",
    industries.map((i) => i.slug),
  );
  unique(
    "industry alias",
    industries.flatMap((i) => i.aliases ?? []),
  );
  unique(
    "platform page slug",
    platformPages.map((p) => p.slug),
  );
  unique(
    "building block slug",
    buildingBlocks.map((b) => b.slug),
  );
  unique(
    "article slug",
    parsed.articles.map((a) => `${a.kind}/${a.slug}`),
  );
  unique(
    "leader slug",
    leaders.map((l) => l.slug),
  );
  const blockNames = new Set(buildingBlocks.map((b) => b.name));
  for (const s of solutions) {
    for (const block of s.poweredByBlocks) {
      if (!blockNames.has(block)) throw new Error(`solution ${s.slug}: poweredByBlocks names an unknown block "${block}"`);
    }
  }
  const capabilityIds = new Set(capabilityBlocks.map((b) => b.id));
  for (const suite of diagramSuites) {
    for (const id of suite.blocks) if (!capabilityIds.has(id)) throw new Error(`diagram suite ${suite.id}: unknown block ${id}`);
  }
  // The proof on home names only customers the copy presents, and shows only results and quotes the studies state.
  const presented = (name: string) =>
    caseStudies.some((c) => c.customer === name) || solutions.some((s) => s.vignette.body.includes(name));
  for (const mark of homeProof.customers.names) {
    if (!presented(mark.name)) throw new Error(`home proof: "${mark.name}" is not a customer named in a case study or vignette`);
    if (!mark.name.toLowerCase().startsWith(mark.word.toLowerCase()))
      throw new Error(`home proof: "${mark.word}" is not how "${mark.name}" starts`);
  }
  for (const { caseStudy, result } of homeProof.results.items) {
    const study = caseStudies.find((c) => c.slug === caseStudy);
    if (!study?.results[result]) throw new Error(`home proof: case study ${caseStudy} has no result ${result}`);
    if (!("quote" in study)) throw new Error(`home proof: case study ${caseStudy} has no quote`);
  }
  return parsed;
}
