import { readContent } from "../content/files.ts";

/**
 * Every page of the site, derived from the content files. The pages' metadata, share images, sitemap dates, the
 * benchmarks and the tests read this table; the pages under src/pages take their paths from the same content.
 */
export type PageKind =
  | "home"
  | "about"
  | "legal"
  | "demo"
  | "solutions"
  | "solution"
  | "industries"
  | "industry"
  | "platform"
  | "platform-page"
  | "resources"
  | "insights"
  | "insight"
  | "product-latest"
  | "case-studies"
  | "leadership"
  | "careers"
  | "news"
  | "news-post"
  | "partners";

export type PageEntry = {
  path: string;
  kind: PageKind;
  title: string;
  description: string;
  heading: string;
  /** ISO date of the last content change, where the content knows it. */
  lastmod?: string;
};

const fromCopy = (path: string, kind: PageKind, copy: { title: string; description: string; heading: string }) => ({
  path,
  kind,
  title: copy.title,
  description: copy.description,
  heading: copy.heading,
});

export function pageEntries(): PageEntry[] {
  const { allArticles, legalDocument, pages, solutions, industries, platformOverview, platformPages } = readContent();
  const articles = allArticles();
  return [
    fromCopy("/", "home", pages.home),
    fromCopy("/about", "about", pages.about),
    ...(["privacy-policy", "cookie-policy"] as const).map((slug) => {
      const doc = legalDocument(slug);
      return { ...fromCopy(`/${slug}`, "legal", { ...doc, heading: doc.title }), lastmod: doc.updated };
    }),
    fromCopy("/demo", "demo", pages.demo),
    fromCopy("/solutions", "solutions", pages.solutions),
    ...solutions.map((s) => fromCopy(`/solutions/${s.slug}`, "solution", { ...s.seo, heading: s.name })),
    fromCopy("/industries", "industries", pages.industries),
    ...industries.map((i) => fromCopy(`/industries/${i.slug}`, "industry", i.page)),
    fromCopy("/platform", "platform", platformOverview.page),
    ...platformPages.map((p) => fromCopy(`/platform/${p.slug}`, "platform-page", p.page)),
    fromCopy("/resources", "resources", pages.resources),
    fromCopy("/resources/insights", "insights", pages.insights),
    ...articles
      .filter((a) => a.kind === "insight")
      .map((a) => ({ ...fromCopy(`/resources/insights/${a.slug}`, "insight", { ...a, heading: a.title }), lastmod: a.date })),
    fromCopy("/resources/product-latest", "product-latest", pages.productLatest),
    fromCopy("/resources/case-studies", "case-studies", pages.caseStudies),
    fromCopy("/company/leadership", "leadership", pages.leadership),
    fromCopy("/company/careers", "careers", pages.careers),
    fromCopy("/company/news", "news", pages.news),
    ...articles
      .filter((a) => a.kind === "news")
      .map((a) => ({ ...fromCopy(`/company/news/${a.slug}`, "news-post", { ...a, heading: a.title }), lastmod: a.date })),
    fromCopy("/company/partners", "partners", pages.partners),
  ];
}

/** The path of the first page of a kind, for tests and benchmarks that need one page of each route type. */
export function firstPathOf(kind: PageKind): string {
  const entry = pageEntries().find((e) => e.kind === kind);
  if (!entry) throw new Error(`The route table has no ${kind} page.`);
  return entry.path;
}

/** The prerendered not-found page; the server sends it with status 404 for every unknown path. */
export const notFoundPath = "/404";
