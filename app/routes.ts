import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { redirects } from "./lib/redirects.ts";

/** URL patterns to route modules. The concrete pages are listed in lib/route-table.server.ts. */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy-policy", "routes/legal.tsx", { id: "privacy-policy" }),
  route("cookie-policy", "routes/legal.tsx", { id: "cookie-policy" }),
  route("demo", "routes/demo.tsx"),
  route("solutions", "routes/solutions.tsx"),
  route("solutions/:slug", "routes/solution.tsx"),
  route("industries", "routes/industries.tsx"),
  route("industries/:slug", "routes/industry.tsx"),
  route("platform", "routes/platform.tsx"),
  route("platform/:slug", "routes/platform-page.tsx"),
  route("resources", "routes/resources.tsx"),
  route("resources/insights", "routes/insights.tsx"),
  route("resources/insights/:slug", "routes/article.tsx", { id: "insight" }),
  route("resources/product-latest", "routes/product-latest.tsx"),
  route("resources/case-studies", "routes/case-studies.tsx"),
  route("company/leadership", "routes/leadership.tsx"),
  route("company/careers", "routes/careers.tsx"),
  route("company/news", "routes/news.tsx"),
  route("company/news/:slug", "routes/article.tsx", { id: "news-post" }),
  route("company/partners", "routes/partners.tsx"),
  ...[...redirects.keys()].map((from) => route(from.slice(1), "routes/redirect.tsx", { id: `redirect${from}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
