import { buildingBlocks, buildingBlocksSection, ctaCopy } from "@content/index.ts";
import type { PlatformSubPageEntry } from "@content/schema.ts";
import { site } from "@content/site.ts";
import { PlatformPageView } from "@/components/sections/platform-page-view.tsx";
import { Section, SectionHeader } from "@/components/sections/section.tsx";
import { Icon } from "@/components/ui/icon.tsx";

/** /platform/{slug}; a page that lists the building blocks gives each its own anchor. */
export function PlatformSubPage({ platformPage }: { platformPage: PlatformSubPageEntry }) {
  const blocks = platformPage.listsBuildingBlocks ? buildingBlocks : [];
  return (
    <PlatformPageView
      id={platformPage.id}
      eyebrow={platformPage.name}
      page={platformPage.page}
      visuals={platformPage.visuals}
      sections={platformPage.sections}
      cta={ctaCopy.platformCta}
      ctaLabel={site.ctaLabel}
    >
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
    </PlatformPageView>
  );
}
