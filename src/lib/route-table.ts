import type { Content } from "../content/assemble.ts";
import { fill } from "../content/fill.ts";
import { type PageKind, pathOf } from "../content/paths.ts";
import type { PageEntry } from "./site-data.ts";

export type { PageEntry, PageKind };

/**
 * Every page of the site and every moved address, derived from the content. The pages' metadata, share images,
 * sitemap and feed read this table at build time; the build writes it into the site (src/pages/site.json.ts), where
 * the server, the tests and the benchmarks read it.
 */

/** A page of a kind, at the address of its copy's slug if it has one (an entry's). */
const fromCopy = (
  kind: PageKind,
  copy: { title: string; description: string; heading: string; slug?: string },
  extra: Partial<PageEntry> = {},
): PageEntry => {
  const { title, description, heading } = copy;
  return { path: pathOf(kind, copy.slug), kind, title, description, heading, ...extra };
};

/** The anchors of a page's sections, in order: each part of its copy that has an `id` (a `section`, src/content/schema.ts). */
const anchors = (...copies: object[]) =>
  copies.flatMap((copy) => Object.values(copy)).flatMap((part) => (typeof part?.id === "string" ? [part.id] : []));

/** The site's pages, in the order of its menus. */
export function routeTable(content: Content): PageEntry[] {
  const { pages } = content;
  return [
    fromCopy("home", pages.home, { sections: anchors(content.home, content.homeProof) }),
    fromCopy("about", pages.about, { sections: anchors(content.about) }),
    ...content.legal.map((doc) => fromCopy("legal", { ...doc, heading: doc.title }, { lastmod: doc.updated })),
    fromCopy("demo", pages.demo),
    fromCopy("solutions", pages.solutions),
    ...content.solutions.map((s) => fromCopy("solution", { ...s.seo, heading: s.name, slug: s.slug })),
    fromCopy("industries", pages.industries),
    ...content.industries.map((i) => fromCopy("industry", { ...i.page, slug: i.slug })),
    fromCopy("platform", content.platformOverview.page, { sections: ["platform"] }),
    ...content.platformPages.map((p) => {
      const sections = [p.id, ...(p.listsBuildingBlocks ? content.buildingBlocks.map((b) => b.slug) : [])];
      return fromCopy("platform-page", { ...p.page, slug: p.slug }, { sections });
    }),
    fromCopy("resources", pages.resources),
    fromCopy("insights", pages.insights),
    ...content.articlesOfKind("insight").map((a) => fromCopy("insight", { ...a, heading: a.title }, { lastmod: a.date })),
    fromCopy("product-latest", pages.productLatest, { sections: ["product-latest"] }),
    fromCopy("case-studies", pages.caseStudies),
    ...content.caseStudies.map((study) =>
      fromCopy(
        "case-study",
        { ...study, title: fill(content.ui.caseStudies.pageTitle, { customer: study.customer }), heading: study.title },
        { lastmod: study.date },
      ),
    ),
    fromCopy("leadership", pages.leadership),
    fromCopy("careers", pages.careers),
    fromCopy("news", pages.news),
    ...content.articlesOfKind("news").map((a) => fromCopy("news-post", { ...a, heading: a.title }, { lastmod: a.date })),
    fromCopy("partners", pages.partners),
    fromCopy("security", pages.security, { sections: anchors(content.security) }),
    fromCopy("developers", pages.developers, { sections: anchors(content.developers) }),
    ...content.campaigns.map((c) => fromCopy("campaign", { ...c.page, slug: c.slug }, c.listed ? {} : { noindex: true })),
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
