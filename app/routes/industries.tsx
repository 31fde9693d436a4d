import { ArrowRight } from "lucide-react";
import { CtaBand } from "~/components/sections/cta-band";
import { CardGrid } from "~/components/sections/feature-grid";
import { PageHeader, Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import { SiteLink } from "~/components/ui/site-link";
import { industries } from "~/content/industries";
import { ctaCopy, pages } from "~/content/pages";
import { site } from "~/content/site";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/industries";

export function loader({ request }: Route.LoaderArgs) {
  return {
    page: pages.industries,
    industries: industries.map(({ slug, name, icon, subText, page }) => ({ slug, name, icon, subText, lead: page.lead })),
    cta: ctaCopy.industryCta,
    seo: seoFor(request),
    ctaLabel: site.ctaLabel,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Industries({ loaderData }: Route.ComponentProps) {
  const { page, industries, cta, ctaLabel } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section id="verticals">
        <CardGrid columns={3} className="mt-0">
          {industries.map((industry) => (
            <li key={industry.slug}>
              <SiteLink
                to={`/industries/${industry.slug}`}
                className="flex h-full flex-col rounded-card border border-border bg-card p-6 transition-shadow hover:shadow-lg"
              >
                <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <Icon name={industry.icon} className="size-5" />
                </span>
                <h2 className="font-semibold text-xl">{industry.name}</h2>
                <p className="mt-1 font-medium text-primary text-sm">{industry.subText}</p>
                <p className="mt-3 flex-1 text-muted-foreground">{industry.lead}</p>
                <span className="mt-4 inline-flex items-center gap-1 font-semibold text-primary text-sm">
                  Explore {industry.name} <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </SiteLink>
            </li>
          ))}
        </CardGrid>
      </Section>
      <CtaBand heading={cta.heading} lead={cta.lead} ctaLabel={ctaLabel} />
    </>
  );
}
