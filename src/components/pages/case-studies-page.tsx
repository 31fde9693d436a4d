import { caseStudies, ctaCopy, industries, pages, solutions, ui } from "@content/index.ts";
import { caseStudyCovers, customerLogos } from "@content/pictures.ts";
import { site } from "@content/site.ts";
import { BookDemoButton } from "@/components/layout/book-demo-button.tsx";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { CustomerQuote, StudyHeadlines, StudyResults } from "@/components/sections/customer-story.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";
import { ContentPicture } from "@/components/ui/content-picture.tsx";

const copy = ui.caseStudies;

const nameOf = (list: readonly { slug: string; name: string }[], slug: string) =>
  list.find((item) => item.slug === slug)?.name ?? slug;

/**
 * Case studies: first each study's headline figure beside Book a demo; then each study, opening with the customer's
 * logo: its challenge, approach, measured results, quote and the suites it used, ending with Book a demo for the suite
 * the study is about; the page ends with a call to action of its own.
 */
export function CaseStudiesPage() {
  return (
    <>
      <PageHeader
        heading={pages.caseStudies.heading}
        lead={pages.caseStudies.lead}
        demo={{ label: site.ctaLabel }}
        aside={<StudyHeadlines heading={copy.headlines} studies={caseStudies} logos={customerLogos} />}
      />
      <Section>
        <ul className="flex flex-col gap-8">
          {caseStudies.map((study, index) => {
            const cover = caseStudyCovers.get(study.slug);
            const logo = customerLogos.get(study.customer);
            return (
              <li
                key={study.slug}
                id={study.slug}
                className="scroll-mt-header overflow-hidden rounded-card border border-border bg-card p-6 sm:p-8"
              >
                {cover ? <ContentPicture picture={cover} place="study" eager={index === 0} /> : null}
                <p className="flex flex-wrap items-center gap-x-4 gap-y-2 font-semibold text-primary text-sm">
                  {logo ? <ContentPicture picture={logo} className="h-8 w-auto" minor /> : study.customer}
                  <a href={`/industries/${study.industry}`} className="rounded-full bg-primary-soft px-3 py-1 hover:underline">
                    {nameOf(industries, study.industry)}
                  </a>
                </p>
                <h2 className="mt-2 text-balance font-bold text-2xl tracking-tight">{study.title}</h2>
                <div className="mt-6 grid gap-6 md:grid-cols-2">
                  <div>
                    <h3 className="font-semibold">{copy.challenge}</h3>
                    <p className="mt-2 text-muted-foreground leading-relaxed">{study.challenge}</p>
                  </div>
                  <div>
                    <h3 className="font-semibold">{copy.approach}</h3>
                    <p className="mt-2 text-muted-foreground leading-relaxed">{study.approach}</p>
                  </div>
                </div>
                <StudyResults results={study.results} className="mt-6" />
                <CustomerQuote study={study} className="mt-6 border-primary border-l-4 pl-4" quoteClassName="text-lg" />
                <div className="mt-6 flex flex-col gap-4 border-border border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
                  <p className="text-sm">
                    {copy.solutions}{" "}
                    {study.solutions.map((slug, i) => (
                      <span key={slug}>
                        {i > 0 ? ", " : ""}
                        <a href={`/solutions/${slug}`} className="font-medium text-primary hover:underline">
                          {nameOf(solutions, slug)}
                        </a>
                      </span>
                    ))}
                  </p>
                  <BookDemoButton label={site.ctaLabel} solution={study.solutions[0]} className="self-start sm:self-auto" />
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <CtaBand heading={ctaCopy.caseStudiesCta.heading} lead={ctaCopy.caseStudiesCta.lead} ctaLabel={site.ctaLabel} />
    </>
  );
}
