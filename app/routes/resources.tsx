import { ArrowRight } from "lucide";
import { ArticleList } from "~/components/sections/article-list";
import { CardGrid } from "~/components/sections/feature-grid";
import { PageHeader, Section, SectionHeader } from "~/components/sections/section";
import { SiteLink } from "~/components/ui/site-link";
import { SvgIcon } from "~/components/ui/svg-icon";
import { allArticles, summary } from "~/content/articles.server";
import { pages } from "~/content/pages";
import { releases } from "~/content/resources";
import { site } from "~/content/site";
import { withIcons } from "~/lib/icons.server";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/resources";

export function loader({ request }: Route.LoaderArgs) {
  const hubs = [
    { href: "/resources/insights", ...pages.insights },
    { href: "/resources/product-latest", ...pages.productLatest },
    { href: "/resources/case-studies", ...pages.caseStudies },
  ].map(({ href, heading, lead }) => ({ href, heading, lead }));
  return withIcons({
    page: pages.resources,
    hubs,
    latest: allArticles().slice(0, 2).map(summary),
    release: releases[0],
    seo: seoFor(request),
    brand: site.name,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { page, hubs, latest, brand } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section>
        <CardGrid columns={3} flush>
          {hubs.map((hub) => (
            <li key={hub.href}>
              <SiteLink
                to={hub.href}
                className="flex h-full flex-col rounded-card border border-border bg-card p-6 transition-shadow hover:shadow-lg"
              >
                <h2 className="font-semibold text-xl">{hub.heading}</h2>
                <p className="mt-2 flex-1 text-muted-foreground">{hub.lead}</p>
                <SvgIcon node={ArrowRight} className="mt-4 size-5 text-primary" />
              </SiteLink>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section id="product-latest" tone="muted">
        <SectionHeader heading={`Latest from ${brand}`} className="mb-8" />
        <ArticleList articles={latest} headingLevel={3} />
      </Section>
    </>
  );
}
