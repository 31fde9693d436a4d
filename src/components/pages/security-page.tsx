import { pages, security } from "@content/index.ts";
import { ArrowUpRight, Mail } from "lucide";
import { CtaBand } from "@/components/sections/cta-band.tsx";
import { CardGrid } from "@/components/sections/feature-grid.tsx";
import { PageHeader, Section, SectionHeader } from "@/components/sections/section.tsx";
import { TickList } from "@/components/sections/tick-list.tsx";
import { ButtonLink } from "@/components/ui/button.tsx";
import { Icon } from "@/components/ui/icon.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";
import { AssuranceChip, AssuranceStatus } from "@/components/visuals/assurance-status.tsx";

const cell = "px-4 py-3 text-left align-top";
/** Each row ruled off from the one above it; the table's frame closes the last. */
const bodyCell = `${cell} border-border border-t`;

/**
 * /security: what the company holds and what is in progress (each item says which), where data is kept, who else
 * handles it, how to report a vulnerability (the same contact as /.well-known/security.txt) and the status page.
 */
export function SecurityPage() {
  const { hero, statuses, assurance, residency, subProcessors, disclosure, status, cta } = security;
  const { columns } = subProcessors;
  /** The table's columns after the name, in order: each a field of a row, headed by its column's name. */
  const fields = ["purpose", "data", "location"] as const;
  return (
    <>
      <PageHeader
        eyebrow={hero.eyebrow}
        {...pages.security}
        demo
        actions={
          <ButtonLink href={`#${disclosure.id}`} variant="secondary" size="lg">
            {hero.report}
          </ButtonLink>
        }
        aside={<AssuranceStatus security={security} />}
      />
      <Section id={assurance.id}>
        <SectionHeader heading={assurance.heading} lead={assurance.lead} />
        <CardGrid columns={3}>
          {assurance.items.map((item) => (
            <li key={item.title} className="flex flex-col rounded-card border border-border bg-card p-6">
              <AssuranceChip status={item.status} statuses={statuses} className="self-start" />
              <h3 className="mt-4 font-semibold text-lg">{item.title}</h3>
              <p className="mt-2 text-muted-foreground leading-relaxed">{item.body}</p>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section id={residency.id} tone="muted">
        <SectionHeader heading={residency.heading} lead={residency.lead} />
        <CardGrid columns={4}>
          {residency.regions.map((region) => (
            <li key={region.name} className="rounded-card border border-border bg-card p-5">
              <Icon name="globe" className="size-5 text-primary" />
              <h3 className="mt-3 font-semibold">{region.name}</h3>
              <p className="mt-1 text-muted-foreground text-sm leading-relaxed">{region.detail}</p>
            </li>
          ))}
        </CardGrid>
        {residency.points.length ? <TickList items={residency.points} className="mt-8" /> : null}
      </Section>
      <Section id={subProcessors.id}>
        <SectionHeader heading={subProcessors.heading} lead={subProcessors.lead} />
        {/* A table from tablets up; on a phone, where four columns do not fit, one card per sub-processor. */}
        <div className="mt-10 hidden overflow-hidden rounded-card border border-border bg-card sm:block">
          <table className="w-full text-sm">
            <thead className="bg-muted">
              <tr>
                {["name" as const, ...fields].map((field) => (
                  <th key={field} scope="col" className={`${cell} font-semibold`}>
                    {columns[field]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {subProcessors.rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row" className={`${bodyCell} font-semibold`}>
                    {row.name}
                  </th>
                  {fields.map((field) => (
                    <td key={field} className={`${bodyCell} text-muted-foreground`}>
                      {row[field]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="mt-8 flex flex-col gap-4 sm:hidden">
          {subProcessors.rows.map((row) => (
            <li key={row.name} className="rounded-card border border-border bg-card p-5 text-sm">
              <h3 className="font-semibold text-base">{row.name}</h3>
              <dl className="mt-3 grid gap-3">
                {fields.map((field) => (
                  <div key={field}>
                    <dt className="font-semibold text-muted-foreground text-xs uppercase tracking-wider">{columns[field]}</dt>
                    <dd className="mt-0.5">{row[field]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl text-muted-foreground text-sm">{subProcessors.note}</p>
      </Section>
      <Section id={disclosure.id} tone="muted">
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <SectionHeader heading={disclosure.heading} lead={disclosure.lead} />
            <TickList items={disclosure.points} className="mt-6" />
            <p className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-lg">
              <SvgIcon node={Mail} className="size-5 text-primary" />
              {disclosure.contactLabel}
              <a href={`mailto:${disclosure.contact}`} className="font-semibold text-primary underline underline-offset-4">
                {disclosure.contact}
              </a>
            </p>
          </div>
          <section
            id={status.id}
            aria-labelledby={`${status.id}-heading`}
            className="scroll-mt-header self-start rounded-card border border-border bg-card p-6"
          >
            <Icon name="activity" className="size-6 text-primary" />
            <h2 id={`${status.id}-heading`} className="mt-3 font-bold text-2xl tracking-tight">
              {status.heading}
            </h2>
            <p className="mt-2 text-muted-foreground leading-relaxed">{status.lead}</p>
            <ButtonLink href={status.url} variant="secondary" className="mt-5">
              {status.label} <SvgIcon node={ArrowUpRight} />
            </ButtonLink>
          </section>
        </div>
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
