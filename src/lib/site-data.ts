import { z } from "zod";
import type { PageKind } from "../content/paths.ts";
import { uiStrings } from "../content/schema.ts";

/**
 * The build's account of the site (src/pages/site.json.ts, served as /site.json): every page, every moved address,
 * the solutions, the interface text. The server, the tests and the benchmarks read it from a build; they never read the content files.
 */
export const siteDataPath = "/site.json";

const pageEntry = z.object({
  path: z.string(),
  kind: z.string(),
  title: z.string(),
  description: z.string(),
  heading: z.string(),
  /** ISO date of the last content change, where the content knows it. */
  lastmod: z.string().optional(),
  /** The ids of the page's sections that a link may point at (`/#platform`). */
  sections: z.array(z.string()).optional(),
  /** A page search engines are asked not to list, and which the sitemap leaves out (a campaign not listed). */
  noindex: z.boolean().optional(),
});

export const siteData = z.object({
  pages: z.array(pageEntry),
  moved: z.record(z.string(), z.string()),
  solutions: z.array(z.object({ slug: z.string(), name: z.string() })),
  /** The interface text (src/content/ui.yaml): the server answers a refused demo request in its words. */
  ui: uiStrings,
  /** The days (YYYY-MM-DD) on which posts of this build's content are due: the server publishes again then. */
  scheduled: z.array(z.string()).default([]),
});

export type SiteData = z.infer<typeof siteData>;
/** A page of the site (src/lib/route-table.ts), of one of its kinds. */
export type PageEntry = Omit<z.infer<typeof pageEntry>, "kind"> & { kind: PageKind };

/** The first page of each kind, in the order of the table of pages: one page for each template of the site. */
export const firstOfEachKind = (data: SiteData) =>
  [...Map.groupBy(data.pages, (page) => page.kind).values()].flatMap(([first]) => first ?? []);
