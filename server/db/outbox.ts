import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, ne, notExists, notInArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";
import { demoRequests, inboxSettings, outbox, users } from "./schema.ts";

/**
 * The outbox queue: what is to be sent about a lead (e-mails, Slack, the CRM's webhooks), written in the transaction
 * that stores the lead or its change, claimed and marked by the worker (server/notify/outbox-worker.ts).
 */

const earlier = alias(outbox, "earlier");

/** Not yet sent, given up or replaced. */
const pending = and(isNull(outbox.sentAt), isNull(outbox.deadAt), isNull(outbox.replacedAt));

/**
 * Claims up to `limit` due notifications for `leaseMs`, in one statement: their next attempt moves into the future, so
 * another worker (or instance) skips them while this one sends. Rows locked by another claim are skipped, not waited
 * on, and so are the rows in `except` (tried already in this pass). A lead's webhook waits while an earlier one of the
 * lead is undelivered, dead ones included (until retried, or replaced by "Send again"): the CRM gets a lead's events in
 * order. Each comes with its lead (a `lead.erased` webhook outlives it), its owner, the team's time zone, and whether
 * another item was due.
 */
export async function claimDueNotifications(db: Database, limit: number, leaseMs: number, except: number[] = []) {
  const due = and(pending, lte(outbox.nextAttemptAt, sql`now()`), except.length ? notInArray(outbox.id, except) : undefined);
  const claimable = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        due,
        or(
          ne(outbox.kind, "webhook"),
          notExists(
            db
              .select({ id: earlier.id })
              .from(earlier)
              .where(
                and(
                  eq(earlier.kind, "webhook"),
                  eq(earlier.demoRequestId, outbox.demoRequestId),
                  lt(earlier.id, outbox.id),
                  isNull(earlier.sentAt),
                  isNull(earlier.replacedAt),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = db.$with("claimed").as(
    db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + (${leaseMs} * interval '1 millisecond')` })
      .where(inArray(outbox.id, claimable))
      .returning({
        outboxId: outbox.id,
        attempts: outbox.attempts,
        kind: outbox.kind,
        payload: outbox.payload,
        demoRequestId: outbox.demoRequestId,
      }),
  );
  const others = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(due, notInArray(outbox.id, db.select({ id: claimed.outboxId }).from(claimed))));
  const rows = await db
    .with(claimed)
    .select({
      outboxId: claimed.outboxId,
      attempts: claimed.attempts,
      kind: claimed.kind,
      payload: claimed.payload,
      request: demoRequests,
      owner: { name: users.name, email: users.email },
      timeZone: sql<string>`coalesce((select ${inboxSettings.timeZone} from ${inboxSettings} where ${inboxSettings.id} = 'inbox'), 'UTC')`,
      moreDue: sql<boolean>`exists (${others})`,
    })
    .from(claimed)
    .leftJoin(demoRequests, eq(demoRequests.id, claimed.demoRequestId))
    .leftJoin(users, eq(users.id, demoRequests.ownerId))
    .orderBy(asc(claimed.outboxId));
  return rows.filter((row) => row.request || row.kind === "webhook");
}

/**
 * Makes every pending notification due now, ending the leases of claims that were never finished. Only for a
 * database one process owns (PGlite): after a crash no other worker can be holding those claims.
 */
export async function releaseNotificationClaims(db: Database) {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(pending, sql`${outbox.nextAttemptAt} > now()`));
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
