import type { z } from "zod";
import * as schema from "./schema.ts";

/**
 * Every kind of content file, once: the folders of entries (one file each, named by its slug) and the single files
 * of a page's sections or a set of labels, each with its schema and its name in the editor. Astro's collections
 * (src/content.config.ts) read the files; ./index.ts parses them with these schemas; the content editor
 * edits the same folders and files under the same names. `address`: the page an entry is seen on, if it has one.
 */
export const folders = {
  solutions: { label: "Solutions", folder: "solutions", schema: schema.solution, address: "/solutions/{slug}" },
  industries: { label: "Industries", folder: "industries", schema: schema.industry, address: "/industries/{slug}" },
  platform: { label: "Platform pages", folder: "platform", schema: schema.platformSubPage, address: "/platform/{slug}" },
  buildingBlocks: { label: "Building blocks", folder: "building-blocks", schema: schema.buildingBlock },
  caseStudies: { label: "Case studies", folder: "case-studies", schema: schema.caseStudy },
  leaders: { label: "Leaders", folder: "leaders", schema: schema.leader },
  values: { label: "Values", folder: "values", schema: schema.value },
  openings: { label: "Open roles", folder: "openings", schema: schema.opening },
  partners: { label: "Partners", folder: "partners", schema: schema.partner },
  releases: { label: "Product releases", folder: "releases", schema: schema.release },
  insights: {
    label: "Insights",
    folder: "insights",
    schema: schema.articleFrontMatter,
    markdown: true,
    address: "/resources/insights/{slug}",
  },
  news: { label: "News", folder: "news", schema: schema.articleFrontMatter, markdown: true, address: "/company/news/{slug}" },
  legal: { label: "Legal pages", folder: "legal", schema: schema.legalFrontMatter, markdown: true, address: "/{slug}" },
  campaigns: { label: "Campaign pages", folder: "campaigns", schema: schema.campaign, address: "/campaigns/{slug}" },
} as const;

export const files = {
  pageCopy: { label: "Page titles and introductions", file: "page-copy", schema: schema.pageCopies },
  company: { label: "About page: vision and mission", file: "company", schema: schema.companyCopy, address: "/about" },
  about: { label: "About page", file: "about", schema: schema.aboutCopy, address: "/about" },
  demo: { label: "Book a demo page and dialog", file: "demo", schema: schema.demoCopy, address: "/demo" },
  cta: { label: "Book a demo bands", file: "cta", schema: schema.ctaCopy },
  platformOverview: {
    label: "Platform overview",
    file: "platform-overview",
    schema: schema.platformOverviewCopy,
    address: "/platform",
  },
  navigation: { label: "Menus and footer", file: "navigation", schema: schema.navigationCopy },
  visuals: { label: "Product pictures", file: "visuals", schema: schema.visualsCopy },
  home: { label: "Home page", file: "home", schema: schema.homeCopy, address: "/" },
  proof: { label: "Home page: customers, results and security", file: "proof", schema: schema.homeProof, address: "/" },
  security: { label: "Security page and security.txt", file: "security", schema: schema.securityCopy, address: "/security" },
  developers: { label: "Developers page", file: "developers", schema: schema.developersCopy, address: "/developers" },
  moved: { label: "Moved addresses", file: "moved", schema: schema.movedCopy },
  ui: { label: "Interface text: buttons, labels, messages", file: "ui", schema: schema.uiStrings },
} as const;

type Folders = typeof folders;
/** A kind of content: a folder of entries or a single file. */
export type ContentKind = Folders[keyof Folders] | (typeof files)[keyof typeof files];

/** The page a kind's entry is seen on ("/solutions/{slug}"), if it has one. */
export const addressOf = (kind: ContentKind): string | undefined => ("address" in kind ? kind.address : undefined);

/** A kind's file in the content folder: "solutions/{slug}.yaml" (or the slug given), "home.yaml". */
export const contentFileOf = (kind: ContentKind, slug = "{slug}") =>
  "folder" in kind ? `${kind.folder}/${slug}${"markdown" in kind ? ".md" : ".yaml"}` : `${kind.file}.yaml`;

type Files = typeof files;
/** An entry of a folder as read: its fields, its slug, and its Markdown body if the folder holds Markdown. */
type EntryOf<K extends keyof Folders> = z.infer<Folders[K]["schema"]> & { slug: string } & (Folders[K] extends {
    markdown: true;
  }
    ? { body: string }
    : unknown);

/** The content files, parsed, entries in no particular order. */
export type ContentFiles = { [K in keyof Folders]: EntryOf<K>[] } & { [K in keyof Files]: z.infer<Files[K]["schema"]> };
