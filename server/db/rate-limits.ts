import { lte, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { rateLimits } from "./schema.ts";

/**
 * Counts one request against `key` in the current one-minute window, in the database, so every server instance sees
 * the same count: the demo endpoint's per address, sign-in's per account (server/auth/auth.ts), the editor's saves per
 * person (server/publish/routes.ts).
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
