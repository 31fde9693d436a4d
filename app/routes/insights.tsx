import { ArticleList } from "~/components/sections/article-list";
import { PageHeader, Section } from "~/components/sections/section";
import { allArticles, summary } from "~/content/articles.server";
import { pages } from "~/content/pages";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/insights";

export function loader({ request }: Route.LoaderArgs) {
  return { page: pages.insights, articles: allArticles().map(summary), seo: seoFor(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Insights({ loaderData }: Route.ComponentProps) {
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
