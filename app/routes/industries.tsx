import { CtaBand } from "~/components/sections/cta-band";
import { CardGrid } from "~/components/sections/feature-grid";
import { LinkCard } from "~/components/sections/link-card";
import { PageHeader, Section } from "~/components/sections/section";
import { industries } from "~/content/industries";
import { ctaCopy, pages } from "~/content/pages";
import { site } from "~/content/site";
import { withIcons } from "~/lib/icons.server";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/industries";

export function loader({ request }: Route.LoaderArgs) {
  return withIcons({
    page: pages.industries,
    industries: industries.map(({ slug, name, icon, subText, page }) => ({ slug, name, icon, subText, lead: page.lead })),
    cta: ctaCopy.industryCta,
    seo: seoFor(request),
    ctaLabel: site.ctaLabel,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Industries({ loaderData }: Route.ComponentProps) {
  const { page, industries, cta, ctaLabel } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section id="verticals">
        <CardGrid columns={3} flush>
          {industries.map((industry) => (
            <LinkCard
              key={industry.slug}
              to={`/industries/${industry.slug}`}
              icon={industry.icon}
              tone="accent"
              title={industry.name}
              subText={industry.subText}
              body={industry.lead}
              action={`Explore ${industry.name}`}
            />
          ))}
        </CardGrid>
      </Section>
      <CtaBand heading={cta.heading} lead={cta.lead} ctaLabel={ctaLabel} />
    </>
  );
}
