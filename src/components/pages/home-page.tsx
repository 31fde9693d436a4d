import { capabilityBlocks, caseStudies, diagramSuites, home, homeProof, homeSuiteCards, pages, ui } from "@content/index.ts";
import { customerLogos } from "@content/pictures.ts";
import { site } from "@content/site.ts";
import { ArrowRight } from "lucide";
import { BookDemoButton } from "@/components/layout/book-demo-button.tsx";
import { ArchitectureDiagram } from "@/components/sections/architecture-diagram.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { FeatureList } from "@/components/sections/feature-list.tsx";
import { Hero } from "@/components/sections/hero.tsx";
import { CustomerResults, CustomerStrip, PlatformLinks, SecurityClaims } from "@/components/sections/proof.tsx";
import { Section, SectionHeader, SplitSectionHeader } from "@/components/sections/section.tsx";
import { SuiteCard } from "@/components/sections/suite-card.tsx";
import { ButtonLink } from "@/components/ui/button.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";
import { ProductVisual } from "@/components/visuals/product-visual.tsx";

/**
 * The home page (SPEC §2) in six bands, each one picture: the product with who builds on it; the layers beside the
 * diagram of how they fit; where banks start beside where the platform takes them, with the platform pages; the call
 * to action beside what customers measured; the suites; the closing call to action beside the controls every tenant
 * gets. Every section the spec lists is here, some of them sharing a band.
 */
export function HomePage() {
  const ctaLabel = site.ctaLabel;
  return (
    <>
      <Hero
        eyebrow={home.hero.eyebrow}
        heading={pages.home.heading}
        subheading={home.hero.heading}
        lead={home.hero.lead}
        scrollCue={home.hero.scrollCue}
        ctaLabel={ctaLabel}
        exploreLabel={ui.home.explore}
        visual={<ProductVisual name={home.hero.visual} />}
      >
        <CustomerStrip {...homeProof.customers} logos={customerLogos} tone="ink" />
      </Hero>

      {/* The five layers in words, beside the drawing of how they fit together. */}
      <Section id={home.platformOverview.id} spacing="tight">
        <SplitSectionHeader
          heading={home.platformOverview.heading}
          lead={home.platformOverview.lead}
          action={
            <ButtonLink href={home.platformOverview.link.href} variant="secondary">
              {home.platformOverview.link.label} <SvgIcon node={ArrowRight} />
            </ButtonLink>
          }
        />
        <div className="mt-8 grid gap-x-12 gap-y-6 lg:grid-cols-[1fr_2fr]">
          <FeatureList features={home.platformOverview.layers} layout="stack" />
          <section id={home.architecture.id} className="scroll-mt-header">
            <ArchitectureDiagram
              suites={diagramSuites}
              blocks={capabilityBlocks}
              hint={home.architecture.hint}
              labels={ui.architecture}
              caption={
                <>
                  <h3 className="font-semibold text-lg">{home.architecture.heading}</h3>
                  <p className="mt-1 text-muted-foreground text-sm">{home.architecture.lead}</p>
                </>
              }
            />
          </section>
        </div>
      </Section>

      {/* Where banks start, beside where the platform takes them. */}
      <Section tone="muted" spacing="tight">
        <div className="grid gap-6 md:grid-cols-2">
          <section id={home.challenge.id} className="scroll-mt-header rounded-card border border-border bg-card p-6 sm:p-8">
            <SectionHeader heading={home.challenge.heading} lead={home.challenge.lead} size="sm" />
            <FeatureList features={home.challenge.pains} layout="numbered" className="mt-6" />
          </section>
          <section
            id={home.benefits.id}
            className="scroll-mt-header rounded-card border border-primary/30 bg-primary-soft p-6 sm:p-8"
          >
            <SectionHeader heading={home.benefits.heading} lead={home.benefits.lead} size="sm" />
            <FeatureList features={home.benefits.items} layout="icons" className="mt-6" />
          </section>
        </div>
        <PlatformLinks {...home.power} />
      </Section>

      <CustomerResults
        {...homeProof.results}
        studies={caseStudies}
        href="/resources/case-studies"
        cta={{ ...home.ctaBand, label: ctaLabel }}
      />

      <Section id={home.suites.id} tone="muted" spacing="tight">
        <SplitSectionHeader
          heading={home.suites.heading}
          lead={home.suites.lead}
          action={
            <ButtonLink href={home.suites.viewAll.href} variant="secondary">
              {home.suites.viewAll.label} <SvgIcon node={ArrowRight} />
            </ButtonLink>
          }
        />
        <CardGrid columns={4} flush className="mt-8" data-testid="suite-grid">
          {homeSuiteCards.map((card) => (
            <SuiteCard key={card.slug} card={card} action={ui.cards.learnMore} actionDetail={ui.cards.learnMoreAbout} />
          ))}
        </CardGrid>
      </Section>

      {/* The closing call to action, beside what every tenant can rely on from the first day. */}
      <Section tone="ink" spacing="tight">
        <div className="grid gap-12 lg:grid-cols-[1fr_2fr]">
          <div data-cta-band="">
            <SectionHeader
              tone="ink"
              heading={home.closing.heading}
              lead={home.closing.lead}
              actions={<BookDemoButton label={ctaLabel} variant="inverse" size="lg" />}
            />
          </div>
          <SecurityClaims {...homeProof.security} />
        </div>
      </Section>
    </>
  );
}
