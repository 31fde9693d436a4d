import type { Content } from "../content/assemble.ts";
import { type PageKind, pathOf } from "../content/paths.ts";

export type { PageKind };

import { fill } from "../content/fill.ts";

/**
 * Every page of the site and every moved address, derived from the content. The pages' metadata, share images,
 * sitemap and feed read this table at build time; the build writes it into the site (src/pages/site.json.ts), where
 * the server, the tests and the benchmarks read it.
 */

export type PageEntry = {
  path: string;
  kind: PageKind;
  title: string;
  description: string;
  heading: string;
  /** ISO date of the last content change, where the content knows it. */
  lastmod?: string;
  /** The ids of the page's sections that a link may point at (`/#platform`). */
  sections?: string[];
  /** A page search engines are asked not to list, and which the sitemap leaves out (a campaign not listed). */
  noindex?: boolean;
};

const fromCopy = (
  path: string,
  kind: PageKind,
  copy: { title: string; description: string; heading: string },
  extra: Partial<PageEntry> = {},
): PageEntry => ({ path, kind, title: copy.title, description: copy.description, heading: copy.heading, ...extra });

/** The site's pages, in the order of its menus. */
export function routeTable(content: Content): PageEntry[] {
  const {
    allArticles,
    legal,
    pages,
    solutions,
    industries,
    platformOverview,
    platformPages,
    home,
    about,
    homeProof,
    security,
    developers,
  } = content;
  const articles = allArticles();
  return [
    fromCopy(pathOf("home"), "home", pages.home, {
      sections: [
        home.platformOverview.id,
        home.challenge.id,
        home.architecture.id,
        home.benefits.id,
        home.suites.id,
        homeProof.results.id,
        homeProof.security.id,
      ],
    }),
    fromCopy(pathOf("about"), "about", pages.about, { sections: [about.leadership.id] }),
    ...legal.map((doc) => fromCopy(pathOf("legal", doc.slug), "legal", { ...doc, heading: doc.title }, { lastmod: doc.updated })),
    fromCopy(pathOf("demo"), "demo", pages.demo),
    fromCopy(pathOf("solutions"), "solutions", pages.solutions),
    ...solutions.map((s) => fromCopy(pathOf("solution", s.slug), "solution", { ...s.seo, heading: s.name })),
    fromCopy(pathOf("industries"), "industries", pages.industries),
    ...industries.map((i) => fromCopy(pathOf("industry", i.slug), "industry", i.page)),
    fromCopy(pathOf("platform"), "platform", platformOverview.page, { sections: ["platform"] }),
    ...platformPages.map((p) =>
      fromCopy(pathOf("platform-page", p.slug), "platform-page", p.page, {
        sections: [p.id, ...(p.listsBuildingBlocks ? content.buildingBlocks.map((b) => b.slug) : [])],
      }),
    ),
    fromCopy(pathOf("resources"), "resources", pages.resources),
    fromCopy(pathOf("insights"), "insights", pages.insights),
    ...articles
      .filter((a) => a.kind === "insight")
      .map((a) => fromCopy(pathOf("insight", a.slug), "insight", { ...a, heading: a.title }, { lastmod: a.date })),
    fromCopy(pathOf("product-latest"), "product-latest", pages.productLatest, { sections: ["product-latest"] }),
    fromCopy(pathOf("case-studies"), "case-studies", pages.caseStudies),
    ...content.caseStudies.map((study) =>
      fromCopy(
        pathOf("case-study", study.slug),
        "case-study",
        { ...study, title: fill(content.ui.caseStudies.pageTitle, { customer: study.customer }), heading: study.title },
        { lastmod: study.date },
      ),
    ),
    fromCopy(pathOf("leadership"), "leadership", pages.leadership),
    fromCopy(pathOf("careers"), "careers", pages.careers),
    fromCopy(pathOf("news"), "news", pages.news),
    ...articles
      .filter((a) => a.kind === "news")
      .map((a) => fromCopy(pathOf("news-post", a.slug), "news-post", { ...a, heading: a.title }, { lastmod: a.date })),
    fromCopy(pathOf("partners"), "partners", pages.partners),
    fromCopy(pathOf("security"), "security", pages.security, {
      sections: [
        security.assurance.id,
        security.residency.id,
        security.subProcessors.id,
        security.disclosure.id,
        security.status.id,
      ],
    }),
    fromCopy(pathOf("developers"), "developers", pages.developers, {
      sections: [developers.api.id, developers.events.id, developers.sandbox.id],
    }),
    ...content.campaigns.map((c) => fromCopy(pathOf("campaign", c.slug), "campaign", c.page, c.listed ? {} : { noindex: true })),
  ];
}

/**
 * Old addresses that moved for good, from the content: the list of moved addresses, and each industry's former
 * addresses. The server answers them with 301; the build also writes a redirect page for each, for a static host.
 */
export function movedAddresses(content: Content): Map<string, string> {
  return new Map([
    ...content.moved.map(({ from, to }) => [from, to] as const),
    ...content.industries.flatMap((industry) =>
      (industry.aliases ?? []).map((alias) => [pathOf("industry", alias), pathOf("industry", industry.slug)] as const),
    ),
  ]);
}

/** The prerendered not-found page; the server sends it with status 404 for every unknown path. */
export const notFoundPath = "/404";
