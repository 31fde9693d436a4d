import type { MetaDescriptor } from "react-router";

/**
 * Everything a page tells search engines and link previews, computed at build time by `seo.server.ts` and
 * carried in the page's loader data, so the browser needs no site configuration to render it.
 */
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

export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    ...(seo.keywords.length ? [{ name: "keywords", content: seo.keywords.join(", ") }] : []),
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(seo.canonical ? [{ tagName: "link", rel: "canonical", href: seo.canonical }] : []),
    { property: "og:site_name", content: seo.siteName },
    { property: "og:locale", content: "en_GB" },
    { property: "og:type", content: seo.type },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    ...(seo.canonical ? [{ property: "og:url", content: seo.canonical }] : []),
    { property: "og:image", content: seo.image.url },
    { property: "og:image:width", content: String(seo.image.width) },
    { property: "og:image:height", content: String(seo.image.height) },
    { property: "og:image:alt", content: seo.image.alt },
    ...(seo.publishedTime ? [{ property: "article:published_time", content: seo.publishedTime }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image.url },
    { name: "twitter:image:alt", content: seo.image.alt },
    ...seo.jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
