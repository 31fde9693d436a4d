import { data } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { CardGrid, FeatureGrid } from "~/components/sections/feature-grid";
import { LinkCard } from "~/components/sections/link-card";
import { PageHeader, Section, SectionHeader } from "~/components/sections/section";
import { industries } from "~/content/industries";
import { ctaCopy } from "~/content/pages";
import { site } from "~/content/site";
import { solutions } from "~/content/solutions";
import { withIcons } from "~/lib/icons.server";
import { requestSlug } from "~/lib/request-path";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/industry";

export function loader({ request }: Route.LoaderArgs) {
  const industry = industries.find((i) => i.slug === requestSlug(request));
  if (!industry) throw data(null, { status: 404 });
  const fits = industry.solutions.flatMap((slug) => {
    const s = solutions.find((candidate) => candidate.slug === slug);
    return s ? [{ slug: s.slug, name: s.name, icon: s.icon, oneLiner: s.oneLiner }] : [];
  });
  return withIcons({ industry, fits, cta: ctaCopy.industryCta, seo: seoFor(request), ctaLabel: site.ctaLabel });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { industry, fits, cta, ctaLabel } = loaderData;
  return (
    <>
      <PageHeader eyebrow={industry.name} heading={industry.page.heading} lead={industry.page.lead} />
      <Section id="use-cases">
        <SectionHeader heading={`What holds ${industry.name.toLowerCase()} back`} />
        <FeatureGrid features={industry.challenges} columns={industry.challenges.length === 4 ? 2 : 3} />
      </Section>
      <Section id="solutions" tone="muted">
        <SectionHeader heading="Solutions that fit" />
        <CardGrid columns={3}>
          {fits.map((s) => (
            <LinkCard
              key={s.slug}
              to={`/solutions/${s.slug}`}
              icon={s.icon}
              title={s.name}
              body={s.oneLiner}
              action="Learn more"
              headingLevel={3}
            />
          ))}
        </CardGrid>
      </Section>
      <CtaBand heading={cta.heading} lead={cta.lead} ctaLabel={ctaLabel} />
    </>
  );
}
