import type { AuditEntry, AuditPage } from "@lib/inbox-api.ts";
import { inboxApi } from "@lib/inbox-client.ts";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Problem } from "./fields.tsx";
import { age, statusLabels } from "./format.ts";
import { auditText as t } from "./strings.ts";

/** What an entry did, in words: "set the status to Contacted", "invited". */
function what(entry: AuditEntry) {
  const detail = entry.detail ?? "";
  const person = entry.person?.name ?? null;
  switch (entry.action) {
    case "status":
      return t.actions.status(statusLabels[detail as keyof typeof statusLabels] ?? detail);
    case "owner":
      return t.actions.owner(person);
    case "spam":
      return t.actions.spam(detail);
    case "assigned":
      return t.actions.assigned(person);
    default:
      return t.actions[entry.action]();
  }
}

/** Who did it: a person, or the rules (an assignment), or the command line (the first admin). */
function who(entry: AuditEntry) {
  if (entry.actor) return entry.actor.name;
  if (entry.action === "assigned") return t.rules;
  if (entry.action === "admin-created") return t.commandLine;
  return t.removedUser;
}

/** The admins' audit log: who changed what on a lead, and who invited, removed or erased, newest first. */
export function Audit({ onOpen }: { onOpen: (id: string) => void }) {
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState("");

  async function load(cursor?: string) {
    setLoading(true);
    setProblem("");
    try {
      const page = await inboxApi<AuditPage>(`/audit${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
      setEntries((shown) => [...(cursor ? shown : []), ...page.entries]);
      setNext(page.next);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setLoading(false);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads the first page once.
  useEffect(() => {
    void load();
  }, []);

  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-6">
      <h1 id="audit-heading" className="font-bold text-2xl">
        {t.heading}
      </h1>
      <p className="max-w-prose text-muted-foreground text-sm">{t.intro}</p>
      <Problem message={problem} />
      <div className="overflow-x-auto rounded-card border border-border bg-card">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{t.caption}</caption>
          <thead className="border-border border-b bg-muted text-muted-foreground">
            <tr>
              {t.columns.map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-border border-b last:border-0">
                <td className="whitespace-nowrap px-4 py-3">
                  <time dateTime={entry.at} title={new Date(entry.at).toLocaleString()}>
                    {age(entry.at)}
                  </time>
                </td>
                <th scope="row" className="px-4 py-3 font-medium">
                  {who(entry)}
                </th>
                <td className="px-4 py-3">{what(entry)}</td>
                <td className="px-4 py-3">
                  {entry.lead ? (
                    <a
                      href={`/inbox?lead=${entry.lead.id}`}
                      className="text-primary underline-offset-4 hover:underline"
                      onClick={(event) => {
                        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                        event.preventDefault();
                        if (entry.lead) onOpen(entry.lead.id);
                      }}
                    >
                      {entry.lead.name}
                    </a>
                  ) : entry.action === "lead-erased" ? (
                    t.erasedLead(entry.detail ?? "")
                  ) : (
                    (entry.person?.name ?? "")
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!loading && entries.length === 0 ? <p className="px-4 py-8 text-center text-muted-foreground">{t.nothing}</p> : null}
      </div>
      <div aria-live="polite" className="flex justify-center">
        {loading ? <p className="text-muted-foreground text-sm">{t.loading}</p> : null}
        {!loading && next ? (
          <Button variant="secondary" onClick={() => void load(next)}>
            {t.showMore}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
