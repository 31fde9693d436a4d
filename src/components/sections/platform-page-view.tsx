import type { Feature, PageCopy, ProductVisualName } from "@content/schema.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { FeatureGrid } from "@/components/sections/feature-grid.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";
import { ProductVisual } from "@/components/visuals/product-visual.tsx";

type PlatformPageViewProps = {
  id: string;
  eyebrow?: string;
  page: PageCopy;
  /** The product pictures beside the heading, as the page's content names them. */
  visuals: ProductVisualName[];
  sections: Feature[];
  cta: { heading: string; lead: string };
  ctaLabel: string;
  children?: React.ReactNode;
};

/** The shape shared by the platform overview and its sub-pages. */
export function PlatformPageView({ id, eyebrow, page, visuals, sections, cta, ctaLabel, children }: PlatformPageViewProps) {
  return (
    <>
      <PageHeader
        eyebrow={eyebrow}
        heading={page.heading}
        lead={page.lead}
        demo={{ label: ctaLabel }}
        aside={visuals.map((name) => <ProductVisual key={name} name={name} />)}
      />
      <Section id={id}>
        <FeatureGrid features={sections} flush headingLevel={2} />
      </Section>
      {children}
      <CtaBand heading={cta.heading} lead={cta.lead} ctaLabel={ctaLabel} />
    </>
  );
}
