import { buildingBlocks, ctaCopy, ui } from "@content/index.ts";
import type { Solution } from "@content/schema.ts";
import { site } from "@content/site.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";
import { TickList } from "@/components/sections/tick-list.tsx";
import { SolutionSuite } from "@/components/visuals/product-visual.tsx";

/**
 * /solutions/{slug}: one product suite, first as its picture beside Book a demo, then its outcomes, the building blocks
 * it runs on and a customer story.
 */
export function SolutionPage({ solution }: { solution: Solution }) {
  const blocks = buildingBlocks.filter((b) => (solution.poweredByBlocks as readonly string[]).includes(b.name));
  const cta = ctaCopy.solutionsCta;
  return (
    <>
      <PageHeader
        eyebrow={solution.subText}
        heading={solution.name}
        lead={solution.oneLiner}
        demo={{ label: site.ctaLabel, solution: solution.slug }}
        aside={<SolutionSuite solution={solution} />}
      />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <p className="text-lg leading-relaxed">{solution.description}</p>
            <h2 className="mt-10 font-bold text-2xl tracking-tight">{ui.solution.outcomes}</h2>
            <TickList items={solution.outcomes} className="mt-4" />
            {solution.targetBuyers.length ? (
              <>
                <h2 className="mt-10 font-bold text-2xl tracking-tight">{ui.solution.builtFor}</h2>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {solution.targetBuyers.map((buyer) => (
                    <li key={buyer} className="rounded-full bg-muted px-3 py-1.5 text-sm">
                      {buyer}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          <aside aria-labelledby="powered-by" className="rounded-card border border-border bg-muted p-6">
            <h2 id="powered-by" className="font-bold text-xl">
              {ui.solution.poweredBy}
            </h2>
            <ul className="mt-4 flex flex-col gap-4">
              {blocks.map((block) => (
                <li key={block.slug}>
                  <a href={`/platform/capabilities#${block.slug}`} className="font-semibold text-primary hover:underline">
                    {block.name}
                  </a>
                  <p className="mt-1 text-muted-foreground text-sm">{block.description}</p>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>
      <Section tone="muted">
        <SectionHeader eyebrow={ui.solution.inPractice} heading={solution.vignette.title} />
        <p className="mt-4 max-w-3xl text-lg leading-relaxed">{solution.vignette.body}</p>
      </Section>
      <CtaBand heading={cta.heading} lead={cta.lead} ctaLabel={site.ctaLabel} solution={solution.slug} />
    </>
  );
}
