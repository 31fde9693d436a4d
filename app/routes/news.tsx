import { ArticleList } from "~/components/sections/article-list";
import { PageHeader, Section } from "~/components/sections/section";
import { articlesOfKind, summary } from "~/content/articles.server";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/news";

export function loader() {
  return { page: pages.news, articles: articlesOfKind("news").map(summary), brand: site.name };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.page, brand: loaderData.brand });

export default function News({ loaderData }: Route.ComponentProps) {
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
