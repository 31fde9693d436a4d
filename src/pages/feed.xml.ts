import rss from "@astrojs/rss";
import { fill } from "@content/fill.ts";
import { allArticles, caseStudies, ui } from "@content/index.ts";
import { pathOf } from "@content/paths.ts";
import { site as brand } from "@content/site.ts";
import type { APIRoute } from "astro";

/** The feed of news, insights and case studies, newest first. */
export const GET: APIRoute = ({ site }) =>
  rss({
    title: fill(ui.feed.title, { brand: brand.name }),
    description: fill(ui.feed.description, { tagline: brand.tagline }),
    site: site ?? brand.url,
    trailingSlash: false,
    items: [
      ...allArticles().map((article) => ({
        title: article.title,
        description: article.description,
        link: article.kind === "insight" ? pathOf("insight", article.slug) : pathOf("news-post", article.slug),
        date: article.date,
        author: article.author,
        categories: [article.kind === "insight" ? ui.feed.insights : ui.feed.news],
      })),
      ...caseStudies.map((study) => ({
        title: study.title,
        description: study.description,
        link: pathOf("case-study", study.slug),
        date: study.date,
        categories: [ui.feed.caseStudy],
      })),
    ]
      .sort((a, b) => b.date.localeCompare(a.date))
      .map(({ date, ...item }) => ({ ...item, pubDate: new Date(`${date}T09:00:00Z`) })),
  });
