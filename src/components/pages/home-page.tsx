import { home, pageLabels, pages } from "@content/pages.ts";
import { capabilityBlocks, diagramSuites } from "@content/platform.ts";
import { site } from "@content/site.ts";
import { homeSuiteCards } from "@content/solutions.ts";
import { ArrowRight } from "lucide";
import { ArchitectureDiagram } from "@/components/sections/architecture-diagram.tsx";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { CardGrid, FeatureGrid } from "@/components/sections/feature-grid.tsx";
import { Hero } from "@/components/sections/hero.tsx";
import { Section, SectionHeader } from "@/components/sections/section.tsx";
import { SuiteCard } from "@/components/sections/suite-card.tsx";
import { ButtonLink } from "@/components/ui/button.tsx";
import { Icon } from "@/components/ui/icon.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";
import { ProductVisual } from "@/components/visuals/product-visual.tsx";

/** The home page (SPEC §2), section by section. */
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

      <Section id={home.platformOverview.id}>
        <SectionHeader
          heading={home.platformOverview.heading}
          lead={home.platformOverview.lead}
          actions={
            <ButtonLink href={home.platformOverview.link.href} variant="secondary">
              {home.platformOverview.link.label} <SvgIcon node={ArrowRight} />
            </ButtonLink>
          }
        />
        <FeatureGrid features={home.platformOverview.layers} columns={5} />
      </Section>

      <Section id={home.challenge.id} tone="muted">
        <SectionHeader heading={home.challenge.heading} lead={home.challenge.lead} />
        <FeatureGrid features={home.challenge.pains} columns={5} />
      </Section>

      <Section id={home.architecture.id}>
        <SectionHeader heading={home.architecture.heading} lead={home.architecture.lead} />
        <ArchitectureDiagram
          suites={diagramSuites}
          blocks={capabilityBlocks}
          hint={home.architecture.hint}
          labels={pageLabels.architecture}
        />
      </Section>

      <CtaBand heading={home.ctaBand.heading} lead={home.ctaBand.lead} ctaLabel={ctaLabel} />

      <Section id={home.benefits.id}>
        <SectionHeader heading={home.benefits.heading} lead={home.benefits.lead} />
        <FeatureGrid features={home.benefits.items} columns={5} />
      </Section>

      <Section tone="muted">
        <SectionHeader heading={home.power.heading} lead={home.power.lead} />
        <CardGrid columns={4}>
          {home.power.cards.map((card) => (
            <li key={card.href}>
              <a
                href={card.href}
                className="flex h-full flex-col rounded-card border border-border bg-card p-6 transition-shadow hover:shadow-lg"
              >
                <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <Icon name={card.icon} className="size-5" />
                </span>
                <span className="font-semibold text-lg">{card.title}</span>
                <span className="mt-2 text-muted-foreground">{card.body}</span>
              </a>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section id={home.suites.id}>
        <SectionHeader heading={home.suites.heading} lead={home.suites.lead} />
        <CardGrid columns={4} data-testid="suite-grid">
          {homeSuiteCards.map((card) => (
            <SuiteCard key={card.slug} card={card} />
          ))}
        </CardGrid>
        <div className="mt-10">
          <ButtonLink href={home.suites.viewAll.href} variant="secondary">
            {home.suites.viewAll.label} <SvgIcon node={ArrowRight} />
          </ButtonLink>
        </div>
      </Section>

      <CtaBand heading={home.closing.heading} lead={home.closing.lead} ctaLabel={ctaLabel} />
    </>
  );
}
