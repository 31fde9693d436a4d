import { caseStudies, industries, pages, solutions, ui } from "@content/index.ts";
import { caseStudyCovers } from "@content/pictures.ts";
import { PageHeader, Section } from "@/components/sections/section.tsx";
import { ContentPicture } from "@/components/ui/content-picture.tsx";

const copy = ui.caseStudies;

const nameOf = (list: readonly { slug: string; name: string }[], slug: string) =>
  list.find((item) => item.slug === slug)?.name ?? slug;

/** Case studies: each customer's challenge, approach, measured results and the suites it used. */
export function CaseStudiesPage() {
  return (
    <>
      <PageHeader heading={pages.caseStudies.heading} lead={pages.caseStudies.lead} />
      <Section>
        <ul className="flex flex-col gap-8">
          {caseStudies.map((study, index) => {
            const cover = caseStudyCovers.get(study.slug);
            return (
              <li
                key={study.slug}
                id={study.slug}
                className="scroll-mt-header overflow-hidden rounded-card border border-border bg-card p-6 sm:p-8"
              >
                {cover ? <ContentPicture picture={cover} place="study" eager={index === 0} /> : null}
                <p className="font-semibold text-primary text-sm">
                  {study.customer} ·{" "}
                  <a href={`/industries/${study.industry}`} className="hover:underline">
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
                <dl className="mt-6 grid gap-4 sm:grid-cols-3">
                  {study.results.map((result) => (
                    <div key={result.label} className="rounded-xl bg-muted p-4">
                      <dt className="text-muted-foreground text-sm">{result.label}</dt>
                      <dd className="order-first font-bold text-3xl text-primary">{result.figure}</dd>
                    </div>
                  ))}
                </dl>
                {study.quote ? (
                  <figure className="mt-6 border-primary border-l-4 pl-4">
                    <blockquote className="text-lg leading-relaxed">“{study.quote}”</blockquote>
                    <figcaption className="mt-2 font-semibold text-sm">{study.customer}</figcaption>
                  </figure>
                ) : null}
                <p className="mt-6 text-sm">
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
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
