import { content } from "@content/index.ts";
import { movedAddresses, routeTable } from "../route-table.ts";
import { seoFor } from "../seo.ts";

/** Every page of the site, and the old addresses that lead to pages (../route-table.ts), from the content as built. */
export const routes = routeTable(content);
export const moved = movedAddresses(content);

const pageAt = new Map(routes.map((page) => [page.path, page]));
/** The metadata of the page at a path (../seo.ts). */
export const seoOf = (path: string) =>
  seoFor(path, { pages: pageAt, findArticle: content.findArticle, solutions: content.solutions, ui: content.ui });
