import { buildingBlocks, buildingBlocksSection, ctaCopy, platformOverview } from "@content/index.ts";
import type { PlatformSubPageEntry } from "@content/schema.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { FeatureGrid } from "@/components/sections/feature-grid.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";
import { Icon } from "@/components/ui/icon.tsx";
import { ProductVisual } from "@/components/visuals/product-visual.tsx";

/**
 * /platform, the overview of the platform's layers, and /platform/{slug}, one of them (`platformPage`): the product
 * pictures beside the heading, then a card per section; a page that lists the building blocks gives each its own anchor.
 */
export function PlatformPage({ platformPage }: { platformPage?: PlatformSubPageEntry }) {
  const { page, visuals, sections } = platformPage ?? platformOverview;
  const blocks = platformPage?.listsBuildingBlocks ? buildingBlocks : [];
  return (
    <>
      <PageHeader
        eyebrow={platformPage?.name}
        {...page}
        demo
        aside={visuals.map((name) => <ProductVisual key={name} name={name} />)}
      />
      <Section id={platformPage?.id ?? "platform"}>
        <FeatureGrid features={sections} flush headingLevel={2} />
      </Section>
      {blocks.length ? (
        <Section tone="muted">
          <SectionHeader heading={buildingBlocksSection.heading} lead={buildingBlocksSection.lead} />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
            {blocks.map((block) => (
              <li key={block.slug} id={block.slug} className="scroll-mt-header rounded-card border border-border bg-card p-5">
                <Icon name={block.icon} className="size-5 text-primary" />
                <h3 className="mt-3 font-semibold">{block.name}</h3>
                <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{block.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <CtaBand {...ctaCopy.platformCta} />
    </>
  );
}
