import { routes } from "@lib/build/pages.ts";
import type { APIRoute } from "astro";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/**
 * Every page of the route table search engines may list (not the not-found page, a moved address, nor a campaign left
 * unlisted), with its last change where known.
 */
export const GET: APIRoute = ({ site }) => {
  const urls = routes
    .filter((page) => !page.noindex)
    .map((page) => {
      const loc = `<loc>${escapeXml(new URL(page.path, site).href)}</loc>`;
      return `<url>${loc}${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ""}</url>`;
    });
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
    { headers: { "content-type": "application/xml; charset=utf-8" } },
  );
};
