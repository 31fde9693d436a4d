import {
  capabilityBlocks,
  caseStudies,
  diagramSuites,
  home,
  homeProof,
  homeSuiteCards,
  pageLabels,
  pages,
} from "@content/index.ts";
import { site } from "@content/site.ts";
import { ArrowRight } from "lucide";
import { ArchitectureDiagram } from "@/components/sections/architecture-diagram.tsx";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { FeatureList } from "@/components/sections/feature-list.tsx";
import { Hero } from "@/components/sections/hero.tsx";
import { CustomerResults, CustomerStrip, SecurityBand } from "@/components/sections/proof.tsx";
import { Section, SectionHeader } from "@/components/sections/section.tsx";
import { SuiteCard } from "@/components/sections/suite-card.tsx";
import { ButtonLink } from "@/components/ui/button.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";
import { ProductVisual } from "@/components/visuals/product-visual.tsx";

/**
 * The home page (SPEC §2), section by section, each one picture: the product, who builds on it, the layers, the
 * pains, the diagram, the results, the benefits, the suites, the controls with the platform pages behind them.
 */
export function HomePage() {
  const ctaLabel = site.ctaLabel;
  return (
    <>
      <Hero
        heading={pages.home.heading}
        subheading={home.hero.heading}
        lead={home.hero.lead}
        scrollCue={home.hero.scrollCue}
        ctaLabel={ctaLabel}
        visual={<ProductVisual name={home.hero.visual} />}
      />

      <CustomerStrip {...homeProof.customers} />

      <Section id={home.platformOverview.id} spacing="compact">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
          <SectionHeader
            heading={home.platformOverview.heading}
            lead={home.platformOverview.lead}
            actions={
              <ButtonLink href={home.platformOverview.link.href} variant="secondary">
                {home.platformOverview.link.label} <SvgIcon node={ArrowRight} />
              </ButtonLink>
            }
          />
          <FeatureList features={home.platformOverview.layers} layout="stack" />
        </div>
      </Section>

      <Section id={home.challenge.id} tone="muted" spacing="compact">
        <SectionHeader heading={home.challenge.heading} lead={home.challenge.lead} />
        <FeatureList features={home.challenge.pains} layout="numbered" className="mt-10" />
      </Section>

      <Section id={home.architecture.id} spacing="compact">
        <SectionHeader heading={home.architecture.heading} lead={home.architecture.lead} />
        <ArchitectureDiagram
          suites={diagramSuites}
          blocks={capabilityBlocks}
          hint={home.architecture.hint}
          labels={pageLabels.architecture}
        />
      </Section>

      <CtaBand heading={home.ctaBand.heading} lead={home.ctaBand.lead} ctaLabel={ctaLabel} layout="inline" />

      <CustomerResults {...homeProof.results} studies={caseStudies} href="/resources/case-studies" />

      <Section id={home.benefits.id} tone="muted" spacing="compact">
        <SectionHeader heading={home.benefits.heading} lead={home.benefits.lead} />
        <FeatureList features={home.benefits.items} layout="icons" className="mt-10" />
      </Section>

      <Section id={home.suites.id} tone="muted" spacing="compact">
        <SectionHeader heading={home.suites.heading} lead={home.suites.lead} />
        <CardGrid columns={4} data-testid="suite-grid">
          {homeSuiteCards.map((card) => (
            <SuiteCard key={card.slug} card={card} />
          ))}
        </CardGrid>
        <div className="mt-8">
          <ButtonLink href={home.suites.viewAll.href} variant="secondary">
            {home.suites.viewAll.label} <SvgIcon node={ArrowRight} />
          </ButtonLink>
        </div>
      </Section>

      <SecurityBand {...homeProof.security} links={{ heading: home.power.heading, cards: home.power.cards }} />

      <CtaBand heading={home.closing.heading} lead={home.closing.lead} ctaLabel={ctaLabel} spacing="compact" />
    </>
  );
}
