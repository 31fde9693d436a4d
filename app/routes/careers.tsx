import { PageHeader, Section, SectionHeader } from "~/components/sections/section";
import { openings, values } from "~/content/company";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { withIcons } from "~/lib/icons.server";
import { seoMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import type { Route } from "./+types/careers";

export function loader({ request }: Route.LoaderArgs) {
  return withIcons({
    page: pages.careers,
    openings,
    values: values.map((v) => v.title),
    careersEmail: site.careersEmail,
    seo: seoFor(request),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { page, openings, values, careersEmail } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} lead={page.lead} />
      <Section>
        <SectionHeader
          heading="Open roles"
          lead={`Apply with your CV and a few lines on why the role fits you: ${careersEmail}`}
        />
        <ul className="mt-10 flex flex-col gap-4">
          {openings.map((job) => (
            <li key={job.title} className="rounded-card border border-border bg-card p-6">
              <h3 className="font-semibold text-lg">{job.title}</h3>
              <p className="mt-1 text-muted-foreground text-sm">
                {job.team} · {job.location} · {job.type}
              </p>
              <p className="mt-3 leading-relaxed">{job.summary}</p>
              <a
                href={`mailto:${careersEmail}?subject=${encodeURIComponent(`Application: ${job.title}`)}`}
                className="mt-4 inline-block font-semibold text-primary text-sm hover:underline"
              >
                Apply for this role
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" spacing="compact">
        <SectionHeader heading="What we value" />
        <ul className="mt-6 flex flex-wrap gap-2">
          {values.map((v) => (
            <li key={v} className="rounded-full bg-card px-4 py-2 font-medium text-sm">
              {v}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
