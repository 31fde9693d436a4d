import { buildingBlocks, caseStudies, ctaCopy, ui } from "@content/index.ts";
import { pathOf } from "@content/paths.ts";
import { customerLogos } from "@content/pictures.ts";
import type { Solution } from "@content/schema.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { CustomerQuote, StudyLink, StudyResults } from "@/components/sections/customer-story.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";
import { TickList } from "@/components/sections/tick-list.tsx";
import { ContentPicture } from "@/components/ui/content-picture.tsx";
import { SolutionSuite } from "@/components/visuals/suite-blocks.tsx";

/** /solutions/{slug}: one product suite, its picture beside Book a demo, then its outcomes, blocks and customer story. */
export function SolutionPage({ solution }: { solution: Solution }) {
  const blocks = buildingBlocks.filter((b) => solution.poweredByBlocks.includes(b.name));
  // The case study that tells this solution's story (the content checks that the story names its customer).
  const study = caseStudies.find((s) => s.solutions[0] === solution.slug);
  const logo = study ? customerLogos.get(study.customer) : undefined;
  return (
    <>
      <PageHeader
        eyebrow={solution.subText}
        heading={solution.name}
        lead={solution.oneLiner}
        demo={solution.slug}
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
                  <a
                    href={`${pathOf("platform-page", "capabilities")}#${block.slug}`}
                    className="font-semibold text-primary hover:underline"
                  >
                    {block.name}
                  </a>
                  <p className="mt-1 text-muted-foreground text-sm">{block.description}</p>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>
      {/* The story across the width: its heading beside it on a wide screen, with the customer's words under it where a
          case study tells this story; beside them the story, the measured results and the way to the case study. */}
      <Section tone="muted">
        <div className="grid gap-x-12 gap-y-4 lg:grid-cols-[1fr_2fr]">
          <div>
            <SectionHeader eyebrow={ui.solution.inPractice} heading={solution.vignette.title} />
            {study ? (
              <CustomerQuote study={study} className="mt-8 border-primary border-l-4 pl-4" quoteClassName="text-lg" />
            ) : null}
          </div>
          <div className="lg:pt-8">
            <p className="text-lg leading-relaxed">{solution.vignette.body}</p>
            {study ? (
              <div className="mt-8 rounded-card border border-border bg-card p-6">
                {logo ? <ContentPicture picture={logo} className="h-8 w-auto" minor /> : null}
                <StudyResults results={study.results} className="mt-5" />
                <StudyLink study={study} label={ui.industry.readStudy} />
              </div>
            ) : null}
          </div>
        </div>
      </Section>
      <CtaBand {...ctaCopy.solutionsCta} solution={solution.slug} />
    </>
  );
}
