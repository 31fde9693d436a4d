import { home, homeProof, homeSuiteCards } from "@content/index.ts";
import { ArrowRight } from "lucide";
import { ArchitectureDiagram } from "@/components/sections/architecture-diagram.tsx";
import { CtaBeside } from "@/components/sections/cta-band.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { FeatureList } from "@/components/sections/feature-list.tsx";
import { Hero } from "@/components/sections/hero.tsx";
import { CustomerResults, CustomerStrip, PlatformLinks, SecurityClaims } from "@/components/sections/proof.tsx";
import { Panel, Section, SectionHeader, SplitSectionHeader } from "@/components/sections/section.tsx";
import { SuiteCard } from "@/components/sections/suite-card.tsx";
import { ButtonLink } from "@/components/ui/button.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

/**
 * The home page, its sections in the product's order (docs/product.md): the hero (with who builds on the platform); the platform's
 * layers beside the challenge banks start from; the diagram of how the layers fit; the call to action beside what
 * customers measured; the benefits beside the platform pages; the suites; the closing call to action beside the
 * controls every tenant gets. Sections that follow each other may share a band; none moves out of its place.
 */
export function HomePage() {
  return (
    <>
      <Hero>
        <CustomerStrip />
      </Hero>

      {/* 2 and 3: the five layers, beside the stack banks start from. */}
      <Section spacing="tight">
        <div className="grid gap-6 md:grid-cols-2">
          <Panel copy={home.platformOverview} className="flex flex-col border-border bg-card">
            <FeatureList features={home.platformOverview.layers} layout="stack" className="mt-6" />
            <ButtonLink href={home.platformOverview.link.href} variant="secondary" className="mt-6 self-start">
              {home.platformOverview.link.label} <SvgIcon node={ArrowRight} />
            </ButtonLink>
          </Panel>
          <Panel copy={home.challenge} className="flex flex-col border-border bg-muted">
            {/* Five cards down the panel, each pain across from a layer. */}
            <FeatureList features={home.challenge.pains} layout="cards" className="mt-6 flex-1" />
          </Panel>
        </div>
      </Section>

      {/* 4: how the layers fit together. */}
      <Section id={home.architecture.id} tone="muted" spacing="tight">
        <div className="grid gap-x-12 gap-y-8 lg:grid-cols-[1fr_2fr] lg:items-center">
          <SectionHeader heading={home.architecture.heading} lead={home.architecture.lead} />
          <ArchitectureDiagram />
        </div>
      </Section>

      {/* 5: the call to action, beside what customers measured. */}
      <CustomerResults />

      {/* 6 and 7: what a bank gains, beside the platform pages that show how. */}
      <Section spacing="tight">
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel copy={home.benefits} className="border-primary/30 bg-primary-soft">
            <FeatureList features={home.benefits.items} layout="icons" className="mt-6" />
          </Panel>
          <PlatformLinks />
        </div>
      </Section>

      {/* 8: the suites. */}
      <Section id={home.suites.id} tone="muted" spacing="tight">
        <SplitSectionHeader heading={home.suites.heading} lead={home.suites.lead} />
        <CardGrid columns={4} flush className="mt-8" data-testid="suite-grid">
          {homeSuiteCards.map((card) => (
            <SuiteCard key={card.slug} card={card} />
          ))}
        </CardGrid>
        {/* Below the grid, as the product places it: the suites first, then the way to the rest. */}
        <div className="mt-8 flex justify-center">
          <ButtonLink href={home.suites.viewAll.href} variant="secondary">
            {home.suites.viewAll.label} <SvgIcon node={ArrowRight} />
          </ButtonLink>
        </div>
      </Section>

      {/* 9: the closing call to action, beside what every tenant can rely on from the first day. */}
      <CtaBeside {...home.closing}>
        <SecurityClaims {...homeProof.security} />
      </CtaBeside>
    </>
  );
}
