import { type CollectionKey, getCollection } from "astro:content";
import { assemble, type ContentFiles } from "./assemble.ts";

/**
 * The site's content for the pages, from Astro's content collections (src/content.config.ts): parsed with the schemas
 * at build, and re-read by the dev server as soon as a file changes.
 */

/** A collection's entries, each with its file name as its slug, and its Markdown body if it is an article. */
async function entries(collection: CollectionKey, markdown = false) {
  return (await getCollection(collection)).map((entry) => ({
    ...(entry.data as object),
    slug: entry.id,
    ...(markdown ? { body: entry.body ?? "" } : {}),
  }));
}

async function single(collection: CollectionKey) {
  const [entry] = await getCollection(collection);
  if (!entry) throw new Error(`The content file of the collection "${collection}" is missing`);
  return entry.data;
}

const files = {
  solutions: await entries("solutions"),
  industries: await entries("industries"),
  platform: await entries("platform"),
  buildingBlocks: await entries("buildingBlocks"),
  caseStudies: await entries("caseStudies"),
  leaders: await entries("leaders"),
  values: await entries("values"),
  openings: await entries("openings"),
  partners: await entries("partners"),
  releases: await entries("releases"),
  insights: await entries("insights", true),
  news: await entries("news", true),
  legal: await entries("legal", true),
  pageCopy: await single("pageCopy"),
  company: await single("company"),
  about: await single("about"),
  demo: await single("demo"),
  cta: await single("cta"),
  labels: await single("labels"),
  platformOverview: await single("platformOverview"),
  navigation: await single("navigation"),
  visuals: await single("visuals"),
  home: await single("home"),
  proof: await single("proof"),
} as ContentFiles;

export const {
  site,
  solutions,
  industries,
  platformOverview,
  platformPages,
  buildingBlocks,
  capabilityBlocks,
  diagramSuites,
  buildingBlocksSection,
  caseStudies,
  releases,
  leaders,
  values,
  openings,
  partners,
  company,
  vision,
  mission,
  pages,
  about,
  demoPage,
  demoDialogCopy,
  ctaCopy,
  pageLabels,
  home,
  homeSuiteCards,
  homeProof,
  rulesEditor,
  simulation,
  suiteVisual,
  fabricVisual,
  navigation,
  footerColumns,
  layoutData,
  allArticles,
  articlesOfKind,
  findArticle,
  summary,
  legalDocument,
} = assemble(files);
