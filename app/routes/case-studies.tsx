import { PageHeader, Section } from "~/components/sections/section";
import { SiteLink } from "~/components/ui/site-link";
import { industries } from "~/content/industries";
import { pages } from "~/content/pages";
import { caseStudies } from "~/content/resources";
import { solutions } from "~/content/solutions";
import { withIcons } from "~/lib/icons.server";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/case-studies";

export function loader({ request }: Route.LoaderArgs) {
  const nameOf = (list: { slug: string; name: string }[], slug: string) => list.find((x) => x.slug === slug)?.name ?? slug;
  return withIcons({
    page: pages.caseStudies,
    studies: caseStudies.map((study) => ({
      ...study,
      industryName: nameOf(industries, study.industry),
      solutionLinks: study.solutions.map((slug) => ({ slug, name: nameOf(solutions, slug) })),
    })),
    seo: seoFor(request),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { page, studies } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section>
        <ul className="flex flex-col gap-8">
          {studies.map((study) => (
            <li
              key={study.slug}
              id={study.slug}
              className="scroll-mt-header rounded-card border border-border bg-card p-6 sm:p-8"
            >
              <p className="font-semibold text-primary text-sm">
                {study.customer} ·{" "}
                <SiteLink to={`/industries/${study.industry}`} className="hover:underline">
                  {study.industryName}
                </SiteLink>
              </p>
              <h2 className="mt-2 text-balance font-bold text-2xl tracking-tight">{study.title}</h2>
              <div className="mt-6 grid gap-6 md:grid-cols-2">
                <div>
                  <h3 className="font-semibold">The challenge</h3>
                  <p className="mt-2 text-muted-foreground leading-relaxed">{study.challenge}</p>
                </div>
                <div>
                  <h3 className="font-semibold">What they built</h3>
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
              <p className="mt-6 text-sm">
                Solutions used:{" "}
                {study.solutionLinks.map((s, i) => (
                  <span key={s.slug}>
                    {i > 0 ? ", " : ""}
                    <SiteLink to={`/solutions/${s.slug}`} className="font-medium text-primary hover:underline">
                      {s.name}
                    </SiteLink>
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
