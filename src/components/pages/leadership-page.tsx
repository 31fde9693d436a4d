import { articlesOfKind, leaders, pageLabels, pages, summary } from "@content/index.ts";
import { site } from "@content/site.ts";
import { ArticleList } from "@/components/sections/article-list.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { LeaderCard } from "@/components/sections/leader-card.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";

/** Leadership and press: the team, then the company's news posts with the press contact. */
export function LeadershipPage() {
  const news = articlesOfKind("news").map(summary);
  return (
    <>
      <PageHeader heading={pages.leadership.heading} lead={pages.leadership.lead} />
      <Section id="about">
        <SectionHeader heading={pageLabels.leadership.leaders} />
        <CardGrid columns={3}>
          {leaders.map((leader) => (
            <LeaderCard key={leader.slug} leader={leader} />
          ))}
        </CardGrid>
      </Section>
      <Section tone="muted">
        <SectionHeader
          heading={pageLabels.leadership.press}
          lead={`${pageLabels.leadership.mediaEnquiries} ${site.pressEmail}`}
          className="mb-8"
        />
        <ArticleList articles={news} headingLevel={3} />
      </Section>
    </>
  );
}
