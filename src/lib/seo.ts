import type { Article, BreadcrumbList, NewsArticle, Organization, Service, WebSite, WithContext } from "schema-dts";
import type { Content } from "../content/assemble.ts";
import { pathOf } from "../content/paths.ts";
import { site } from "../content/site.ts";
import { notFoundPath, type PageEntry } from "./route-table.ts";

/** What the metadata is made from: the route table and the content it names. */
export type SeoSource = Pick<Content, "findArticle" | "solutions" | "ui"> & { pages: ReadonlyMap<string, PageEntry> };
/** Everything a page tells search engines and link previews, computed at build time. */
export type Seo = {
  title: string;
  description: string;
  keywords: string[];
  /** Absolute canonical URL; absent for pages that must not be indexed. */
  canonical?: string;
  siteName: string;
  type: "website" | "article";
  image: { url: string; width: number; height: number; alt: string };
  noindex?: boolean;
  publishedTime?: string;
  jsonLd: object[];
};

/** The canonical origin: SITE_URL at build time, else the site config's. */
export const siteUrl = () => (process.env.SITE_URL ?? site.url).replace(/\/+$/, "");
export const absolute = (path: string) => `${siteUrl()}${path === "/" ? "/" : path}`;

export const shareImageSize = { width: 1200, height: 630 } as const;
/** Where the build writes a page's share image (src/pages/og/[name].jpg.ts). */
export const shareImagePath = (path: string) =>
  path === "/" ? "/og/home.jpg" : `/og${path.replace(/\//g, "-").replace(/^-/, "/")}.jpg`;

const organization = (): WithContext<Organization> => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  "@id": `${siteUrl()}/#organization`,
  name: site.name,
  legalName: site.legalName,
  url: absolute("/"),
  logo: absolute("/favicon.svg"),
  email: site.contactEmail,
  slogan: site.tagline,
  address: { "@type": "PostalAddress", ...site.postalAddress },
});

const publisher = {
  "@type": "Organization" as const,
  "@id": `${siteUrl()}/#organization`,
  name: site.name,
  logo: { "@type": "ImageObject" as const, url: absolute("/favicon.svg") },
};

function breadcrumbs(path: string, entry: PageEntry, { pages, ui }: SeoSource): WithContext<BreadcrumbList> {
  const segments = path.split("/").filter(Boolean);
  const trail = [{ name: ui.seo.home, path: "/" }];
  segments.forEach((_, i) => {
    const ancestor = `/${segments.slice(0, i + 1).join("/")}`;
    const page = ancestor === path ? entry : pages.get(ancestor);
    if (page) trail.push({ name: page.title, path: ancestor });
  });
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absolute(item.path),
    })),
  };
}

function keywordsFor(entry: PageEntry): string[] {
  const base = [site.name, "composable banking", "programmable banking"];
  const specific: Record<string, string[]> = {
    solution: ["banking product suite", "embedded finance"],
    industry: ["banking platform", "core banking overlay"],
    platform: ["orchestration fabric", "capability blocks", "banking APIs"],
    "platform-page": ["orchestration fabric", "banking APIs"],
    insight: ["bank modernisation"],
    "news-post": [`${site.name} news`],
  };
  return [...new Set([entry.heading.length <= 40 ? entry.heading : entry.title, ...(specific[entry.kind] ?? []), ...base])];
}

/** The metadata of the page at a path, from the route table (titles and descriptions declared once). */
export function seoFor(path: string, source: SeoSource): Seo {
  const { pages, findArticle, solutions, ui } = source;
  const entry = pages.get(path);
  const image = { url: absolute(site.defaultShareImage), ...shareImageSize, alt: `${site.name}: ${site.tagline}` };
  if (!entry) {
    const notFound = path === notFoundPath;
    return {
      title: `${notFound ? ui.seo.notFound : ui.seo.moved} | ${site.name}`,
      description: ui.seo.noPage,
      keywords: [],
      siteName: site.name,
      type: "website",
      image,
      noindex: true,
      jsonLd: [],
    };
  }
  const title = entry.kind === "home" ? `${site.name} | ${entry.title}` : `${entry.title} | ${site.name}`;
  const jsonLd: object[] =
    entry.kind === "home"
      ? [
          organization(),
          {
            "@context": "https://schema.org",
            "@type": "WebSite",
            name: site.name,
            url: absolute("/"),
            description: entry.description,
            publisher: { "@id": `${siteUrl()}/#organization` },
          } satisfies WithContext<WebSite>,
        ]
      : [breadcrumbs(path, entry, source)];
  const pageImage = { url: absolute(shareImagePath(path)), ...shareImageSize, alt: `${entry.title}: ${site.name}` };
  const isArticle = entry.kind === "insight" || entry.kind === "news-post";
  const article = isArticle ? findArticle(entry.kind === "insight" ? "insight" : "news", path.split("/").pop()) : undefined;
  if (article)
    jsonLd.push({
      "@context": "https://schema.org",
      "@type": entry.kind === "insight" ? "Article" : "NewsArticle",
      headline: article.title,
      description: article.description,
      datePublished: article.date,
      dateModified: article.date,
      image: [pageImage.url],
      author: article.author.endsWith("Newsroom")
        ? { "@type": "Organization" as const, name: article.author, url: absolute(pathOf("news")) }
        : { "@type": "Person" as const, name: article.author, jobTitle: article.authorRole },
      publisher,
      mainEntityOfPage: absolute(path),
    } satisfies WithContext<Article | NewsArticle>);
  const solution = entry.kind === "solution" ? solutions.find((s) => pathOf("solution", s.slug) === path) : undefined;
  if (solution)
    jsonLd.push({
      "@context": "https://schema.org",
      "@type": "Service",
      name: solution.name,
      description: solution.description,
      serviceType: "Banking software platform",
      provider: { "@id": `${siteUrl()}/#organization` },
      url: absolute(path),
      audience: {
        "@type": "BusinessAudience",
        audienceType: solution.targetBuyers.join(", ") || "Banks and financial institutions",
      },
    } satisfies WithContext<Service>);
  return {
    title,
    description: entry.description,
    keywords: keywordsFor(entry),
    canonical: absolute(path),
    noindex: entry.noindex,
    siteName: site.name,
    type: isArticle ? "article" : "website",
    image: pageImage,
    publishedTime: article?.date,
    jsonLd,
  };
}
