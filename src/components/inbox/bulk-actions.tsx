import { answer, inboxApi, type LeadSummary } from "@lib/browser/inbox-client.ts";
import type { LeadStatus } from "@lib/inbox-api.ts";
import { Button } from "@/components/ui/button.tsx";
import { fieldsOf, Submit } from "./fields.tsx";
import { type Owner, OwnerSelect, SpamReasonField, StatusSelect } from "./lead-parts.tsx";
import { listText as t } from "./strings.ts";

/** What a bulk action did, in words: what was changed, and the leads it left as someone else made them. */
export type BulkOutcome = { done: string[]; conflicts?: string };

/** What a bulk action says of the leads erased meanwhile, if any. */
const missing = (ids: string[]) => (ids.length ? [`${ids.length} of them no longer exist.`] : []);

/**
 * The actions on the leads ticked in the list: a new status or owner for all of them (each saved with what the person
 * saw of it, so a lead someone else changed meanwhile is left as they made it), or flagging them all as spam.
 * `act` runs the request and shows the list again; `say` answers without a request.
 */
export function BulkActions({
  chosen,
  owners,
  onClear,
  act,
  say,
}: {
  chosen: LeadSummary[];
  owners: Owner[];
  onClear: () => void;
  act: (request: () => Promise<BulkOutcome>) => void;
  say: (message: string) => void;
}) {
  function change(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { "bulk-status": status, "bulk-owner": owner } = fieldsOf(event.currentTarget);
    if (!status && !owner) return say("Choose a status or an owner to set first.");
    const body = {
      leads: chosen.map((lead) => ({ id: lead.id, was: { status: lead.status, ownerId: lead.owner?.id ?? null } })),
      ...(status ? { status: status as LeadStatus } : {}),
      ...(owner ? { ownerId: owner === "none" ? null : owner } : {}),
    };
    act(async () => {
      const saved = await answer(inboxApi.leads.bulk.$post({ json: body }));
      return {
        done: [t.bulkDone(saved.saved), ...missing(saved.missing)],
        conflicts: saved.conflicts.length ? t.bulkConflicts(saved.conflicts.map((lead) => lead.fullName)) : "",
      };
    });
  }

  function flag(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { reason = "" } = fieldsOf(event.currentTarget);
    const ids = chosen.map((lead) => lead.id);
    act(async () => {
      const flagged = await answer(inboxApi.leads["bulk-spam"].$post({ json: { ids, reason } }));
      return { done: [t.bulkFlagged(flagged.flagged + flagged.already), ...missing(flagged.missing)] };
    });
  }

  return (
    <section
      id="bulk-actions"
      tabIndex={-1}
      aria-label="The selected leads"
      className="flex scroll-mt-4 flex-col gap-4 rounded-card border border-primary bg-card p-4 outline-none"
    >
      <p className="font-medium text-sm">{t.bulkSelected(chosen.length)}</p>
      <form aria-label="Change the selected leads" onSubmit={change} className="grid items-end gap-3 sm:grid-cols-4">
        <StatusSelect label="New status" name="bulk-status" defaultValue="" before={<option value="">{t.keep}</option>} />
        <OwnerSelect
          label="New owner"
          name="bulk-owner"
          defaultValue=""
          owners={owners}
          before={
            <>
              <option value="">{t.keep}</option>
              <option value="none">{t.nobody}</option>
            </>
          }
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" size="sm">
            Apply to the selected
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onClear}>
            Clear the selection
          </Button>
        </div>
      </form>
      <form
        aria-label="Flag the selected leads as spam"
        onSubmit={flag}
        className="grid items-start gap-3 border-border border-t pt-4 sm:grid-cols-4"
      >
        <div className="sm:col-span-2">
          <SpamReasonField />
        </div>
        {/* Beside the field, not its hint: as far down as the field's label is high. */}
        <Submit className="sm:col-span-2 sm:pt-6" variant="secondary">
          Mark the selected as spam
        </Submit>
      </form>
    </section>
  );
}
