import rss from "@astrojs/rss";
import { fill } from "@content/fill.ts";
import { allArticles, ui } from "@content/index.ts";
import { site as brand } from "@content/site.ts";
import type { APIRoute } from "astro";

/** The feed of news and insights, newest first. */
export const GET: APIRoute = ({ site }) =>
  rss({
    title: fill(ui.feed.title, { brand: brand.name }),
    description: fill(ui.feed.description, { tagline: brand.tagline }),
    site: site ?? brand.url,
    trailingSlash: false,
    items: allArticles().map((article) => ({
      title: article.title,
      description: article.description,
      link: article.kind === "insight" ? `/resources/insights/${article.slug}` : `/company/news/${article.slug}`,
      pubDate: new Date(`${article.date}T09:00:00Z`),
      author: article.author,
      categories: [article.kind === "insight" ? ui.feed.insights : ui.feed.news],
    })),
  });
