import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { marked } from "marked";
import { type ArticleFrontMatter, articleFrontMatter } from "./schema.ts";

/**
 * Insight articles and news posts live as Markdown files with front matter in `articles/`, legal pages in
 * `legal/`. They are read at build time only (loaders, the route table, the sitemap), so no Markdown parser
 * reaches the browser. Paths resolve from the project root, where every command runs.
 */
const contentDir = path.resolve("src/content");

export type Article = ArticleFrontMatter & { tags: string[] };
export type ArticleWithBody = Article & { html: string; words: number };

function readMarkdown(file: string) {
  const { data, content } = matter(readFileSync(file, "utf8"));
  return { data, content };
}

/** Markdown to HTML; wide tables scroll sideways in a focusable region on narrow screens. */
function toHtml(markdown: string): string {
  return marked
    .parse(markdown, { async: false })
    .replace(/<table>/g, '<div data-table-scroll="" role="region" aria-label="Table" tabindex="0"><table>')
    .replace(/<\/table>/g, "</table></div>");
}

function toArticle(file: string): ArticleWithBody {
  const { data, content } = readMarkdown(file);
  // YAML reads an unquoted date as a Date; the schema wants the ISO date string.
  if (data.date instanceof Date) data.date = data.date.toISOString().slice(0, 10);
  const parsed = articleFrontMatter.safeParse(data);
  if (!parsed.success) {
    throw new Error(
      `${path.relative(process.cwd(), file)}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  return {
    ...parsed.data,
    html: toHtml(content),
    words: content.split(/\s+/).filter(Boolean).length,
  };
}

let cache: ArticleWithBody[] | undefined;

/** Every article, newest first. */
export function allArticles(): ArticleWithBody[] {
  if (!cache) {
    const dir = path.join(contentDir, "articles");
    cache = readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .map((name) => toArticle(path.join(dir, name)))
      .sort((a, b) => b.date.localeCompare(a.date));
  }
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
  const { data, content } = readMarkdown(path.join(contentDir, "legal", `${slug}.md`));
  const { title, description, lead, updated } = data as Record<string, unknown>;
  for (const [key, val] of Object.entries({ title, description, lead, updated })) {
    if (typeof val !== "string" && !(val instanceof Date)) throw new Error(`legal/${slug}.md: front matter "${key}" is missing`);
  }
  return {
    title: String(title),
    description: String(description),
    lead: String(lead),
    updated: updated instanceof Date ? updated.toISOString().slice(0, 10) : String(updated),
    html: toHtml(content),
  };
}
