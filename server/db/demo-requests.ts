import { and, asc, count, eq, inArray, isNotNull, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { DemoRequest } from "../../src/lib/demo-request.ts";
import { chooseOwner } from "../inbox/assignment.ts";
import { type LeadWebhooks, queueLeadWebhook } from "../notify/webhooks.ts";
import type { Database } from "./client.ts";
import { demoRequests, leadEvents, outbox, rateLimits, type UtmParameter } from "./schema.ts";

export type StoreOptions = {
  idempotencyKey?: string;
  isSpam: boolean;
  /** Why it looks automated (the inbox shows it on the spam list). */
  spamReason?: string;
  sourcePath?: string;
  referrer?: string;
  utm?: Partial<Record<UtmParameter, string>>;
  /** When set, an accepted (non-spam) request is queued for the CRM as a `lead.created` webhook. */
  webhooks?: LeadWebhooks;
};

/**
 * Stores a request and, unless it is spam, its notification in one transaction. A repeated idempotency key
 * returns the first request's id and stores nothing new.
 */
export async function storeDemoRequest(db: Database, request: DemoRequest, options: StoreOptions) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(demoRequests)
      .values({
        fullName: request.full_name,
        email: request.email,
        company: request.company,
        role: request.role ?? null,
        message: request.message ?? null,
        suitesOfInterest: request.suites_of_interest,
        idempotencyKey: options.idempotencyKey ?? null,
        isSpam: options.isSpam,
        spamReason: options.isSpam ? (options.spamReason ?? "Flagged by the form's automatic checks.") : null,
        sourcePath: options.sourcePath ?? null,
        referrer: options.referrer ?? null,
        utm: options.utm ?? null,
      })
      .onConflictDoNothing({ target: demoRequests.idempotencyKey })
      .returning({ id: demoRequests.id });
    const row = inserted[0];
    if (!row) {
      const [existing] = await tx
        .select({ id: demoRequests.id })
        .from(demoRequests)
        .where(eq(demoRequests.idempotencyKey, options.idempotencyKey ?? ""));
      if (!existing) throw new Error("Idempotent insert found neither a new nor an existing row");
      return { id: existing.id, created: false };
    }
    if (!options.isSpam) {
      await tx.insert(outbox).values({ demoRequestId: row.id, kind: "lead-notification" });
      // The owner the assignment rules give it (server/inbox/assignment.ts), with the rule in its timeline.
      const owner = await chooseOwner(tx, {
        id: row.id,
        email: request.email,
        company: request.company,
        suites: request.suites_of_interest,
      });
      if (owner) {
        await tx.update(demoRequests).set({ ownerId: owner.ownerId }).where(eq(demoRequests.id, row.id));
        await tx.insert(leadEvents).values({
          demoRequestId: row.id,
          actorId: null,
          kind: "assigned",
          body: owner.ownerId,
          detail: owner.by.value ? `${owner.by.rule}:${owner.by.value}` : owner.by.rule,
        });
        await tx.insert(outbox).values({ demoRequestId: row.id, kind: "owner-alert" });
      }
      if (options.webhooks) await queueLeadWebhook(tx, options.webhooks, row.id, "lead.created");
    }
    return { id: row.id, created: true };
  });
}

/**
 * Counts one request against `key` in the current one-minute window. Shared through the database, so every
 * server instance sees the same count.
 */
export async function takeRateLimit(db: Database, key: string, limit: number, now = new Date()) {
  const windowMs = 60_000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: count <= limit, count, retryAfterSeconds };
}

/** Deletes counters of windows that have closed. */
export async function pruneRateLimits(db: Database, now = new Date()) {
  await db.delete(rateLimits).where(lte(rateLimits.windowStart, new Date(now.getTime() - 120_000)));
}

export type ClaimedNotification = {
  outboxId: number;
  attempts: number;
  kind: (typeof outbox.$inferSelect)["kind"];
  payload: unknown;
  request: typeof demoRequests.$inferSelect;
};

/**
 * Claims up to `limit` due notifications for `leaseMs`: their next attempt moves into the future, so another
 * worker (or instance) skips them while this one sends. Rows locked by another claim are skipped, not waited on, and
 * so are the rows in `except` (those tried already in this pass).
 */
export async function claimDueNotifications(
  db: Database,
  limit: number,
  leaseMs: number,
  except: number[] = [],
): Promise<ClaimedNotification[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          isNull(outbox.deadAt),
          lte(outbox.nextAttemptAt, sql`now()`),
          except.length ? notInArray(outbox.id, except) : undefined,
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    const claimed: ClaimedNotification[] = [];
    for (const { id } of due) {
      const [updated] = await tx
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + (${leaseMs} * interval '1 millisecond')` })
        .where(eq(outbox.id, id))
        .returning({
          attempts: outbox.attempts,
          demoRequestId: outbox.demoRequestId,
          kind: outbox.kind,
          payload: outbox.payload,
        });
      if (!updated) continue;
      const [request] = await tx.select().from(demoRequests).where(eq(demoRequests.id, updated.demoRequestId));
      if (request) {
        claimed.push({ outboxId: id, attempts: updated.attempts, kind: updated.kind, payload: updated.payload, request });
      }
    }
    return claimed;
  });
}

/**
 * Makes every pending notification due now, ending the leases of claims that were never finished. Only for a
 * database one process owns (PGlite): after a crash no other worker can be holding those claims.
 */
export async function releaseNotificationClaims(db: Database) {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(isNull(outbox.sentAt), isNull(outbox.deadAt), sql`${outbox.nextAttemptAt} > now()`));
}

/** Records a notification as done: e-mailed, or only logged when there is no mail server (`loggedOnly`). */
export async function markNotificationSent(db: Database, outboxId: number, options: { loggedOnly?: boolean } = {}) {
  await db
    .update(outbox)
    .set({ sentAt: sql`now()`, lastError: null, loggedOnly: options.loggedOnly ?? false })
    .where(eq(outbox.id, outboxId));
}

export async function markNotificationFailed(db: Database, outboxId: number, error: string, retryInMs: number) {
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 500), nextAttemptAt: sql`now() + (${retryInMs} * interval '1 millisecond')` })
    .where(eq(outbox.id, outboxId));
}

/** Gives a notification up after its last allowed attempt failed: it is never claimed again until re-queued. */
export async function markNotificationDead(db: Database, outboxId: number, error: string) {
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 500), deadAt: sql`now()` })
    .where(eq(outbox.id, outboxId));
}

/** Makes every dead notification pending again, due now with its attempts reset. Resolves with how many. */
export async function requeueDeadNotifications(db: Database) {
  const requeued = await db
    .update(outbox)
    .set({ deadAt: null, attempts: 0, nextAttemptAt: sql`now()` })
    .where(isNotNull(outbox.deadAt))
    .returning({ id: outbox.id });
  return requeued.length;
}

/** How many notifications are dead (one count over the partial index outbox_dead_idx). */
export async function countDeadNotifications(db: Database) {
  const [row] = await db.select({ dead: count() }).from(outbox).where(isNotNull(outbox.deadAt));
  return row?.dead ?? 0;
}

/**
 * Deletes what the privacy policy says is kept no longer: requests flagged as spam after 30 days, and
 * requests that sales never took up (still new) or closed, 24 months after they arrived.
 */
export async function pruneExpiredRequests(db: Database, now = new Date()) {
  const days = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(demoRequests)
    .where(
      or(
        and(eq(demoRequests.isSpam, true), lte(demoRequests.createdAt, days(30))),
        and(inArray(demoRequests.status, ["new", "closed"]), lte(demoRequests.createdAt, days(730))),
      ),
    )
    .returning({ id: demoRequests.id });
  return deleted.length;
}
