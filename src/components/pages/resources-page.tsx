import { fill } from "@content/fill.ts";
import { allArticles, articlesOfKind, caseStudies, pages, releases, ui } from "@content/index.ts";
import { pathOf } from "@content/paths.ts";
import { articleCard } from "@content/pictures.ts";
import { site } from "@content/site.ts";
import { ArticleList, articleHref } from "@/components/sections/article-list.tsx";
import { ListCard, rowLabel } from "@/components/sections/customer-story.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { LinkCard } from "@/components/sections/link-card.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";

const hubs = [
  { href: pathOf("insights"), ...pages.insights },
  { href: pathOf("product-latest"), ...pages.productLatest },
  { href: pathOf("case-studies"), ...pages.caseStudies },
];

/** The newest of each kind of resource, beside the hub's heading: an insight, a news post, a release, a case study. */
function MostRecent() {
  const [insight, news, release] = [articlesOfKind("insight")[0], articlesOfKind("news")[0], releases[0]];
  const study = caseStudies.toSorted((a, b) => b.date.localeCompare(a.date))[0];
  const rows = [
    insight && { key: "insight", href: articleHref(insight), lead: rowLabel(ui.articles.insight), label: insight.title },
    news && { key: "news", href: articleHref(news), lead: rowLabel(ui.articles.news), label: news.title },
    release && { key: "release", href: pathOf("product-latest"), lead: rowLabel(ui.resources.release), label: release.title },
    study && { key: "study", href: pathOf("case-study", study.slug), lead: rowLabel(ui.feed.caseStudy), label: study.title },
  ].filter((row) => row !== undefined);
  return <ListCard heading={ui.resources.recent} rows={rows} slot="most-recent" />;
}

/** The resources hub: the newest of each kind beside the heading, a card for each resource page, then the four newest articles. */
export function ResourcesPage() {
  const latest = allArticles().slice(0, 4).map(articleCard);
  return (
    <>
      <PageHeader {...pages.resources} aside={<MostRecent />} />
      <Section>
        <CardGrid columns={3} flush>
          {hubs.map((hub) => (
            <LinkCard key={hub.href} href={hub.href} title={hub.heading} body={hub.lead} action={ui.cards.learnMore} />
          ))}
        </CardGrid>
      </Section>
      <Section id="product-latest" tone="muted">
        <SectionHeader heading={fill(ui.resources.latest, { brand: site.name })} className="mb-8" />
        <ArticleList articles={latest} headingLevel={3} />
      </Section>
    </>
  );
}
