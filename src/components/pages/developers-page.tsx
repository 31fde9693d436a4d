import { developers, pages } from "@content/index.ts";
import { ArrowUpRight } from "lucide";
import { BookDemoButton } from "@/components/layout/book-demo-button.tsx";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { FeatureGrid } from "@/components/sections/feature-grid.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";
import { ButtonLink } from "@/components/ui/button.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";
import { ApiCall } from "@/components/visuals/api-call.tsx";

/** The link to the API documentation, on another site. */
function DocsLink({ size }: { size?: "md" | "lg" }) {
  return (
    <ButtonLink href={developers.docs.url} variant="secondary" size={size}>
      {developers.docs.label} <SvgIcon node={ArrowUpRight} />
    </ButtonLink>
  );
}

/** /developers: the API's shape, its events and webhooks, a sandbox through Book a demo, the link to the documentation. */
export function DevelopersPage() {
  const { hero, api, events, sandbox, cta } = developers;
  return (
    <>
      <PageHeader
        eyebrow={hero.eyebrow}
        {...pages.developers}
        demo
        actions={<DocsLink size="lg" />}
        aside={<ApiCall copy={hero.picture} />}
      />
      <Section id={api.id}>
        <SectionHeader heading={api.heading} lead={api.lead} />
        <FeatureGrid features={api.items} />
      </Section>
      <Section id={events.id} tone="muted">
        <SectionHeader heading={events.heading} lead={events.lead} />
        <FeatureGrid features={events.items} />
        {events.examples.length ? (
          <div className="mt-8">
            <h3 className="font-semibold text-muted-foreground text-xs uppercase tracking-wider">{events.examplesHeading}</h3>
            {/* Rows of four (two on a phone), not wrapped as they come: eight names wrapped one alone onto a row. */}
            <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {events.examples.map((name) => (
                <li key={name} className="rounded-lg border border-border bg-card px-2.5 py-1 font-mono text-sm">
                  {name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Section>
      <Section id={sandbox.id}>
        <SectionHeader
          heading={sandbox.heading}
          lead={sandbox.lead}
          actions={
            <>
              <BookDemoButton />
              <DocsLink />
            </>
          }
        />
        <FeatureGrid features={sandbox.steps} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
