import { fill } from "@content/fill.ts";
import { openings, pages, ui, values } from "@content/index.ts";
import { site } from "@content/site.ts";
import { CountCard } from "@/components/sections/customer-story.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";

const copy = ui.careers;

const applyHref = (title: string) =>
  `mailto:${site.careersEmail}?subject=${encodeURIComponent(fill(copy.applicationSubject, { title }))}`;

/** Careers: where the roles are beside the heading (most first); the open roles, each with an e-mail application link; the values. */
export function CareersPage() {
  return (
    <>
      <PageHeader
        {...pages.careers}
        aside={<CountCard heading={copy.byPlace} slot="roles-by-place" names={openings.map((job) => job.location)} />}
      />
      <Section>
        <SectionHeader heading={copy.openRoles} lead={`${copy.apply} ${site.careersEmail}`} />
        <ul className="mt-10 flex flex-col gap-4">
          {openings.map((job) => (
            <li key={job.title} className="rounded-card border border-border bg-card p-6">
              <h3 className="font-semibold text-lg">{job.title}</h3>
              <p className="mt-1 text-muted-foreground text-sm">
                {job.team} · {job.location} · {job.type}
              </p>
              <p className="mt-3 leading-relaxed">{job.summary}</p>
              <a href={applyHref(job.title)} className="mt-4 inline-block font-semibold text-primary text-sm hover:underline">
                {copy.applyLink}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" spacing="compact">
        <SectionHeader heading={copy.values} />
        <ul className="mt-6 flex flex-wrap gap-2">
          {values.map((value) => (
            <li key={value.title} className="rounded-full bg-card px-4 py-2 font-medium text-sm">
              {value.title}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
