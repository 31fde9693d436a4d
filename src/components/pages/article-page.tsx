import type { ArticleWithBody } from "@content/assemble.ts";
import { ctaCopy, ui } from "@content/index.ts";
import { site } from "@content/site.ts";
import { formatDate } from "@lib/dates.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { Prose } from "@/components/sections/prose.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";

/** An insight article (/resources/insights/{slug}) or a news post (/company/news/{slug}). */
export function ArticlePage({ article }: { article: ArticleWithBody }) {
  const cta = ctaCopy.platformCta;
  return (
    <>
      <PageHeader eyebrow={ui.articles[article.kind]} heading={article.title} lead={article.lead} />
      <Section spacing="compact">
        <article className="mx-auto max-w-prose">
          <p className="text-muted-foreground text-sm">
            <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.author}
            {article.authorRole ? `, ${article.authorRole}` : ""}
          </p>
          <Prose html={article.html} />
        </article>
      </Section>
      <CtaBand heading={cta.heading} lead={cta.lead} ctaLabel={site.ctaLabel} />
    </>
  );
}
