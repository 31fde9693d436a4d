import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { collectionRoutes, type PageKind, pageEntries, routeIdOf } from "./lib/route-table.server.ts";

/**
 * A route per page of the route table, except that the pages of a collection (solutions, industries, platform
 * pages, insights, news) share one, with the slug as its parameter (see collectionRoutes). An unknown path
 * matches the not-found route; an unknown slug in a collection gets a 404 from its route's loader. Pages of one
 * kind share a route module.
 */
const modules: Record<PageKind, string> = {
  home: "routes/home.tsx",
  about: "routes/about.tsx",
  legal: "routes/legal.tsx",
  demo: "routes/demo.tsx",
  solutions: "routes/solutions.tsx",
  solution: "routes/solution.tsx",
  industries: "routes/industries.tsx",
  industry: "routes/industry.tsx",
  platform: "routes/platform.tsx",
  "platform-page": "routes/platform-page.tsx",
  resources: "routes/resources.tsx",
  insights: "routes/article-index.tsx",
  insight: "routes/article.tsx",
  "product-latest": "routes/product-latest.tsx",
  "case-studies": "routes/case-studies.tsx",
  leadership: "routes/leadership.tsx",
  careers: "routes/careers.tsx",
  news: "routes/article-index.tsx",
  "news-post": "routes/article.tsx",
  partners: "routes/partners.tsx",
};

export default [
  ...pageEntries()
    .filter(({ kind }) => !(kind in collectionRoutes))
    .map((entry) =>
      entry.path === "/" ? index(modules.home) : route(entry.path.slice(1), modules[entry.kind], { id: routeIdOf(entry) }),
    ),
  ...Object.entries(collectionRoutes).map(([kind, pattern]) =>
    route(pattern, modules[kind as PageKind], { id: routeIdOf({ kind: kind as PageKind, path: pattern }) }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
