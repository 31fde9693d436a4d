import { data } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { Prose } from "~/components/sections/prose";
import { PageHeader, Section } from "~/components/sections/section";
import { findArticle } from "~/content/articles.server";
import { ctaCopy } from "~/content/pages";
import { site } from "~/content/site";
import { formatDate } from "~/lib/dates";
import { withIcons } from "~/lib/icons.server";
import { requestPath, requestSlug } from "~/lib/request-path";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/article";

/** An insight article (/resources/insights/:slug) or a news post (/company/news/:slug). */
export function loader({ request }: Route.LoaderArgs) {
  const kind = requestPath(request).startsWith("/company/news/") ? "news" : "insight";
  const article = findArticle(kind, requestSlug(request));
  if (!article) throw data(null, { status: 404 });
  return withIcons({ article, cta: ctaCopy.platformCta, seo: seoFor(request), ctaLabel: site.ctaLabel });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, cta, ctaLabel } = loaderData;
  return (
    <>
      <PageHeader eyebrow={article.kind === "insight" ? "Insight" : "News"} heading={article.title} lead={article.lead} />
      <Section spacing="compact">
        <article className="mx-auto max-w-prose">
          <p className="text-muted-foreground text-sm">
            <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.author}
            {article.authorRole ? `, ${article.authorRole}` : ""}
          </p>
          <Prose html={article.html} />
        </article>
      </Section>
      <CtaBand heading={cta.heading} lead={cta.lead} ctaLabel={ctaLabel} />
    </>
  );
}
