import { scheduledDates, solutions, ui } from "@content/index.ts";
import { moved, routes } from "@lib/build/pages.ts";
import type { APIRoute } from "astro";
import type { SiteData } from "@/lib/site-data.ts";

/**
 * What the server needs of the content at run time, written by the build into the site it serves: the pages, the
 * moved addresses, the solutions a demo request may name, the interface text its answers use. The server reads this file of the build it serves, never the
 * content files, so it always agrees with the published pages.
 */
export const GET: APIRoute = () =>
  Response.json({
    pages: routes,
    moved: Object.fromEntries(moved),
    solutions: solutions.map(({ slug, name }) => ({ slug, name })),
    ui,
    scheduled: scheduledDates,
  } satisfies SiteData);
