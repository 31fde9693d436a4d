import { articlesOfKind, leaders, pages, ui } from "@content/index.ts";
import { site } from "@content/site.ts";
import { formatDate } from "@lib/dates.ts";
import { articleHref } from "@/components/sections/article-list.tsx";
import { ListCard, rowLabel } from "@/components/sections/customer-story.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { LeaderCard } from "@/components/sections/leader-card.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";

/** The three newest press releases, each a link with its date, and the press e-mail address under them. */
function PressReleases() {
  const rows = articlesOfKind("news")
    .slice(0, 3)
    .map((post) => ({
      key: post.slug,
      href: articleHref(post),
      lead: rowLabel(formatDate(post.date)),
      label: <span className="font-medium">{post.title}</span>,
    }));
  const email = { key: "email", lead: rowLabel(ui.press.email), label: site.pressEmail, href: `mailto:${site.pressEmail}` };
  return <ListCard heading={ui.leadership.press} rows={[...rows, email]} slot="press-releases" />;
}

/** Leadership and press: the newest press releases and the press contact beside the heading, then the team. */
export function LeadershipPage() {
  return (
    <>
      <PageHeader {...pages.leadership} aside={<PressReleases />} />
      <Section id="about">
        <SectionHeader heading={ui.leadership.leaders} />
        <CardGrid columns={3}>
          {leaders.map((leader) => (
            <LeaderCard key={leader.slug} leader={leader} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
