import { and, eq, inArray, lte, or } from "drizzle-orm";
import type { DemoRequest } from "../../src/lib/demo-request.ts";
import { chooseOwner } from "../inbox/assignment.ts";
import { type LeadWebhooks, type LeadWebhookType, queueErasedWebhooks, queueLeadWebhook } from "../notify/webhooks.ts";
import type { Database } from "./client.ts";
import { demoRequests, leadEvents, outbox } from "./schema.ts";

/**
 * What the server knows of a request beside what the visitor typed (each column says what it holds); an accepted
 * (non-spam) request is queued for the CRM as a `lead.created` webhook when `webhooks` is set.
 */
type StoreOptions = Partial<
  Pick<
    typeof demoRequests.$inferInsert,
    "idempotencyKey" | "spamReason" | "doubt" | "formToken" | "sourcePath" | "referrer" | "utm" | "campaign"
  >
> & { isSpam: boolean; webhooks?: LeadWebhooks };

/**
 * Stores a request and, unless it is spam, its notification in one transaction. A repeated idempotency key
 * returns the first request's id and stores nothing new.
 */
export async function storeDemoRequest(db: Database, request: DemoRequest, { webhooks, ...fields }: StoreOptions) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(demoRequests)
      .values({
        fullName: request.full_name,
        email: request.email,
        company: request.company,
        role: request.role,
        message: request.message,
        suitesOfInterest: request.suites_of_interest,
        // What is not given is left to its column's default, null (Drizzle leaves out what is undefined).
        ...fields,
        spamReason: fields.isSpam ? (fields.spamReason ?? "Flagged by the form's automatic checks.") : null,
      })
      .onConflictDoNothing({ target: demoRequests.idempotencyKey })
      .returning({ id: demoRequests.id });
    const row = inserted[0];
    if (!row) {
      const [existing] = await tx
        .select({ id: demoRequests.id })
        .from(demoRequests)
        .where(eq(demoRequests.idempotencyKey, fields.idempotencyKey ?? ""));
      if (!existing) throw new Error("Idempotent insert found neither a new nor an existing row");
      return { id: existing.id, created: false };
    }
    if (!fields.isSpam) {
      await tx.insert(outbox).values({ demoRequestId: row.id, kind: "lead-notification" });
      const lead = { id: row.id, email: request.email, company: request.company, suites: request.suites_of_interest };
      await leadArrives(tx, lead, { webhooks });
    }
    return { id: row.id, created: true };
  });
}

/** Whether a request came with this start token before. */
export async function formTokenUsed(db: Database, id: string) {
  const [used] = await db.select({ id: demoRequests.id }).from(demoRequests).where(eq(demoRequests.formToken, id)).limit(1);
  return Boolean(used);
}

/**
 * What a lead's arrival sets going, in the caller's transaction (its e-mail to sales aside): unless someone already gave
 * it one, the owner the assignment rules give it (server/inbox/assignment.ts), with the rule in its timeline and an
 * e-mail to that owner (then Slack); and the CRM's event. Run when a request is stored, and when a lead flagged as
 * spam is found to be a person's after all.
 */
export async function leadArrives(
  tx: Database,
  lead: { id: string; email: string; company: string; suites: string[]; ownerId?: string | null },
  { webhooks, crmEvent = "lead.created" }: { webhooks?: LeadWebhooks; crmEvent?: LeadWebhookType },
) {
  const owner = lead.ownerId ? null : await chooseOwner(tx, lead);
  if (owner) {
    await tx.update(demoRequests).set({ ownerId: owner.ownerId }).where(eq(demoRequests.id, lead.id));
    await tx.insert(leadEvents).values({
      demoRequestId: lead.id,
      actorId: null,
      kind: "assigned",
      body: owner.ownerId,
      detail: owner.by.value ? `${owner.by.rule}:${owner.by.value}` : owner.by.rule,
    });
    await tx.insert(outbox).values({ demoRequestId: lead.id, kind: "owner-alert" });
  }
  if (webhooks) await queueLeadWebhook(tx, webhooks, lead.id, crmEvent);
}

/**
 * Deletes what the privacy policy says is kept no longer: requests flagged as spam after 30 days, and
 * requests that sales never took up (still new) or closed, 24 months after they arrived. A CRM that had one is told, as
 * of an erasure (`lead.erased`).
 */
export async function pruneExpiredRequests(db: Database, now = new Date()) {
  const days = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(demoRequests)
      .where(
        or(
          and(eq(demoRequests.isSpam, true), lte(demoRequests.createdAt, days(30))),
          and(inArray(demoRequests.status, ["new", "closed"]), lte(demoRequests.createdAt, days(730))),
        ),
      )
      .returning({ id: demoRequests.id, crmSequence: demoRequests.crmSequence });
    await queueErasedWebhooks(tx, deleted);
    return deleted.length;
  });
}
