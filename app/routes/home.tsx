import { ArrowRight, ChevronDown } from "lucide";
import { lazy, Suspense, useRef } from "react";
import { BookDemoButton } from "~/components/layout/book-demo-button";
import { ArchitectureDiagram } from "~/components/sections/architecture-diagram";
import { CtaBand } from "~/components/sections/cta-band";
import { CardGrid, FeatureGrid } from "~/components/sections/feature-grid";
import { Section, SectionHeader } from "~/components/sections/section";
import { SectionBoundary } from "~/components/sections/section-boundary";
import { SuiteCard } from "~/components/sections/suite-card";
import { ButtonLink } from "~/components/ui/button";
import { HydrateOnIntent } from "~/components/ui/hydrate-on-intent";
import { Icon } from "~/components/ui/icon";
import { SiteLink } from "~/components/ui/site-link";
import { SvgIcon } from "~/components/ui/svg-icon";
import { home, pages } from "~/content/pages";
import { capabilityBlocks, diagramSuites } from "~/content/platform";
import { site } from "~/content/site";
import { homeSuiteCards } from "~/content/solutions";
import { useAfterPaint } from "~/hooks/use-after-paint";
import { usePageView } from "~/hooks/use-page-view";
import { withIcons } from "~/lib/icons.server";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/home";

// Behind a content flag (off): its code loads only when the flag turns it on.
const Outcomes = lazy(() => import("~/components/sections/outcomes").then((module) => ({ default: module.Outcomes })));

export function loader({ request }: Route.LoaderArgs) {
  return withIcons({
    page: pages.home,
    home,
    suites: homeSuiteCards,
    capabilityBlocks,
    diagramSuites,
    seo: seoFor(request),
    ctaLabel: site.ctaLabel,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const DottedCanvas = lazy(() => import("~/components/sections/dotted-canvas"));

/**
 * The canvas is decoration: its code loads once the page has painted and settled. Its state lives here, not in
 * the page, so that showing it re-renders nothing else.
 */
function HeroCanvas() {
  const showCanvas = useAfterPaint();
  if (!showCanvas) return null;
  return (
    <SectionBoundary quiet>
      <Suspense fallback={null}>
        <DottedCanvas />
      </Suspense>
    </SectionBoundary>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, home, suites, capabilityBlocks, diagramSuites, ctaLabel } = loaderData;
  usePageView("homepage");
  const hero = useRef<HTMLElement>(null);
  return (
    <>
      <section ref={hero} data-slot="hero" className="relative overflow-hidden bg-ink text-on-ink">
        <HeroCanvas />
        <div className="relative mx-auto flex min-h-[calc(88svh-var(--spacing-header))] max-w-content flex-col justify-center px-4 py-20 sm:px-6">
          <HydrateOnIntent target={hero}>
            <h1 className="mt-3 max-w-4xl text-balance font-bold text-4xl text-white tracking-tight sm:text-6xl">
              {page.heading}
            </h1>
            <p className="mt-4 max-w-3xl text-balance font-semibold text-2xl text-white/90 sm:text-3xl">{home.hero.heading}</p>
            <p className="mt-5 max-w-2xl text-lg text-on-ink-muted leading-relaxed">{home.hero.lead}</p>
            <div className="mt-9 flex flex-wrap gap-3">
              <BookDemoButton label={ctaLabel} variant="inverse" size="lg" />
              <ButtonLink to="/platform" variant="ghost-inverse" size="lg">
                Explore the platform <SvgIcon node={ArrowRight} />
              </ButtonLink>
            </div>
            <a
              href="#platform"
              className="mt-16 inline-flex items-center gap-2 self-start rounded-full text-on-ink-muted text-sm hover:text-white"
            >
              <SvgIcon node={ChevronDown} className="size-4" />
              {home.hero.scrollCue}
            </a>
          </HydrateOnIntent>
        </div>
      </section>

      <Section id={home.platformOverview.id}>
        <SectionHeader
          heading={home.platformOverview.heading}
          lead={home.platformOverview.lead}
          actions={
            <ButtonLink to={home.platformOverview.link.href} variant="secondary">
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
        <ArchitectureDiagram suites={diagramSuites} blocks={capabilityBlocks} hint={home.architecture.hint} />
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
              <SiteLink
                to={card.href}
                className="flex h-full flex-col rounded-card border border-border bg-card p-6 transition-shadow hover:shadow-lg"
              >
                <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <Icon name={card.icon} className="size-5" />
                </span>
                <span className="font-semibold text-lg">{card.title}</span>
                <span className="mt-2 text-muted-foreground">{card.body}</span>
              </SiteLink>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section id={home.suites.id}>
        <SectionHeader heading={home.suites.heading} lead={home.suites.lead} />
        <CardGrid columns={4} data-testid="suite-grid">
          {suites.map((card) => (
            <SuiteCard key={card.slug} card={card} />
          ))}
        </CardGrid>
        <div className="mt-10">
          <ButtonLink to={home.suites.viewAll.href} variant="secondary">
            {home.suites.viewAll.label} <SvgIcon node={ArrowRight} />
          </ButtonLink>
        </div>
      </Section>

      {home.outcomes.enabled ? (
        <Suspense fallback={null}>
          <Outcomes heading={home.outcomes.heading} items={home.outcomes.items} />
        </Suspense>
      ) : null}

      <CtaBand heading={home.closing.heading} lead={home.closing.lead} ctaLabel={ctaLabel} />
    </>
  );
}
