import { z } from "zod";
import type { Content } from "./assemble.ts";
import { describeIssues, readContent } from "./files.ts";
import * as schema from "./schema.ts";

/**
 * Checks what one file's schema cannot: the references between entries (an industry's solutions, a case study's
 * industry, the suites of the pictures and of home) and names that must be unique. Every file is parsed against its
 * schema as it is read (./files.ts), so a bad field fails first, naming the file and the field. Run by the build
 * (scripts/validate-content.ts) and by the tests; throws on the first problem.
 */
export function validateContent(content: Content = readContent()) {
  const {
    solutions,
    industries,
    caseStudies,
    suiteVisual,
    homeSuiteCards,
    home,
    homeProof,
    buildingBlocks,
    capabilityBlocks,
    diagramSuites,
    platformPages,
    leaders,
  } = content;
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
  const knownSolution = z.string().refine((s) => solutionSlugs.has(s), "is not one of the solutions");
  const knownIndustry = z.string().refine((s) => industrySlugs.has(s), "is not one of the industries");
  const check = <S extends z.ZodType>(where: string, schema: S, data: unknown) => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new Error(`${where}: ${describeIssues(parsed.error.issues)}`);
    }
    return parsed.data;
  };

  for (const entry of industries) {
    check(`src/content/industries/${entry.slug}.yaml`, z.object({ solutions: z.array(knownSolution) }), entry);
  }
  for (const entry of caseStudies) {
    check(
      `src/content/case-studies/${entry.slug}.yaml`,
      z.object({ industry: knownIndustry, solutions: z.array(knownSolution) }),
      entry,
    );
  }
  check("src/content/visuals.yaml", z.object({ suite: knownSolution }), suiteVisual);
  check("home suite cards", z.array(z.object({ slug: knownSolution })), homeSuiteCards);
  const parsed = {
    ...content,
    homeSuiteCards: z.array(schema.homeSuiteCard).parse(homeSuiteCards),
    features: z.array(schema.feature).parse([...home.platformOverview.layers, ...home.challenge.pains, ...home.benefits.items]),
    homeProof: schema.homeProof.parse(homeProof),
    articles: content.allArticles(),
    legal: [content.legalDocument("privacy-policy"), content.legalDocument("cookie-policy")],
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
