import { getCollection } from "astro:content";
import { imageFiles, svgTexts } from "./image-files.ts";
import { files, folders } from "./kinds.ts";
import { parseContent, type RawContent } from "./parse.ts";

/**
 * The site's content for the pages, from Astro's content collections (src/content.config.ts), the only reader of the
 * content files: parsed with the schemas and checked as a whole (./parse.ts); with its pages' problems
 * (src/lib/build/pages.ts), a build with a problem in its content stops before any page is written, listing every
 * problem. The dev server re-reads it as soon as a file changes.
 */

const read = async <K extends string, T>(names: K[], reader: (name: K) => Promise<T>) =>
  Object.fromEntries(await Promise.all(names.map(async (name) => [name, await reader(name)]))) as Record<K, T>;

/** The files as the collections read them: entries by id with their Markdown body, single files by name. */
const raw: RawContent = {
  folders: await read(Object.keys(folders) as (keyof typeof folders)[], async (name) =>
    (await getCollection(name)).map((entry) => ({ id: entry.id, data: entry.data, body: entry.body })),
  ),
  files: await read(Object.keys(files) as (keyof typeof files)[], async (name) => (await getCollection(name))[0]?.data),
};

// The day the build publishes for: today, or the day a publish on the server builds for (SITE_PUBLISHED_ON).
const { content, problems } = parseContent(raw, {
  images: imageFiles,
  svgs: svgTexts,
  publishedOn: process.env.SITE_PUBLISHED_ON || undefined,
});
/** What breaks between entries, which src/lib/build/pages.ts lists with the pages' problems. */
export const contentProblems = problems;
/** The whole, for what is made of it (the pages and their metadata: src/lib/build/pages.ts). */
export { content };

/** The days on which a post waiting for its date goes live: a publish on or after each shows it (server/publish). */
export const scheduledDates = [...new Set(content.unpublished().flatMap((post) => (post.draft ? [] : [post.date])))].sort();

export const {
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
  pages,
  about,
  demoPage,
  ctaCopy,
  ui,
  home,
  homeSuiteCards,
  homeProof,
  security,
  developers,
  visuals,
  layoutData,
  allArticles,
  articlesOfKind,
  legal,
  campaigns,
} = content;
