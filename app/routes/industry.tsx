import { ArrowRight } from "lucide-react";
import { data } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { CardGrid, FeatureGrid } from "~/components/sections/feature-grid";
import { PageHeader, Section, SectionHeader } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import { SiteLink } from "~/components/ui/site-link";
import { industries } from "~/content/industries";
import { ctaCopy } from "~/content/pages";
import { site } from "~/content/site";
import { solutions } from "~/content/solutions";
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
  return { industry, fits, cta: ctaCopy.industryCta, seo: seoFor(request), ctaLabel: site.ctaLabel };
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
            <li key={s.slug}>
              <SiteLink
                to={`/solutions/${s.slug}`}
                className="flex h-full flex-col rounded-card border border-border bg-card p-6 transition-shadow hover:shadow-lg"
              >
                <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Icon name={s.icon} className="size-5" />
                </span>
                <h3 className="font-semibold text-lg">{s.name}</h3>
                <p className="mt-2 flex-1 text-muted-foreground">{s.oneLiner}</p>
                <span className="mt-4 inline-flex items-center gap-1 font-semibold text-primary text-sm">
                  Learn more <ArrowRight aria-hidden="true" className="size-4" />
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
