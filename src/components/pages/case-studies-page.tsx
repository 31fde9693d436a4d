import { caseStudies, ctaCopy, industries, pages, solutions, ui } from "@content/index.ts";
import { pathOf } from "@content/paths.ts";
import { caseStudyCovers, customerLogos } from "@content/pictures.ts";
import type { CaseStudy } from "@content/schema.ts";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { CustomerQuote, ListCard, StudyLink, StudyResults } from "@/components/sections/customer-story.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";
import { ContentPicture } from "@/components/ui/content-picture.tsx";

const copy = ui.caseStudies;

const nameOf = (list: readonly { slug: string; name: string }[], slug: string) =>
  list.find((item) => item.slug === slug)?.name ?? slug;

/** The customer's logo, or its name where it has none. */
function CustomerMark({ study, className, eager }: { study: CaseStudy; className: string; eager?: boolean }) {
  const logo = customerLogos.get(study.customer);
  return logo ? <ContentPicture picture={logo} className={className} eager={eager} minor /> : study.customer;
}

/** The customer's logo (or name) and the industry it belongs to, a link to the industry's page. */
function StudyByline({ study }: { study: CaseStudy }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-2 font-semibold text-primary text-sm">
      <CustomerMark study={study} className="h-8 w-auto" />
      <a href={pathOf("industry", study.industry)} className="rounded-full bg-primary-soft px-3 py-1 hover:underline">
        {nameOf(industries, study.industry)}
      </a>
    </p>
  );
}

/** Case studies: a card per study, each a link to the study's own page; given a `study`, that study's own page. */
export function CaseStudiesPage({ study }: { study?: CaseStudy }) {
  if (study) return <CaseStudyPage study={study} />;
  return (
    <>
      <PageHeader
        {...pages.caseStudies}
        demo
        aside={
          // Each customer beside the suites it launched: the figures stay with the study and its solution's page.
          <ListCard
            heading={copy.launched}
            slot="study-suites"
            rows={caseStudies.slice(0, 4).map((study) => ({
              key: study.slug,
              href: pathOf("case-study", study.slug),
              lead: <CustomerMark study={study} className="h-6 w-auto" eager />,
              label: (
                <span className="text-muted-foreground text-sm">
                  {study.solutions.map((s) => nameOf(solutions, s)).join(", ")}
                </span>
              ),
            }))}
          />
        }
      />
      <Section>
        <ul className="grid gap-6 md:grid-cols-2">
          {caseStudies.map((study) => {
            const cover = caseStudyCovers.get(study.slug);
            return (
              <li key={study.slug} className="flex flex-col overflow-hidden rounded-card border border-border bg-card p-6">
                {cover ? <ContentPicture picture={cover} place="study" /> : null}
                <StudyByline study={study} />
                <h2 className="mt-3 text-balance font-bold text-xl tracking-tight">{study.title}</h2>
                <p className="mt-3 text-muted-foreground leading-relaxed">{study.challenge}</p>
                <StudyLink
                  study={study}
                  label={ui.industry.readStudy}
                  className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-primary text-sm hover:underline"
                />
              </li>
            );
          })}
        </ul>
      </Section>
      <CtaBand {...ctaCopy.caseStudiesCta} />
    </>
  );
}

/** One case study on its own page, with one Book a demo a screen. */
function CaseStudyPage({ study }: { study: CaseStudy }) {
  const cover = caseStudyCovers.get(study.slug);
  return (
    <>
      <PageHeader
        eyebrow={study.customer}
        heading={study.title}
        lead={study.description}
        demo={study.solutions[0] ?? true}
        aside={<StudyResults results={study.results} compact className="rounded-card border border-border bg-card p-4" />}
      />
      <Section>
        <article className="mx-auto max-w-3xl">
          {cover ? <ContentPicture picture={cover} place="study" eager /> : null}
          <StudyByline study={study} />
          <h2 className="mt-8 font-semibold text-xl">{copy.challenge}</h2>
          <p className="mt-2 text-lg text-muted-foreground leading-relaxed">{study.challenge}</p>
          <h2 className="mt-8 font-semibold text-xl">{copy.approach}</h2>
          <p className="mt-2 text-lg text-muted-foreground leading-relaxed">{study.approach}</p>
          <CustomerQuote study={study} className="mt-10 border-primary border-l-4 pl-4" quoteClassName="text-xl" />
          <p className="mt-10 border-border border-t pt-6 text-sm">
            {copy.solutions}{" "}
            {study.solutions.map((slug, i) => (
              <span key={slug}>
                {i > 0 ? ", " : ""}
                <a href={pathOf("solution", slug)} className="font-medium text-primary hover:underline">
                  {nameOf(solutions, slug)}
                </a>
              </span>
            ))}
          </p>
        </article>
      </Section>
      <CtaBand {...ctaCopy.caseStudyCta} solution={study.solutions[0]} />
    </>
  );
}
