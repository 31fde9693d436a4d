import { articlesOfKind, leaders, pages, summary, ui } from "@content/index.ts";
import { leaderPhotos, withCardCover } from "@content/pictures.ts";
import { site } from "@content/site.ts";
import { ArticleList } from "@/components/sections/article-list.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { LeaderCard } from "@/components/sections/leader-card.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";

/** Leadership and press: the team, then the company's news posts with the press contact. */
export function LeadershipPage() {
  const news = articlesOfKind("news").map(summary).map(withCardCover);
  return (
    <>
      <PageHeader heading={pages.leadership.heading} lead={pages.leadership.lead} />
      <Section id="about">
        <SectionHeader heading={ui.leadership.leaders} />
        <CardGrid columns={3}>
          {leaders.map((leader) => (
            <LeaderCard key={leader.slug} leader={leader} photo={leaderPhotos.get(leader.slug)} />
          ))}
        </CardGrid>
      </Section>
      <Section tone="muted">
        <SectionHeader
          heading={ui.leadership.press}
          lead={`${ui.leadership.mediaEnquiries} ${site.pressEmail}`}
          className="mb-8"
        />
        <ArticleList articles={news} kinds={ui.articles} headingLevel={3} />
      </Section>
    </>
  );
}
