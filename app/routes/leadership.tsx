import { ArticleList } from "~/components/sections/article-list";
import { CardGrid } from "~/components/sections/feature-grid";
import { LeaderCard } from "~/components/sections/leader-card";
import { PageHeader, Section, SectionHeader } from "~/components/sections/section";
import { articlesOfKind, summary } from "~/content/articles.server";
import { leaders } from "~/content/company";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { withIcons } from "~/lib/icons.server";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/leadership";

export function loader({ request }: Route.LoaderArgs) {
  return withIcons({
    page: pages.leadership,
    leaders,
    news: articlesOfKind("news").map(summary),
    pressEmail: site.pressEmail,
    seo: seoFor(request),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Leadership({ loaderData }: Route.ComponentProps) {
  const { page, leaders, news, pressEmail } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section id="about">
        <SectionHeader heading="Leadership" />
        <CardGrid columns={3}>
          {leaders.map((leader) => (
            <LeaderCard key={leader.slug} leader={leader} />
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
