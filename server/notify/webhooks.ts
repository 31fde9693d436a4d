import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { Database } from "../db/client.ts";
import { demoRequests, outbox, users } from "../db/schema.ts";
import { leadLink } from "./lead-email.ts";

/** Webhooks are on (LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET set): each event carries a link to the inbox at `origin`. */
export type LeadWebhooks = { origin: string };

/**
 * What happened to a lead (docs/inbox.md, "Keeping a CRM in step"): `lead.spam` and `lead.not_spam` when a person
 * flags it or finds it a person's after all; `lead.resent` when someone in the inbox sends it again ("Send again").
 */
export type LeadWebhookType =
  | "lead.created"
  | "lead.status_changed"
  | "lead.owner_changed"
  | "lead.spam"
  | "lead.not_spam"
  | "lead.resent";

export type LeadWebhookPayload = ReturnType<typeof leadEvent>;

/** The person behind the lead was erased: the lead's id and the next sequence, nothing about the person. */
export type LeadErasedPayload = { type: "lead.erased"; timestamp: string; data: { id: string; sequence: number } };

/**
 * Queues an event about a lead for the CRM, in the caller's transaction, so the event goes out exactly when the change
 * it reports is stored. Taking the lead's next sequence locks its row, so the events of one lead are queued (and, by
 * the outbox, delivered) in the order of their sequence. The outbox delivers it (server/notify/outbox-worker.ts).
 */
export async function queueLeadWebhook(
  tx: Database,
  hooks: LeadWebhooks,
  id: string,
  type: LeadWebhookType,
  previous?: { status?: string; ownerId?: string | null },
) {
  const [next] = await tx
    .update(demoRequests)
    .set({ crmSequence: sql`${demoRequests.crmSequence} + 1` })
    .where(eq(demoRequests.id, id))
    .returning({ sequence: demoRequests.crmSequence });
  if (!next) return;
  const [lead] = await tx
    .select({ lead: demoRequests, ownerName: users.name, ownerEmail: users.email })
    .from(demoRequests)
    .leftJoin(users, eq(users.id, demoRequests.ownerId))
    .where(eq(demoRequests.id, id));
  if (!lead) return;
  const payload = leadEvent(type, { ...lead, sequence: next.sequence, origin: hooks.origin }, previous);
  await tx.insert(outbox).values({ demoRequestId: id, kind: "webhook", payload });
}

/**
 * One event for the CRM, as the Standard Webhooks specification suggests: `type`, `timestamp` and `data`, the lead as
 * it is at the event (for a change, with what it was before in `data.previous`). `data.sequence` counts the lead's
 * events from 1: a CRM applies an event only when its sequence is higher than the last it applied for the lead.
 */
function leadEvent(
  type: LeadWebhookType,
  { lead: row, ownerName, ownerEmail, sequence, origin }: LeadRow & { sequence: number; origin: string },
  previous?: { status?: string; ownerId?: string | null },
) {
  return {
    type,
    timestamp: new Date().toISOString(),
    data: {
      id: row.id,
      sequence,
      link: leadLink(origin, row.id),
      receivedAt: row.createdAt.toISOString(),
      name: row.fullName,
      email: row.email,
      company: row.company,
      role: row.role,
      suites: row.suitesOfInterest,
      message: row.message,
      status: row.status,
      spam: row.isSpam,
      owner: row.ownerId ? { id: row.ownerId, name: ownerName ?? "", email: ownerEmail ?? "" } : null,
      source: {
        page: row.sourcePath,
        referrer: row.referrer,
        campaign: (row.utm ?? {}) as Record<string, string>,
        campaignPage: row.campaign,
      },
      ...(previous ? { previous } : {}),
    },
  };
}

/** A lead with its owner's name and address, as an event tells of it. */
type LeadRow = { lead: typeof demoRequests.$inferSelect; ownerName: string | null; ownerEmail: string | null };

/**
 * Queues `lead.erased` for each erased lead the CRM heard of (`crmSequence` above 0), after the leads were deleted
 * with every item about them, undelivered events included: those carried the person's data.
 */
export async function queueErasedWebhooks(tx: Database, erased: { id: string; crmSequence: number }[]) {
  const known = erased.filter((lead) => lead.crmSequence > 0);
  if (known.length === 0) return;
  const timestamp = new Date().toISOString();
  await tx.insert(outbox).values(
    known.map((lead) => {
      const payload: LeadErasedPayload = {
        type: "lead.erased",
        timestamp,
        data: { id: lead.id, sequence: lead.crmSequence + 1 },
      };
      return { demoRequestId: null, kind: "webhook" as const, payload };
    }),
  );
}

/**
 * Sends webhook events to `url`, signed with `secret` (`whsec_…`) per Standard Webhooks: headers `webhook-id` (the
 * same on every attempt at one event, so the CRM can drop a repeat), `webhook-timestamp` and `webhook-signature`. A
 * status other than 2xx, or no answer within 10 s, is a failure the outbox retries.
 */
export function webhookSender({ url, secret }: { url: string; secret: string }) {
  const signer = new Webhook(secret);
  return {
    async deliver(payload: unknown, outboxId: number) {
      const id = `msg_lead_${outboxId}`;
      const at = new Date();
      const body = JSON.stringify(payload);
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "webhook-id": id,
          "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
          "webhook-signature": signer.sign(id, at, body),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel().catch(() => {});
      if (!response.ok) throw new Error(`The CRM answered ${response.status}`);
    },
  };
}
