import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { type PageKind, pageEntries } from "./lib/route-table.server.ts";

/**
 * Every page of the route table gets its own route, so an unknown slug matches nothing but the not-found
 * route, in the browser as on the server: the not-found page the server sends for any unknown path hydrates
 * there. Moved addresses reach the not-found route too, whose loader redirects them; the browser builds its
 * router from every route when a page hydrates, in one piece of work, so no route is there without a page.
 * Pages of one kind share a route module.
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
  ...pageEntries().map(({ path, kind }) =>
    path === "/" ? index(modules[kind]) : route(path.slice(1), modules[kind], { id: `page${path}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
