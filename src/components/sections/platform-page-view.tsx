import type { Feature, PageCopy } from "@content/schema.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { FeatureGrid } from "@/components/sections/feature-grid.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";

type PlatformPageViewProps = {
  id: string;
  eyebrow?: string;
  page: PageCopy;
  sections: Feature[];
  cta: { heading: string; lead: string };
  ctaLabel: string;
  children?: React.ReactNode;
};

/** The shape shared by the platform overview and its sub-pages. */
export function PlatformPageView({ id, eyebrow, page, sections, cta, ctaLabel, children }: PlatformPageViewProps) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} heading={page.heading} lead={page.lead} />
      <Section id={id}>
        <FeatureGrid features={sections} columns={sections.length % 3 === 0 ? 3 : 2} flush headingLevel={2} />
      </Section>
      {children}
      <CtaBand heading={cta.heading} lead={cta.lead} ctaLabel={ctaLabel} />
    </>
  );
}
