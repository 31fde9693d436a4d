import { ArticleList } from "~/components/sections/article-list";
import { CardGrid } from "~/components/sections/feature-grid";
import { PageHeader, Section, SectionHeader } from "~/components/sections/section";
import { articlesOfKind, summary } from "~/content/articles.server";
import { leaders } from "~/content/company";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/leadership";

export function loader() {
  return {
    page: pages.leadership,
    leaders,
    news: articlesOfKind("news").map(summary),
    pressEmail: site.pressEmail,
    brand: site.name,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.page, brand: loaderData.brand });

export default function Leadership({ loaderData }: Route.ComponentProps) {
  const { page, leaders, news, pressEmail } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section id="about">
        <SectionHeader heading="Leadership" />
        <CardGrid columns={3}>
          {leaders.map((leader) => (
            <li key={leader.slug} className="rounded-card border border-border bg-card p-6">
              <h3 className="font-semibold text-lg">{leader.name}</h3>
              <p className="font-medium text-primary text-sm">{leader.role}</p>
              <p className="mt-3 text-muted-foreground text-sm leading-relaxed">{leader.bio}</p>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section tone="muted">
        <SectionHeader heading="Press releases" lead={`Media enquiries: ${pressEmail}`} className="mb-8" />
        <ArticleList articles={news} headingLevel={3} />
      </Section>
    </>
  );
}
