import { ctaCopy, solutions, ui } from "@content/index.ts";
import type { Industry } from "@content/schema.ts";
import { site } from "@content/site.ts";
import { fill } from "@lib/fill.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { CardGrid, FeatureGrid } from "@/components/sections/feature-grid.tsx";
import { LinkCard } from "@/components/sections/link-card.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";

/** /industries/{slug}: what holds one vertical back and the product suites that fit it. */
export function IndustryPage({ industry }: { industry: Industry }) {
  const fits = industry.solutions.flatMap((slug) => solutions.filter((s) => s.slug === slug));
  const cta = ctaCopy.industryCta;
  return (
    <>
      <PageHeader eyebrow={industry.name} heading={industry.page.heading} lead={industry.page.lead} />
      <Section id="use-cases">
        <SectionHeader heading={fill(ui.industry.challenges, { industry: industry.name.toLowerCase() })} />
        <FeatureGrid features={industry.challenges} columns={industry.challenges.length === 4 ? 2 : 3} />
      </Section>
      <Section id="solutions" tone="muted">
        <SectionHeader heading={ui.industry.solutions} />
        <CardGrid columns={3}>
          {fits.map((s) => (
            <LinkCard
              key={s.slug}
              href={`/solutions/${s.slug}`}
              icon={s.icon}
              title={s.name}
              body={s.oneLiner}
              action={ui.cards.learnMore}
              headingLevel={3}
            />
          ))}
        </CardGrid>
      </Section>
      <CtaBand heading={cta.heading} lead={cta.lead} ctaLabel={site.ctaLabel} />
    </>
  );
}
