import { setTimeout as wait } from "node:timers/promises";
import type { Database } from "./db/client.ts";
import { countDeadNotifications } from "./db/outbox.ts";

export type Health = { status: "ok" | "degraded"; deadNotifications?: number };

/**
 * What `GET /healthz` reports, always with 200 since the server itself is up: "degraded" while lead notifications
 * are dead (out of attempts, waiting for `npm run outbox -- retry-dead`), "ok" otherwise. Without a database, or
 * when the count fails or takes longer than `timeoutMs` (the database is down), plain "ok", as before the count.
 */
export async function health(db: Database | undefined, timeoutMs = 1_000): Promise<Health> {
  if (!db) return { status: "ok" };
  const timer = new AbortController();
  const dead = await Promise.race([
    countDeadNotifications(db).catch(() => undefined),
    wait(timeoutMs, undefined, { signal: timer.signal }).catch(() => undefined),
  ]);
  timer.abort();
  if (dead === undefined) return { status: "ok" };
  return { status: dead > 0 ? "degraded" : "ok", deadNotifications: dead };
}
