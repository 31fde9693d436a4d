import { fill } from "@content/fill.ts";
import { ctaCopy, industries, pages, ui } from "@content/index.ts";
import { site } from "@content/site.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { LinkCard } from "@/components/sections/link-card.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";

/** /industries: the verticals, one card each. */
export function IndustriesPage() {
  const page = pages.industries;
  const cta = ctaCopy.industryCta;
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section id="verticals">
        <CardGrid columns={3} flush>
          {industries.map((industry) => (
            <LinkCard
              key={industry.slug}
              href={`/industries/${industry.slug}`}
              icon={industry.icon}
              tone="accent"
              title={industry.name}
              subText={industry.subText}
              body={industry.page.lead}
              action={fill(ui.cards.explore, { name: industry.name })}
            />
          ))}
        </CardGrid>
      </Section>
      <CtaBand heading={cta.heading} lead={cta.lead} ctaLabel={site.ctaLabel} />
    </>
  );
}
