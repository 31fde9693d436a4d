import type { MetaDescriptor } from "react-router";

/** Brand name for titles; mirrors content/site.ts, which the browser bundle does not import. */
export type PageMetaInput = { title: string; description: string; brand: string; noindex?: boolean; home?: boolean };

/** The <title> and description of a page, declared once from its content. */
export function pageMeta({ title, description, brand, noindex, home }: PageMetaInput): MetaDescriptor[] {
  return [
    { title: home ? `${brand} | ${title}` : `${title} | ${brand}` },
    { name: "description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
