import type { Content } from "../content/assemble.ts";
import type { PageKind } from "../content/kinds.ts";

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

/** A case study's own page. */
export const caseStudyPath = (slug: string) => `/resources/case-studies/${slug}`;

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
    fromCopy("/", "home", pages.home, {
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
    fromCopy("/about", "about", pages.about, { sections: [about.leadership.id] }),
    ...legal.map((doc) => fromCopy(`/${doc.slug}`, "legal", { ...doc, heading: doc.title }, { lastmod: doc.updated })),
    fromCopy("/demo", "demo", pages.demo),
    fromCopy("/solutions", "solutions", pages.solutions),
    ...solutions.map((s) => fromCopy(`/solutions/${s.slug}`, "solution", { ...s.seo, heading: s.name })),
    fromCopy("/industries", "industries", pages.industries),
    ...industries.map((i) => fromCopy(`/industries/${i.slug}`, "industry", i.page)),
    fromCopy("/platform", "platform", platformOverview.page, { sections: ["platform"] }),
    ...platformPages.map((p) =>
      fromCopy(`/platform/${p.slug}`, "platform-page", p.page, {
        sections: [p.id, ...(p.listsBuildingBlocks ? content.buildingBlocks.map((b) => b.slug) : [])],
      }),
    ),
    fromCopy("/resources", "resources", pages.resources),
    fromCopy("/resources/insights", "insights", pages.insights),
    ...articles
      .filter((a) => a.kind === "insight")
      .map((a) => fromCopy(`/resources/insights/${a.slug}`, "insight", { ...a, heading: a.title }, { lastmod: a.date })),
    fromCopy("/resources/product-latest", "product-latest", pages.productLatest, { sections: ["product-latest"] }),
    fromCopy("/resources/case-studies", "case-studies", pages.caseStudies),
    ...content.caseStudies.map((study) =>
      fromCopy(
        caseStudyPath(study.slug),
        "case-study",
        { ...study, title: fill(content.ui.caseStudies.pageTitle, { customer: study.customer }), heading: study.title },
        { lastmod: study.date },
      ),
    ),
    fromCopy("/company/leadership", "leadership", pages.leadership),
    fromCopy("/company/careers", "careers", pages.careers),
    fromCopy("/company/news", "news", pages.news),
    ...articles
      .filter((a) => a.kind === "news")
      .map((a) => fromCopy(`/company/news/${a.slug}`, "news-post", { ...a, heading: a.title }, { lastmod: a.date })),
    fromCopy("/company/partners", "partners", pages.partners),
    fromCopy("/security", "security", pages.security, {
      sections: [
        security.assurance.id,
        security.residency.id,
        security.subProcessors.id,
        security.disclosure.id,
        security.status.id,
      ],
    }),
    fromCopy("/developers", "developers", pages.developers, {
      sections: [developers.api.id, developers.events.id, developers.sandbox.id],
    }),
    ...content.campaigns.map((c) => fromCopy(campaignPath(c.slug), "campaign", c.page, c.listed ? {} : { noindex: true })),
  ];
}

/** A campaign's page: the lead its form sends names the campaign by this address's last part. */
export const campaignPath = (slug: string) => `/campaigns/${slug}`;

/**
 * Old addresses that moved for good, from the content: the list of moved addresses, and each industry's former
 * addresses. The server answers them with 301; the build also writes a redirect page for each, for a static host.
 */
export function movedAddresses(content: Content): Map<string, string> {
  return new Map([
    ...content.moved.map(({ from, to }) => [from, to] as const),
    ...content.industries.flatMap((industry) =>
      (industry.aliases ?? []).map((alias) => [`/industries/${alias}`, `/industries/${industry.slug}`] as const),
    ),
  ]);
}

/** The prerendered not-found page; the server sends it with status 404 for every unknown path. */
export const notFoundPath = "/404";
