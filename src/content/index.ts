import { getCollection } from "astro:content";
import { assemble } from "./assemble.ts";
import { type ContentFiles, files, folders } from "./kinds.ts";

/**
 * The site's content for the pages, from Astro's content collections (src/content.config.ts): parsed with the schemas
 * at build, and re-read by the dev server as soon as a file changes.
 */

/** A folder's entries, each with its file name as its slug, and its Markdown body if it holds Markdown. */
async function entries(name: keyof typeof folders) {
  return (await getCollection(name)).map((entry) => ({
    ...(entry.data as object),
    slug: entry.id,
    ...("markdown" in folders[name] ? { body: entry.body ?? "" } : {}),
  }));
}

async function single(name: keyof typeof files) {
  const [entry] = await getCollection(name);
  if (!entry) throw new Error(`src/content/${files[name].file}.yaml is missing`);
  return entry.data;
}

const read = async <K extends string>(names: K[], reader: (name: K) => Promise<unknown>) =>
  Object.fromEntries(await Promise.all(names.map(async (name) => [name, await reader(name)])));

const contentFiles = {
  ...(await read(Object.keys(folders) as (keyof typeof folders)[], entries)),
  ...(await read(Object.keys(files) as (keyof typeof files)[], single)),
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
  ui,
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
} = assemble(contentFiles);
