import type { z } from "zod";
import { type PageKind, pathOf } from "./paths.ts";
import * as schema from "./schema.ts";

export type { PageKind };

/**
 * Every kind of content file, once: the folders of entries (one file each, named by its slug) and the single files
 * of a page's sections or a set of labels, each with its schema and its name in the editor. Astro's collections
 * (src/content.config.ts) read the files; ./index.ts parses them with these schemas; the content editor
 * edits the same folders and files under the same names. Where each shows: `page`, the kind of page each entry of the
 * folder has (./paths.ts); else `shownOn`, the kinds of page that show it ([]: none; absent: every page).
 */
export type Shown = { page?: PageKind; shownOn?: readonly PageKind[]; [other: string]: unknown };

export const folders = {
  solutions: { label: "Solutions", folder: "solutions", schema: schema.solution, page: "solution" },
  industries: {
    label: "Industries",
    folder: "industries",
    schema: schema.industry,
    page: "industry",
  },
  platform: {
    label: "Platform pages",
    folder: "platform",
    schema: schema.platformSubPage,
    page: "platform-page",
  },
  buildingBlocks: {
    label: "Building blocks",
    folder: "building-blocks",
    schema: schema.buildingBlock,
    shownOn: ["platform-page", "solution"],
  },
  caseStudies: {
    label: "Case studies",
    folder: "case-studies",
    schema: schema.caseStudy,
    page: "case-study",
  },
  leaders: { label: "Leaders", folder: "leaders", schema: schema.leader, shownOn: ["about", "leadership"] },
  values: { label: "Values", folder: "values", schema: schema.value, shownOn: ["about", "careers"] },
  openings: { label: "Open roles", folder: "openings", schema: schema.opening, shownOn: ["careers"] },
  partners: { label: "Partners", folder: "partners", schema: schema.partner, shownOn: ["partners"] },
  releases: { label: "Product releases", folder: "releases", schema: schema.release, shownOn: ["product-latest"] },
  insights: {
    label: "Insights",
    folder: "insights",
    schema: schema.articleFrontMatter,
    markdown: true,
    page: "insight",
  },
  news: {
    label: "News",
    folder: "news",
    schema: schema.articleFrontMatter,
    markdown: true,
    page: "news-post",
  },
  legal: {
    label: "Legal pages",
    folder: "legal",
    schema: schema.legalFrontMatter,
    markdown: true,
    page: "legal",
  },
  campaigns: {
    label: "Campaign pages",
    folder: "campaigns",
    schema: schema.campaign,
    page: "campaign",
  },
} as const satisfies Record<string, Shown>;

export const files = {
  pageCopy: { label: "Page titles and introductions", file: "page-copy", schema: schema.pageCopies },
  company: {
    label: "About page: vision and mission",
    file: "company",
    schema: schema.companyCopy,
    shownOn: ["about"],
  },
  about: { label: "About page", file: "about", schema: schema.aboutCopy, shownOn: ["about"] },
  demo: { label: "Book a demo page and dialog", file: "demo", schema: schema.demoCopy, shownOn: ["demo"] },
  cta: { label: "Book a demo bands", file: "cta", schema: schema.ctaCopy },
  platformOverview: {
    label: "Platform overview",
    file: "platform-overview",
    schema: schema.platformOverviewCopy,
    shownOn: ["platform"],
  },
  navigation: { label: "Menus and footer", file: "navigation", schema: schema.navigationCopy },
  visuals: {
    label: "Product pictures",
    file: "visuals",
    schema: schema.visualsCopy,
    shownOn: ["home", "solution", "platform-page", "developers", "security"],
  },
  home: { label: "Home page", file: "home", schema: schema.homeCopy, shownOn: ["home"] },
  proof: {
    label: "Home page: customers, results and security",
    file: "proof",
    schema: schema.homeProof,
    shownOn: ["home"],
  },
  security: {
    label: "Security page and security.txt",
    file: "security",
    schema: schema.securityCopy,
    shownOn: ["security"],
  },
  developers: {
    label: "Developers page",
    file: "developers",
    schema: schema.developersCopy,
    shownOn: ["developers"],
  },
  moved: { label: "Moved addresses", file: "moved", schema: schema.movedCopy, shownOn: [] },
  ui: { label: "Interface text: buttons, labels, messages", file: "ui", schema: schema.uiStrings },
} as const satisfies Record<string, Shown>;

type Folders = typeof folders;
type Files = typeof files;

/** A kind of content: a folder of entries or a single file. */
export type ContentKind = Folders[keyof Folders] | (typeof files)[keyof typeof files];

/**
 * The page a kind's entry is seen on ("/solutions/{slug}"), if it has one: a folder's page, or the one page a single
 * file shows on.
 */
export const addressOf = (kind: ContentKind): string | undefined => {
  const [only, ...more] = "folder" in kind || !("shownOn" in kind) ? [] : (kind.shownOn as readonly PageKind[]);
  return "page" in kind ? pathOf(kind.page) : only && !more.length ? pathOf(only) : undefined;
};

/** A kind's file in the content folder: "solutions/{slug}.yaml" (or the slug given), "home.yaml". */
export const contentFileOf = (kind: ContentKind, slug = "{slug}") =>
  "folder" in kind ? `${kind.folder}/${slug}${"markdown" in kind ? ".md" : ".yaml"}` : `${kind.file}.yaml`;
/** An entry of a folder as read: its fields, its slug, and its Markdown body if the folder holds Markdown. */
type EntryOf<K extends keyof Folders> = z.infer<Folders[K]["schema"]> & { slug: string } & (Folders[K] extends {
    markdown: true;
  }
    ? { body: string }
    : unknown);

/** The content files, parsed, entries in no particular order. */
export type ContentFiles = { [K in keyof Folders]: EntryOf<K>[] } & { [K in keyof Files]: z.infer<Files[K]["schema"]> };
