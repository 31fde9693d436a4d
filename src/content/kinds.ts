import type { z } from "zod";
import * as schema from "./schema.ts";

/**
 * Every kind of content file, once: the folders of entries (one file each, named by its slug) and the single files
 * of a page's sections or a set of labels, each with its schema. Astro's collections (src/content.config.ts) and the
 * plain reader (./files.ts) are both made from these tables; the content editor's configuration names the same
 * folders and files.
 */
export const folders = {
  solutions: { folder: "solutions", schema: schema.solution },
  industries: { folder: "industries", schema: schema.industry },
  platform: { folder: "platform", schema: schema.platformSubPage },
  buildingBlocks: { folder: "building-blocks", schema: schema.buildingBlock },
  caseStudies: { folder: "case-studies", schema: schema.caseStudy },
  leaders: { folder: "leaders", schema: schema.leader },
  values: { folder: "values", schema: schema.value },
  openings: { folder: "openings", schema: schema.opening },
  partners: { folder: "partners", schema: schema.partner },
  releases: { folder: "releases", schema: schema.release },
  insights: { folder: "insights", schema: schema.articleFrontMatter, markdown: true },
  news: { folder: "news", schema: schema.articleFrontMatter, markdown: true },
  legal: { folder: "legal", schema: schema.legalFrontMatter, markdown: true },
} as const;

export const files = {
  pageCopy: { file: "page-copy", schema: schema.pageCopies },
  company: { file: "company", schema: schema.companyCopy },
  about: { file: "about", schema: schema.aboutCopy },
  demo: { file: "demo", schema: schema.demoCopy },
  cta: { file: "cta", schema: schema.ctaCopy },
  platformOverview: { file: "platform-overview", schema: schema.platformOverviewCopy },
  navigation: { file: "navigation", schema: schema.navigationCopy },
  visuals: { file: "visuals", schema: schema.visualsCopy },
  home: { file: "home", schema: schema.homeCopy },
  proof: { file: "proof", schema: schema.homeProof },
  ui: { file: "ui", schema: schema.uiStrings },
} as const;

type Folders = typeof folders;
type Files = typeof files;
/** An entry of a folder as read: its fields, its slug, and its Markdown body if the folder holds Markdown. */
type EntryOf<K extends keyof Folders> = z.infer<Folders[K]["schema"]> & { slug: string } & (Folders[K] extends {
    markdown: true;
  }
    ? { body: string }
    : unknown);

/** The content files, parsed, entries in no particular order. */
export type ContentFiles = { [K in keyof Folders]: EntryOf<K>[] } & { [K in keyof Files]: z.infer<Files[K]["schema"]> };
