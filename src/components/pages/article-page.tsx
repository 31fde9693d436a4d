import type { ArticleWithBody } from "@content/assemble.ts";
import { ctaCopy, ui } from "@content/index.ts";
import type { PictureData } from "@content/pictures.ts";
import { site } from "@content/site.ts";
import { formatDate } from "@lib/dates.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { Prose } from "@/components/sections/prose.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";
import { ContentPicture } from "@/components/ui/content-picture.tsx";

/**
 * An insight article (/resources/insights/{slug}) or a news post (/company/news/{slug}): `cover`, its cover picture if
 * it has one, and `html`, its text with its pictures made (src/content/pictures.ts).
 */
export function ArticlePage({ article, cover, html }: { article: ArticleWithBody; cover?: PictureData; html: string }) {
  const cta = ctaCopy.platformCta;
  return (
    <>
      <PageHeader eyebrow={ui.articles[article.kind]} heading={article.title} lead={article.lead} />
      <Section spacing="compact">
        <article className="mx-auto max-w-prose">
          {cover ? <ContentPicture picture={cover} place="cover" eager /> : null}
          <p className="text-muted-foreground text-sm">
            <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.author}
            {article.authorRole ? `, ${article.authorRole}` : ""}
          </p>
          <Prose html={html} />
        </article>
      </Section>
      <CtaBand heading={cta.heading} lead={cta.lead} ctaLabel={site.ctaLabel} />
    </>
  );
}
