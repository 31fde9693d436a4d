import { and, asc, count, eq, isNotNull, isNull, lt, lte, ne, notExists, notInArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";
import { demoRequests, outbox } from "./schema.ts";

/**
 * The outbox queue: what is to be sent about a lead (e-mails, Slack, the CRM's webhooks), written in the transaction
 * that stores the lead or its change, claimed and marked by the worker (server/notify/outbox-worker.ts).
 */

const earlier = alias(outbox, "earlier");

/**
 * Claims the next due notification for `leaseMs`, in one statement: its next attempt moves into the future, so another
 * worker (or instance) skips it while this one sends. Rows locked by another claim are skipped, not waited on, and
 * so are the rows in `except` (those that failed already in this pass). A lead's webhook waits while an earlier one of
 * the same lead is undelivered, dead ones included (until retried, or replaced by "Send again"): the CRM gets a lead's
 * events in the order they happened. Undefined when none is due.
 */
export async function claimDueNotification(db: Database, leaseMs: number, except: number[] = []) {
  const next = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNull(outbox.deadAt),
        isNull(outbox.replacedAt),
        lte(outbox.nextAttemptAt, sql`now()`),
        except.length ? notInArray(outbox.id, except) : undefined,
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
    .limit(1)
    .for("update", { skipLocked: true });
  const claimed = db.$with("claimed").as(
    db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + (${leaseMs} * interval '1 millisecond')` })
      .where(eq(outbox.id, sql`(${next})`))
      .returning(),
  );
  const [row] = await db
    .with(claimed)
    .select({
      outboxId: claimed.id,
      attempts: claimed.attempts,
      kind: claimed.kind,
      payload: claimed.payload,
      request: demoRequests,
    })
    .from(claimed)
    .leftJoin(demoRequests, eq(demoRequests.id, claimed.demoRequestId));
  // A `lead.erased` webhook outlives its lead: claimed, it has none.
  return row && (row.request || row.kind === "webhook") ? row : undefined;
}

/**
 * Makes every pending notification due now, ending the leases of claims that were never finished. Only for a
 * database one process owns (PGlite): after a crash no other worker can be holding those claims.
 */
export async function releaseNotificationClaims(db: Database) {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(isNull(outbox.sentAt), isNull(outbox.deadAt), isNull(outbox.replacedAt), sql`${outbox.nextAttemptAt} > now()`));
}

/** Records a notification as done: e-mailed, or only logged when there is no mail server (`loggedOnly`). */
export async function markNotificationSent(db: Database, outboxId: number, options: { loggedOnly?: boolean } = {}) {
  await db
    .update(outbox)
    .set({ sentAt: sql`now()`, lastError: null, loggedOnly: options.loggedOnly ?? false })
    .where(eq(outbox.id, outboxId));
}

/**
 * Records a failed attempt: due again in `retryInMs`; without it (its last allowed attempt failed), given up as dead,
 * never claimed again until re-queued.
 */
export async function markNotificationFailed(db: Database, outboxId: number, error: string, retryInMs?: number) {
  const next =
    retryInMs === undefined ? { deadAt: sql`now()` } : { nextAttemptAt: sql`now() + (${retryInMs} * interval '1 millisecond')` };
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 500), ...next })
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
