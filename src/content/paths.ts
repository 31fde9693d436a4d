/**
 * The address of every kind of page the site has, once: the route table (src/lib/route-table.ts) lists each page by
 * it, and every link, menu, feed, sitemap entry and editor arrow to a page is made with `pathOf`. `{slug}` is the
 * entry's. Kept apart from the schemas so that a component in the browser can link without loading them.
 */
const pagePaths = {
  home: "/",
  about: "/about",
  legal: "/{slug}",
  demo: "/demo",
  solutions: "/solutions",
  solution: "/solutions/{slug}",
  industries: "/industries",
  industry: "/industries/{slug}",
  platform: "/platform",
  "platform-page": "/platform/{slug}",
  resources: "/resources",
  insights: "/resources/insights",
  insight: "/resources/insights/{slug}",
  "product-latest": "/resources/product-latest",
  "case-studies": "/resources/case-studies",
  "case-study": "/resources/case-studies/{slug}",
  leadership: "/company/leadership",
  careers: "/company/careers",
  news: "/company/news",
  "news-post": "/company/news/{slug}",
  partners: "/company/partners",
  security: "/security",
  developers: "/developers",
  campaign: "/campaigns/{slug}",
} as const;

/** The kinds of page the site has, one route table entry each. */
export type PageKind = keyof typeof pagePaths;

/** A page's address: pathOf("solution", "family-banking") is "/solutions/family-banking"; without a slug, the template. */
export const pathOf = (kind: PageKind, slug = "{slug}") => pagePaths[kind].replace("{slug}", slug);
