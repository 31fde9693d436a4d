import { allArticles, articlesOfKind, leaders, pages, ui } from "@content/index.ts";
import { pathOf } from "@content/paths.ts";
import { articleCard, leaderPhotos } from "@content/pictures.ts";
import { site } from "@content/site.ts";
import { ArticleList } from "@/components/sections/article-list.tsx";
import { ListCard, rowLabel } from "@/components/sections/customer-story.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";
import { ContentPicture } from "@/components/ui/content-picture.tsx";

/** What a journalist looks for beside the news: whom to write to, the feed, the leaders' biographies. */
export function PressContacts() {
  const copy = ui.press;
  return (
    <ListCard
      heading={copy.heading}
      slot="press"
      rows={[
        { key: "email", lead: rowLabel(copy.email), label: site.pressEmail, href: `mailto:${site.pressEmail}` },
        { key: "feed", lead: rowLabel(copy.feed), label: copy.feedLabel, href: "/feed.xml" },
        { key: "leaders", lead: rowLabel(copy.leaders), label: copy.leadersLabel, href: pathOf("leadership") },
      ]}
    />
  );
}

/** Who writes the insights: each author's photo, name and role, a link to the leaders' biographies. */
function Authors() {
  const authors = [...new Set(articlesOfKind("insight").map((article) => article.author))];
  const rows = authors.map((name) => {
    const leader = leaders.find((l) => l.name === name);
    const photo = leader && leaderPhotos.get(leader.slug);
    return {
      key: name,
      href: pathOf("leadership"),
      lead: photo ? <ContentPicture picture={photo} className="h-14 w-auto rounded-lg" eager minor /> : rowLabel(name),
      label: (
        <span className="flex flex-col">
          <span className="font-semibold">{name}</span>
          <span className="text-muted-foreground text-sm">{leader?.role}</span>
        </span>
      ),
    };
  });
  return <ListCard heading={ui.resources.authors} rows={rows} slot="authors" />;
}

/**
 * News+Insights (/resources/insights: everything, its authors beside the heading) and company news (/company/news:
 * press releases only, with the press contacts; the company in figures is About's first screen alone).
 */
export function ArticleIndexPage({ index }: { index: "insights" | "news" }) {
  const news = index === "news";
  const page = news ? pages.news : pages.insights;
  const articles = (news ? articlesOfKind("news") : allArticles()).map(articleCard);
  const aside = news ? <PressContacts /> : <Authors />;
  return (
    <>
      <PageHeader {...page} aside={aside} />
      <Section>
        <ArticleList articles={articles} />
      </Section>
    </>
  );
}
