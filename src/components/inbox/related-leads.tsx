import type { LeadDetail } from "@lib/browser/inbox-client.ts";
import type { Filter } from "./lead-list.tsx";
import { StatusBadge } from "./lead-parts.tsx";
import { listText } from "./strings.ts";
import { Age, ScreenLink } from "./table.tsx";

/**
 * A lead's person and company: the person's other requests (the same e-mail address: one person, whom erasure covers
 * whole), and other people's from the company's e-mail domain, with the way to the company's leads in the list.
 */
export function RelatedLeads({
  lead,
  onOpen,
  onFilter,
}: {
  lead: LeadDetail;
  onOpen: (id: string) => void;
  onFilter: (filter: Filter) => void;
}) {
  const { samePerson, sameCompany, companyDomain } = lead;
  if (samePerson.length === 0 && sameCompany.total === 0) return null;
  return (
    <section
      aria-label="The same person and company"
      className="flex flex-col gap-4 rounded-card border border-border bg-card p-5"
    >
      {samePerson.length > 0 ? (
        <div>
          <h2 className="mb-2 font-semibold text-lg">Their other requests</h2>
          <Leads leads={samePerson} onOpen={onOpen} />
        </div>
      ) : null}
      {companyDomain && sameCompany.total > 0 ? (
        <div>
          <h2 className="mb-2 font-semibold text-lg">{`Others from ${companyDomain}`}</h2>
          <Leads leads={sameCompany.leads} onOpen={onOpen} />
          <ScreenLink
            href={`/inbox?domain=${encodeURIComponent(companyDomain)}&spam=all`}
            className="mt-2 inline-block text-sm"
            onOpen={() => onFilter({ domain: companyDomain, spam: "all" })}
          >
            {`All ${(sameCompany.total + lead.requestsFromAddress).toLocaleString("en")} from ${companyDomain}`}
          </ScreenLink>
        </div>
      ) : null}
    </section>
  );
}

function Leads({ leads, onOpen }: { leads: LeadDetail["samePerson"]; onOpen: (id: string) => void }) {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {leads.map((other) => (
        <li key={other.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <ScreenLink href={`/inbox?lead=${other.id}`} onOpen={() => onOpen(other.id)}>
            {other.fullName}
          </ScreenLink>
          <StatusBadge status={other.status} />
          {other.isSpam ? <span className="text-destructive text-xs">{listText.spam}</span> : null}
          <Age at={other.createdAt} className="text-muted-foreground" />
        </li>
      ))}
    </ul>
  );
}
