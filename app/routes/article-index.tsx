import { ArticleList } from "~/components/sections/article-list";
import { PageHeader, Section } from "~/components/sections/section";
import { allArticles, articlesOfKind, summary } from "~/content/articles.server";
import { pages } from "~/content/pages";
import { withIcons } from "~/lib/icons.server";
import { requestPath } from "~/lib/request-path";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/article-index";

/** News+Insights (/resources/insights: everything) and company news (/company/news: press releases only). */
export function loader({ request }: Route.LoaderArgs) {
  const news = requestPath(request) === "/company/news";
  return withIcons({
    page: news ? pages.news : pages.insights,
    articles: (news ? articlesOfKind("news") : allArticles()).map(summary),
    seo: seoFor(request),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ArticleIndex({ loaderData }: Route.ComponentProps) {
  const { page, articles } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section>
        <ArticleList articles={articles} />
      </Section>
    </>
  );
}
