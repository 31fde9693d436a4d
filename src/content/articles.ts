import { marked } from "marked";
import { readMarkdownCollection } from "./files.ts";
import { type ArticleFrontMatter, articleFrontMatter, legalFrontMatter } from "./schema.ts";

/**
 * Insight articles (insights/) and news posts (news/) are Markdown files with front matter, as are the legal pages
 * (legal/). They are read at build time only (pages, the route table, the sitemap), so no Markdown parser reaches the
 * browser.
 */

export type Article = ArticleFrontMatter & { kind: "insight" | "news"; slug: string; tags: string[] };
export type ArticleWithBody = Article & { html: string; words: number };

/** Markdown to HTML; wide tables scroll sideways in a focusable region on narrow screens. */
function toHtml(markdown: string): string {
  return marked
    .parse(markdown, { async: false })
    .replace(/<table>/g, '<div data-table-scroll="" role="region" aria-label="Table" tabindex="0"><table>')
    .replace(/<\/table>/g, "</table></div>");
}

function readArticles(kind: Article["kind"]): ArticleWithBody[] {
  return readMarkdownCollection(kind === "news" ? "news" : "insights", articleFrontMatter).map(({ body, ...article }) => ({
    ...article,
    kind,
    html: toHtml(body),
    words: body.split(/\s+/).filter(Boolean).length,
  }));
}

let cache: ArticleWithBody[] | undefined;

/** Every article, newest first. */
export function allArticles(): ArticleWithBody[] {
  cache ??= [...readArticles("insight"), ...readArticles("news")].sort((a, b) => b.date.localeCompare(a.date));
  return cache;
}

export const articlesOfKind = (kind: Article["kind"]) => allArticles().filter((a) => a.kind === kind);

export function findArticle(kind: Article["kind"], slug: string | undefined) {
  return allArticles().find((a) => a.kind === kind && a.slug === slug);
}

/** Strips the body for list pages. */
export const summary = ({ html: _html, ...rest }: ArticleWithBody): Article & { words: number } => rest;

export type LegalDocument = { title: string; description: string; lead: string; updated: string; html: string };

export function legalDocument(slug: "privacy-policy" | "cookie-policy"): LegalDocument {
  const document = readMarkdownCollection("legal", legalFrontMatter).find((entry) => entry.slug === slug);
  if (!document) throw new Error(`src/content/legal/${slug}.md is missing`);
  const { body, slug: _slug, ...frontMatter } = document;
  return { ...frontMatter, html: toHtml(body) };
}
