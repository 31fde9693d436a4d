import { pathOf } from "@content/paths.ts";
import { answer, InboxError, inboxApi, type LeadConflictAnswer, type LeadDetail } from "@lib/browser/inbox-client.ts";
import { staffTime } from "@lib/dates.ts";
import type { LeadStatus, LeadUpdate } from "@lib/inbox-api.ts";
import { type ReactNode, useEffect, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { control, Field, fieldsOf, Loading, Outcome, Section, Submit, useDraft, useOutcome } from "./fields.tsx";
import { roleLabel, type Suite, statusLabel, suiteNames } from "./format.ts";
import type { Filter } from "./lead-list.tsx";
import { OverdueBadge, type Owner, OwnerSelect, SpamReasonField, StatusBadge, StatusSelect, useOwners } from "./lead-parts.tsx";
import { RelatedLeads } from "./related-leads.tsx";
import { assignedBy, assignmentText, leadActs, leadText, listText, responseText, webhookText } from "./strings.ts";
import { Age, ScreenLink } from "./table.tsx";

/** One field someone else changed, in words: "the owner is now Sam (you wanted Nobody yet)". */
function conflictText(conflict: LeadConflictAnswer["conflicts"][number], owners: Owner[], lead: LeadDetail) {
  if (conflict.field === "status") {
    return leadText.conflictStatus(statusLabel(conflict.now), statusLabel(conflict.yours));
  }
  const name = (value: string | null) =>
    value === null
      ? listText.nobody
      : (owners.find((owner) => owner.id === value)?.name ??
        (lead.owner?.id === value ? lead.owner.name : assignmentText.removedPerson));
  return leadText.conflictOwner(name(conflict.now), name(conflict.yours));
}

const readLead = (id: string) => answer(inboxApi.leads[":id"].$get({ param: { id } }));

/** One lead: every field, where it came from, its notification, and the team's work on it. */
export function LeadPage({
  id,
  meId,
  suites,
  isAdmin,
  onBack,
  onErased,
  onOpen,
  onFilter,
}: {
  id: string;
  /** Whose drafts of a note this browser keeps for the lead. */
  meId: string;
  suites: Suite[];
  /** Only an admin may erase. */
  isAdmin: boolean;
  onBack: () => void;
  /** After erasing: what the list then says. */
  onErased: (said: string) => void;
  /** Opens another lead, of the same person or company. */
  onOpen: (id: string) => void;
  /** Lists the leads a filter selects: the company's. */
  onFilter: (filter: Filter) => void;
}) {
  const [lead, setLead] = useState<LeadDetail | null>(null);
  const owners = useOwners();
  const { done: saved, problem, busy, run, fail, setDone: setSaved, setProblem } = useOutcome();
  const [flagging, setFlagging] = useState(false);
  const [note, setNote] = useDraft(`tessera-inbox-note:${meId}:${id}`);

  useEffect(() => {
    setLead(null);
    readLead(id).then(setLead, fail);
  }, [id, fail]);

  // While an event for the CRM waits, its row follows the outbox: the lead's webhooks are read again every few seconds.
  const waiting = lead?.webhooks.some((hook) => hook.state === "pending") ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      readLead(id).then(
        (fresh) => setLead((shown) => (shown?.id === fresh.id ? { ...shown, webhooks: fresh.webhooks } : shown)),
        () => {},
      );
    }, 3_000);
    return () => clearInterval(timer);
  }, [waiting, id]);

  const thisLead = inboxApi.leads[":id"];
  const param = { id };
  /** Runs a change and shows the lead as it answers; resolves to whether it succeeded. */
  const act = (request: () => Promise<LeadDetail | undefined>, done: string) =>
    run(async () => {
      const updated = await request();
      if (updated) setLead(updated);
    }, done);

  const back = (
    <ScreenLink href="/inbox" onOpen={onBack} className="text-sm">
      ← All leads
    </ScreenLink>
  );
  if (!lead) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Loading problem={problem} />
      </div>
    );
  }

  const fields: [string, ReactNode][] = [
    [
      "E-mail",
      <a key="email" href={`mailto:${lead.email}`} className="text-primary underline-offset-4 hover:underline">
        {lead.email}
      </a>,
    ],
    ["Company", lead.company],
    ["Role", roleLabel(lead.role)],
    ["Suites", suiteNames(lead.suites, suites) || "None chosen"],
    ["Received", staffTime(lead.createdAt)],
    ["Sent from", lead.sourcePath ?? "Unknown page"],
    ["Referrer", lead.referrer ?? leadText.none],
    [
      "Link tracking (UTM)",
      Object.entries(lead.utm)
        .map(([key, value]) => `${key.replace("utm_", "")}: ${value}`)
        .join(", ") || leadText.none,
    ],
    ["Campaign page", lead.campaign ? pathOf("campaign", lead.campaign) : leadText.none],
    ["Notification", leadText.notification[lead.notification.state as keyof typeof leadText.notification]],
    [
      "First contact",
      lead.firstContactAt
        ? responseText.after(Math.round((Date.parse(lead.firstContactAt) - Date.parse(lead.createdAt)) / 60_000))
        : "Not yet",
    ],
    ...(lead.isSpam && lead.spamReason ? [["Why spam", lead.spamReason] as [string, string]] : []),
    ...(lead.doubt ? [[listText.doubtBadge, lead.doubt] as [string, string]] : []),
  ];

  return (
    <article aria-labelledby="lead-heading" className="flex flex-col gap-6">
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="lead-heading" className="font-bold text-2xl">
          {lead.fullName}
        </h1>
        <StatusBadge status={lead.status} />
        {lead.overdue ? <OverdueBadge /> : null}
        {lead.isSpam ? (
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-destructive text-xs">Flagged as spam</span>
        ) : null}
      </header>
      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <Section id="details-heading" title="Request" card>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
            {fields.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-muted-foreground">{term}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-2 -mb-2 font-medium text-muted-foreground text-sm">Message</h3>
          <p className="whitespace-pre-wrap text-sm">{lead.message ?? leadText.none}</p>
        </Section>
        <Section id="work-heading" title="Follow-up" card className="gap-4">
          <form
            className="grid gap-3 sm:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              const { status, owner } = fieldsOf(event.currentTarget);
              const chosen = { status: status as LeadStatus, ownerId: owner || null };
              const seen = { status: lead.status, ownerId: lead.owner?.id ?? null };
              // Only what this person changed, with what they saw: someone else's change to another field stays.
              const changed = (["status", "ownerId"] as const).filter((field) => chosen[field] !== seen[field]);
              const pick = (values: typeof seen) => Object.fromEntries(changed.map((field) => [field, values[field]]));
              const update = { ...pick(chosen), was: pick(seen) } as LeadUpdate;
              if (changed.length === 0) {
                setProblem("");
                setSaved("Nothing changed: choose another status or owner first.");
                return;
              }
              void act(async () => {
                try {
                  return await answer(thisLead.$patch({ param, json: update }));
                } catch (error) {
                  const answer = error instanceof InboxError && error.status === 409 ? (error.data as LeadConflictAnswer) : null;
                  const now = answer?.lead;
                  if (!answer || !now) throw error;
                  // Never applied silently: the page shows the lead as it is now, and says what differs.
                  setLead(now);
                  const what = answer.conflicts.map((conflict) => conflictText(conflict, owners, now)).join("; ");
                  throw new Error(leadText.conflict(what));
                }
              }, "Saved.");
            }}
          >
            <StatusSelect label={listText.status} name="status" defaultValue={lead.status} key={`status-${lead.status}`} />
            <OwnerSelect
              label={listText.owner}
              name="owner"
              defaultValue={lead.owner?.id ?? ""}
              key={`owner-${lead.owner?.id ?? ""}`}
              owners={owners}
              before={
                <>
                  <option value="">{listText.nobody}</option>
                  {lead.owner && !owners.some((owner) => owner.id === lead.owner?.id) ? (
                    <option value={lead.owner.id}>{owners.length > 0 ? `${lead.owner.name} (removed)` : lead.owner.name}</option>
                  ) : null}
                </>
              }
            />
            <Submit className="sm:col-span-2" disabled={busy}>
              Save status and owner
            </Submit>
          </form>
          <form
            className="flex flex-col gap-2"
            onSubmit={async (event) => {
              event.preventDefault();
              if (await act(() => answer(thisLead.notes.$post({ param, json: { body: note } })), "Note added.")) setNote("");
            }}
          >
            <Field label="Note" hint={note ? "Kept in this browser until it is added, even if you leave this page." : undefined}>
              <textarea
                name="note"
                rows={3}
                required
                maxLength={4000}
                className={control}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </Field>
            <Submit variant="secondary" disabled={busy}>
              Add note
            </Submit>
          </form>
          {flagging && !lead.isSpam ? (
            <form
              className="flex flex-col gap-2 border-border border-t pt-4"
              onSubmit={async (event) => {
                event.preventDefault();
                const { reason = "" } = fieldsOf(event.currentTarget);
                const done = await act(
                  () => answer(thisLead.spam.$post({ param, json: { reason } })),
                  "Flagged as spam: it is hidden from the list unless spam is shown.",
                );
                if (done) setFlagging(false);
              }}
            >
              <SpamReasonField />
              <div className="flex gap-2">
                <Button type="submit" size="sm" disabled={busy}>
                  Flag as spam
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => setFlagging(false)}>
                  {leadText.cancel}
                </Button>
              </div>
            </form>
          ) : null}
          <div className="flex flex-wrap gap-2 border-border border-t pt-4">
            {!lead.isSpam && !flagging ? (
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => setFlagging(true)}>
                Mark as spam
              </Button>
            ) : null}
            {lead.isSpam ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  void act(() => answer(thisLead["not-spam"].$post({ param })), "Marked as not spam: sales will be notified.")
                }
              >
                Not spam
              </Button>
            ) : null}
            {isAdmin ? (
              <Button
                size="sm"
                variant="danger"
                disabled={busy}
                onClick={async () => {
                  if (!window.confirm(leadText.eraseQuestion(lead.fullName, lead.email, lead.requestsFromAddress))) return;
                  if (await act(() => answer(thisLead.$delete({ param })), "Erased.")) {
                    onErased(leadText.erasedNotice(lead.fullName, lead.requestsFromAddress));
                  }
                }}
              >
                Erase this person
              </Button>
            ) : null}
          </div>
          <Outcome done={saved} problem={problem} />
        </Section>
      </div>
      <RelatedLeads lead={lead} onOpen={onOpen} onFilter={onFilter} />
      <Section id="timeline-heading" title="Timeline" card>
        {lead.events.length === 0 ? <p className="text-muted-foreground text-sm">Nothing yet.</p> : null}
        <ol className="flex flex-col gap-3">
          {lead.events.map((event) => (
            <li key={event.id} className="border-border border-l-2 pl-3 text-sm">
              {event.kind === "assigned" ? (
                <p>
                  {leadText.timelineAssigned(
                    event.owner?.name ?? assignmentText.removedPerson,
                    assignedBy(event.detail, (slug) => suites.find((s) => s.slug === slug)?.name ?? slug),
                  )}{" "}
                  <Age at={event.at} className="text-muted-foreground" />
                </p>
              ) : (
                <p>
                  <span className="font-medium">{event.actor?.name ?? leadText.removedUser}</span>{" "}
                  {event.kind === "status"
                    ? leadActs.status(statusLabel(event.body))
                    : event.kind === "owner"
                      ? leadActs.owner(
                          event.body ? (event.owner?.name ?? assignmentText.removedPerson) : null,
                          Boolean(event.owner) && event.owner?.id === event.actor?.id,
                        )
                      : event.kind === "not-spam" || event.kind === "spam"
                        ? leadActs[event.kind](event.body ?? "")
                        : "noted:"}{" "}
                  <Age at={event.at} className="text-muted-foreground" />
                </p>
              )}
              {event.kind === "note" ? <p className="mt-1 whitespace-pre-wrap">{event.body}</p> : null}
            </li>
          ))}
        </ol>
        {lead.webhooks.length > 0 ? (
          <>
            <h3 className="mt-2 -mb-1 font-medium text-muted-foreground text-sm">Sent to the CRM</h3>
            <ul className="flex flex-col gap-2">
              {lead.webhooks.map((hook) => (
                <li key={hook.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 border-border border-l-2 pl-3 text-sm">
                  <span>
                    <span className="font-medium">{webhookText.types[hook.type] ?? hook.type}</span>:{" "}
                    {webhookText.states[hook.state]}
                    {hook.state !== "logged" ? ` (${webhookText.attempts(hook.attempts)})` : ""}
                    {hook.lastError && hook.state !== "sent" ? `; ${webhookText.lastError(hook.lastError)}` : ""}{" "}
                    <Age at={hook.at} className="text-muted-foreground" />
                  </span>
                  {hook.state !== "pending" && hook.state !== "replaced" ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      onClick={() =>
                        void act(
                          () => answer(thisLead.webhooks[":hook"].replay.$post({ param: { id, hook: String(hook.id) } })),
                          "The lead as it is now is queued for the CRM as a new event.",
                        )
                      }
                    >
                      Send the lead as it is now
                      <span className="sr-only"> {webhookText.types[hook.type] ?? hook.type}</span>
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Section>
    </article>
  );
}
