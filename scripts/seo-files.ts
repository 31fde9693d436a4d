import { writeFileSync } from "node:fs";
import path from "node:path";
import { allArticles } from "../app/content/articles.server.ts";
import { site } from "../app/content/site.ts";
import { pageEntries } from "../app/lib/route-table.server.ts";
import { absolute, siteUrl } from "../app/lib/seo.server.ts";

/** sitemap.xml, robots.txt, the Atom feed of news and insights, and the web manifest, from the route table. */
const xml = (value: string) =>
  value.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] ?? ch);

export function sitemap(): string {
  const buildDate = new Date().toISOString().slice(0, 10);
  const urls = pageEntries().map(
    (entry) => `  <url><loc>${xml(absolute(entry.path))}</loc><lastmod>${entry.lastmod ?? buildDate}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robots(): string {
  return `User-agent: *\nAllow: /\nDisallow: /functions/\n\nSitemap: ${siteUrl()}/sitemap.xml\n`;
}

export function feed(): string {
  const articles = allArticles();
  const entries = articles.map((a) => {
    const url = absolute(a.kind === "insight" ? `/resources/insights/${a.slug}` : `/company/news/${a.slug}`);
    return `  <entry>
    <title>${xml(a.title)}</title>
    <link href="${xml(url)}"/>
    <id>${xml(url)}</id>
    <published>${a.date}T09:00:00Z</published>
    <updated>${a.date}T09:00:00Z</updated>
    <author><name>${xml(a.author)}</name></author>
    <category term="${a.kind === "insight" ? "Insights" : "News"}"/>
    <summary>${xml(a.description)}</summary>
  </entry>`;
  });
  const updated = articles[0]?.date ?? new Date().toISOString().slice(0, 10);
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${xml(site.name)}: news and insights</title>
  <subtitle>${xml(site.tagline)}</subtitle>
  <link href="${xml(absolute("/feed.xml"))}" rel="self"/>
  <link href="${xml(absolute("/resources/insights"))}"/>
  <id>${xml(absolute("/feed.xml"))}</id>
  <updated>${updated}T09:00:00Z</updated>
${entries.join("\n")}
</feed>
`;
}

export function manifest(): string {
  return `${JSON.stringify(
    {
      name: site.name,
      short_name: site.name,
      description: site.tagline,
      start_url: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#0b1324",
      icons: [
        { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
        { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
      ],
    },
    null,
    2,
  )}\n`;
}

export function writeSeoFiles(root: string) {
  writeFileSync(path.join(root, "sitemap.xml"), sitemap());
  writeFileSync(path.join(root, "robots.txt"), robots());
  writeFileSync(path.join(root, "feed.xml"), feed());
  writeFileSync(path.join(root, "site.webmanifest"), manifest());
}
