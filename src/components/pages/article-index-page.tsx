import { allArticles, articlesOfKind, pages, summary, ui } from "@content/index.ts";
import { withCardCover } from "@content/pictures.ts";
import { ArticleList } from "@/components/sections/article-list.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";

/** News+Insights (/resources/insights: everything) and company news (/company/news: press releases only). */
export function ArticleIndexPage({ index }: { index: "insights" | "news" }) {
  const news = index === "news";
  const page = news ? pages.news : pages.insights;
  const articles = (news ? articlesOfKind("news") : allArticles()).map(summary).map(withCardCover);
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section>
        <ArticleList articles={articles} kinds={ui.articles} />
      </Section>
    </>
  );
}
