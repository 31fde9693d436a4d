import type { Article } from "@content/assemble.ts";
import { ui } from "@content/index.ts";
import { pathOf } from "@content/paths.ts";
import type { PictureData } from "@content/pictures.ts";
import { formatDate } from "@lib/dates.ts";
import { ContentPicture } from "@/components/ui/content-picture.tsx";

/** An insight or a news post, with its cover as its card shows it (src/content/pictures.ts). */
type ArticleSummary = Omit<Article, "cover"> & { cover?: PictureData };

export const articleHref = (a: Pick<ArticleSummary, "kind" | "slug">) =>
  pathOf(a.kind === "insight" ? "insight" : "news-post", a.slug);

/** A list of insight articles and news posts, newest first, each with the line that names its kind (ui.yaml). */
export function ArticleList({ articles, headingLevel = 2 }: { articles: ArticleSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {articles.map((article) => (
        <li key={article.slug} className="flex flex-col overflow-hidden rounded-card border border-border bg-card p-6">
          {article.cover ? <ContentPicture picture={article.cover} place="card" /> : null}
          <p className="text-muted-foreground text-sm">
            <span className="font-semibold text-primary">{ui.articles[article.kind]}</span> ·{" "}
            <time dateTime={article.date}>{formatDate(article.date)}</time>
          </p>
          <Heading className="mt-2 font-semibold text-xl">
            <a href={articleHref(article)} className="hover:underline">
              {article.title}
            </a>
          </Heading>
          <p className="mt-2 text-muted-foreground">{article.lead}</p>
        </li>
      ))}
    </ul>
  );
}
