import type { ArticleWithBody } from "@content/assemble.ts";
import { ctaCopy, leaders, ui } from "@content/index.ts";
import type { PictureData } from "@content/pictures.ts";
import { formatDate } from "@lib/dates.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { LeaderCard } from "@/components/sections/leader-card.tsx";
import { Prose } from "@/components/sections/prose.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";
import { ContentPicture } from "@/components/ui/content-picture.tsx";
import { PressContacts } from "./article-index-page.tsx";

function ArticleAside({ article, cover }: { article: ArticleWithBody; cover?: PictureData }) {
  if (cover) return <ContentPicture picture={cover} place="cover" eager />;
  const author = leaders.find((leader) => leader.name === article.author);
  if (author)
    return (
      <ul>
        <LeaderCard leader={author} named="p" />
      </ul>
    );
  return <PressContacts />;
}

/**
 * An insight article (/resources/insights/{slug}) or a news post (/company/news/{slug}), its cover or its author beside
 * its heading: `cover`, its cover picture if it has one, and `html`, its text with its pictures made
 * (src/content/pictures.ts).
 */
export function ArticlePage({ article, cover, html }: { article: ArticleWithBody; cover?: PictureData; html: string }) {
  return (
    <>
      <PageHeader
        eyebrow={ui.articles[article.kind]}
        heading={article.title}
        lead={article.lead}
        aside={<ArticleAside article={article} cover={cover} />}
      />
      <Section spacing="compact">
        <article className="mx-auto max-w-prose">
          <p className="text-muted-foreground text-sm">
            <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.author}
            {article.authorRole ? `, ${article.authorRole}` : ""}
          </p>
          <Prose html={html} />
        </article>
      </Section>
      <CtaBand {...ctaCopy.platformCta} />
    </>
  );
}
