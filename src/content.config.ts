import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import type { z } from "zod";
import * as schema from "./content/schema.ts";

/**
 * The content collections of src/content: a folder per kind of entry (the file name is the entry's id, its slug) and one
 * file per page's sections or set of labels. Each is parsed with its schema from ./content/schema.ts; ./content/index.ts
 * makes the pages' content from them.
 */
const entries = (folder: string, entrySchema: z.ZodType, extension: "yaml" | "md" = "yaml") =>
  defineCollection({
    loader: glob({
      base: `./src/content/${folder}`,
      pattern: `*.${extension}`,
      generateId: ({ entry }) => entry.replace(/\.\w+$/, ""),
    }),
    schema: entrySchema,
  });
const single = (name: string, fileSchema: z.ZodType) =>
  defineCollection({ loader: glob({ base: "./src/content", pattern: `${name}.yaml` }), schema: fileSchema });

export const collections = {
  solutions: entries("solutions", schema.solution),
  industries: entries("industries", schema.industry),
  platform: entries("platform", schema.platformSubPage),
  buildingBlocks: entries("building-blocks", schema.buildingBlock),
  caseStudies: entries("case-studies", schema.caseStudy),
  leaders: entries("leaders", schema.leader),
  values: entries("values", schema.value),
  openings: entries("openings", schema.opening),
  partners: entries("partners", schema.partner),
  releases: entries("releases", schema.release),
  insights: entries("insights", schema.articleFrontMatter, "md"),
  news: entries("news", schema.articleFrontMatter, "md"),
  legal: entries("legal", schema.legalFrontMatter, "md"),
  pageCopy: single("page-copy", schema.pageCopies),
  company: single("company", schema.companyCopy),
  about: single("about", schema.aboutCopy),
  demo: single("demo", schema.demoCopy),
  cta: single("cta", schema.ctaCopy),
  labels: single("labels", schema.pageLabels),
  platformOverview: single("platform-overview", schema.platformOverviewCopy),
  navigation: single("navigation", schema.navigationCopy),
  visuals: single("visuals", schema.visualsCopy),
  home: single("home", schema.homeCopy),
  proof: single("proof", schema.homeProof),
};
