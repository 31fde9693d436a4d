import { type AuditEntry, answer, inboxApi } from "@lib/browser/inbox-client.ts";
import { useState } from "react";
import { Problem, Screen, useOnce, useOutcome } from "./fields.tsx";
import { statusLabel } from "./format.ts";
import { leadText, auditText as t } from "./strings.ts";
import { Age, cell, InboxTable, MorePages, row, ScreenLink } from "./table.tsx";

/** What an entry did, in words: "set the status to Contacted", "invited". */
function what(entry: AuditEntry) {
  const detail = entry.detail ?? "";
  const person = entry.person?.name ?? null;
  if (entry.action === "status") return t.actions.status(statusLabel(detail));
  if (entry.action === "owner") return t.actions.owner(person, entry.person !== null && entry.person.id === entry.actor?.id);
  if (entry.action === "assigned") return t.actions.assigned(person);
  // The spam reason, an export's filter; the other actions need nothing more.
  return t.actions[entry.action](detail);
}

/** Who did it: a person, or the rules (an assignment), or the command line (the first admin). */
function who(entry: AuditEntry) {
  if (entry.actor) return entry.actor.name;
  if (entry.action === "assigned") return "The assignment rules";
  if (entry.action === "admin-created") return "The command line";
  if (entry.action === "sign-in-throttled") return "Someone";
  return leadText.removedUser;
}

/** The admins' audit log: who changed what on a lead, and who invited, removed or erased, newest first. */
export function Audit({ onOpen }: { onOpen: (id: string) => void }) {
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const { busy: loading, problem, run } = useOutcome(true);

  const load = (cursor?: string) =>
    run(async () => {
      const page = await answer(inboxApi.audit.$get({ query: cursor ? { cursor } : {} }));
      setEntries((shown) => [...(cursor ? shown : []), ...page.entries]);
      setNext(page.next);
    }, "");

  useOnce(load);

  return (
    <Screen id="audit-heading" heading={t.heading} intro={t.intro}>
      <Problem message={problem} />
      <InboxTable
        caption="The audit log, newest first"
        columns={t.columns}
        empty={!loading && entries.length === 0 ? "Nothing recorded yet." : undefined}
      >
        {entries.map((entry) => (
          <tr key={entry.id} className={row}>
            <td className={`whitespace-nowrap ${cell}`}>
              <Age at={entry.at} />
            </td>
            <th scope="row" className={`${cell} font-medium`}>
              {who(entry)}
            </th>
            <td className={cell}>{what(entry)}</td>
            <td className={cell}>
              {entry.lead ? (
                <ScreenLink href={`/inbox?lead=${entry.lead.id}`} onOpen={() => entry.lead && onOpen(entry.lead.id)}>
                  {entry.lead.name}
                </ScreenLink>
              ) : entry.action === "lead-erased" ? (
                t.erasedLead(entry.detail ?? "")
              ) : (
                (entry.person?.name ?? "")
              )}
            </td>
          </tr>
        ))}
      </InboxTable>
      <MorePages loading={loading} more={Boolean(next)} onMore={() => next && void load(next)} />
    </Screen>
  );
}
