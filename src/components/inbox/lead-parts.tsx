import { answer, inboxApi } from "@lib/browser/inbox-client.ts";
import { type LeadStatus, leadStatuses } from "@lib/inbox-api.ts";
import { Input, Select, type SelectProps, useLoaded } from "./fields.tsx";
import { statusLabel } from "./format.ts";
import { responseText } from "./strings.ts";

/** The parts a lead is shown with, in the list and on its page. */

export function OverdueBadge() {
  return (
    <span
      title="Not contacted within the response target"
      className="rounded-full bg-destructive px-2.5 py-0.5 font-medium text-white text-xs"
    >
      {responseText.overdue}
    </span>
  );
}

/** The select of a status, as the list's filter, a lead's follow-up and the bulk action have it. */
export function StatusSelect(select: SelectProps) {
  return <Select options={leadStatuses.map((status) => [status, statusLabel(status)])} {...select} />;
}

/** A lead's status, in its colour. */
export function StatusBadge({ status }: { status: LeadStatus }) {
  const tone = {
    new: "bg-accent-soft text-accent",
    contacted: "bg-primary-soft text-primary",
    qualified: "bg-primary text-primary-foreground",
    closed: "bg-muted text-muted-foreground",
  }[status];
  return <span className={`rounded-full px-2.5 py-0.5 font-medium text-xs ${tone}`}>{statusLabel(status)}</span>;
}

/** Why the lead is spam, as "Mark as spam" asks it, for one lead or the selected ones (the spam list shows it). */
export function SpamReasonField() {
  return (
    <Input label="Why is this spam?" hint="Your colleagues see this on the spam list." name="reason" required maxLength={500} />
  );
}

export type Owner = { id: string; name: string };

/** Who can own a lead (GET /api/inbox/owners): every active user, by name; none until they have arrived. */
export const useOwners = (): Owner[] => useLoaded("owners", () => answer(inboxApi.owners.$get()))[0] ?? [];

/**
 * The select of an owner, as the list's filter, a lead's follow-up and an assignment rule have it. It is drawn anew
 * when the people arrive, so its default value shows once its option is there.
 */
export function OwnerSelect({ owners, ...select }: { owners: Owner[] } & SelectProps) {
  return <Select key={owners.length} options={owners.map((owner) => [owner.id, owner.name])} {...select} />;
}
