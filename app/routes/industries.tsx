import { ArrowRight } from "lucide-react";
import { CtaBand } from "~/components/sections/cta-band";
import { CardGrid } from "~/components/sections/feature-grid";
import { PageHeader, Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import { SiteLink } from "~/components/ui/site-link";
import { industries } from "~/content/industries";
import { ctaCopy, pages } from "~/content/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/industries";

export function loader() {
  return {
    page: pages.industries,
    industries: industries.map(({ slug, name, icon, subText, page }) => ({ slug, name, icon, subText, lead: page.lead })),
    cta: ctaCopy.industryCta,
    brand: site.name,
    ctaLabel: site.ctaLabel,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.page, brand: loaderData.brand });

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
                className="rounded-card border-border bg-card flex h-full flex-col border p-6 transition-shadow hover:shadow-lg"
              >
                <span className="bg-accent-soft text-accent mb-4 inline-flex size-11 items-center justify-center rounded-xl">
                  <Icon name={industry.icon} className="size-5" />
                </span>
                <h2 className="text-xl font-semibold">{industry.name}</h2>
                <p className="text-primary mt-1 text-sm font-medium">{industry.subText}</p>
                <p className="text-muted-foreground mt-3 line-clamp-4 flex-1">{industry.lead}</p>
                <span className="text-primary mt-4 inline-flex items-center gap-1 text-sm font-semibold">
                  See how {industry.name} build on the platform <ArrowRight aria-hidden="true" className="size-4" />
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
