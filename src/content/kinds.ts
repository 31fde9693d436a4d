import type { z } from "zod";
import { type PageKind, pathOf } from "./paths.ts";
import * as schema from "./schema.ts";

/**
 * Every kind of content file, once: the folders of entries (one file each, named by its slug) and the single files
 * of a page's sections or a set of labels, each with its schema and its name in the editor, its folder or file named
 * after it. Astro's collections (src/content.config.ts) read the files; ./index.ts parses them with these schemas; the
 * content editor edits the same folders and files under the same names. Where each shows: `page`, the kind of page
 * each entry of the folder has (./paths.ts); else `shownOn`, the kinds of page that show it ([]: none; absent: every
 * page).
 */
export type Shown = { page?: PageKind; shownOn?: readonly PageKind[]; [other: string]: unknown };

/** Each kind with the name of its folder or file, its own name in kebab case: caseStudies → "case-studies". */
const named = <const T extends Record<string, Shown>, As extends "folder" | "file">(kinds: T, as: As) =>
  Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => [name, { ...kind, [as]: name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) }]),
  ) as { [K in keyof T]: T[K] & Record<As, string> };

export const folders = named(
  {
    solutions: { label: "Solutions", schema: schema.solution, page: "solution" },
    industries: { label: "Industries", schema: schema.industry, page: "industry" },
    platform: { label: "Platform pages", schema: schema.platformSubPage, page: "platform-page" },
    buildingBlocks: { label: "Building blocks", schema: schema.buildingBlock, shownOn: ["platform-page", "solution"] },
    caseStudies: { label: "Case studies", schema: schema.caseStudy, page: "case-study" },
    leaders: { label: "Leaders", schema: schema.leader, shownOn: ["about", "leadership"] },
    values: { label: "Values", schema: schema.value, shownOn: ["about", "careers"] },
    openings: { label: "Open roles", schema: schema.opening, shownOn: ["careers"] },
    partners: { label: "Partners", schema: schema.partner, shownOn: ["partners"] },
    releases: { label: "Product releases", schema: schema.release, shownOn: ["product-latest"] },
    insights: { label: "Insights", schema: schema.articleFrontMatter, markdown: true, page: "insight" },
    news: { label: "News", schema: schema.articleFrontMatter, markdown: true, page: "news-post" },
    legal: { label: "Legal pages", schema: schema.legalFrontMatter, markdown: true, page: "legal" },
    campaigns: { label: "Campaign pages", schema: schema.campaign, page: "campaign" },
  },
  "folder",
);

export const files = named(
  {
    pageCopy: { label: "Page titles and introductions", schema: schema.pageCopies },
    company: { label: "About page: vision and mission", schema: schema.companyCopy, shownOn: ["about"] },
    about: { label: "About page", schema: schema.aboutCopy, shownOn: ["about"] },
    demo: { label: "Book a demo page and dialog", schema: schema.demoCopy, shownOn: ["demo"] },
    cta: { label: "Book a demo bands", schema: schema.ctaCopy },
    platformOverview: { label: "Platform overview", schema: schema.platformOverviewCopy, shownOn: ["platform"] },
    navigation: { label: "Menus and footer", schema: schema.navigationCopy },
    visuals: {
      label: "Product pictures",
      schema: schema.visualsCopy,
      shownOn: ["home", "solution", "platform-page", "developers", "security"],
    },
    home: { label: "Home page", schema: schema.homeCopy, shownOn: ["home"] },
    proof: { label: "Home page: customers, results and security", schema: schema.homeProof, shownOn: ["home"] },
    security: { label: "Security page and security.txt", schema: schema.securityCopy, shownOn: ["security"] },
    developers: { label: "Developers page", schema: schema.developersCopy, shownOn: ["developers"] },
    moved: { label: "Moved addresses", schema: schema.movedCopy, shownOn: [] },
    ui: { label: "Interface text: buttons, labels, messages", schema: schema.uiStrings },
  },
  "file",
);

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
