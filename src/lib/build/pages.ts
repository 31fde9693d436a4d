import { content, contentProblems } from "@content/index.ts";
import { assertNoProblems } from "@content/parse.ts";
import { pageProblems } from "../page-problems.ts";
import { movedAddresses, routeTable } from "../route-table.ts";
import { seoFor } from "../seo.ts";

/** Every page of the site, and the old addresses that lead to pages (../route-table.ts), from the content as built. */
export const routes = routeTable(content);
export const moved = movedAddresses(content);

/**
 * What breaks in the content, between entries and in its links and addresses. A build stops on it, listing every
 * problem; the dev server of `npm run edit` shows the pages with these problems listed on top, so that whoever is
 * editing sees them where they look.
 */
export const problems = [...contentProblems, ...pageProblems(content)];
if (!import.meta.env.DEV) assertNoProblems(problems);

const pageAt = new Map(routes.map((page) => [page.path, page]));
/** The metadata of the page at a path (../seo.ts). */
export const seoOf = (path: string) =>
  seoFor(path, { pages: pageAt, findArticle: content.findArticle, solutions: content.solutions, ui: content.ui });

/** A route's pages, one per entry of a list, each at the entry's slug with the entry as its `entry` prop. */
export const pagePerEntry = <T extends { slug: string }>(entries: readonly T[]) =>
  entries.map((entry) => ({ params: { slug: entry.slug }, props: { entry } }));
