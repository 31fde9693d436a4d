import { about, allArticles, articlesOfKind, pages, summary, ui } from "@content/index.ts";
import { pathOf } from "@content/paths.ts";
import { withCardCover } from "@content/pictures.ts";
import { site } from "@content/site.ts";
import { ArticleList } from "@/components/sections/article-list.tsx";
import { CompanyFigures, ListCard } from "@/components/sections/customer-story.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";

const lead = (text: string) => <span className="font-semibold text-muted-foreground text-xs uppercase">{text}</span>;

/** What a journalist looks for beside the news: whom to write to, the feed, the leaders' biographies, the company in figures. */
function PressCard() {
  const copy = ui.press;
  return (
    <>
      <ListCard
        heading={copy.heading}
        slot="press"
        rows={[
          { key: "email", lead: lead(copy.email), label: site.pressEmail, href: `mailto:${site.pressEmail}` },
          { key: "feed", lead: lead(copy.feed), label: copy.feedLabel, href: "/feed.xml" },
          { key: "leaders", lead: lead(copy.leaders), label: copy.leadersLabel, href: pathOf("leadership") },
        ]}
      />
      <CompanyFigures figures={about.hero.figures} />
    </>
  );
}

/** News+Insights (/resources/insights: everything) and company news (/company/news: press releases only). */
export function ArticleIndexPage({ index }: { index: "insights" | "news" }) {
  const news = index === "news";
  const page = news ? pages.news : pages.insights;
  const articles = (news ? articlesOfKind("news") : allArticles()).map(summary).map(withCardCover);
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} aside={news ? <PressCard /> : undefined} />
      <Section>
        <ArticleList articles={articles} kinds={ui.articles} />
      </Section>
    </>
  );
}
