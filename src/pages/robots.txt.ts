import type { APIRoute } from "astro";

/** Crawlers may read every page; the functions endpoint, the staff's tools (inbox, editor, publishing) and the API are not for them. */
export const GET: APIRoute = ({ site }) =>
  new Response(
    `User-agent: *\nAllow: /\nDisallow: /functions/\nDisallow: /inbox\nDisallow: /keystatic\nDisallow: /publish\nDisallow: /preview\nDisallow: /api/\n\nSitemap: ${new URL("/sitemap.xml", site)}\n`,
    { headers: { "content-type": "text/plain; charset=utf-8" } },
  );
