import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as wait } from "node:timers/promises";
import type { Database } from "./db/client.ts";
import { countDeadNotifications } from "./db/outbox.ts";

export type Health = { status: "ok" | "degraded"; deadNotifications?: number; failing?: ("database" | "data folder")[] };

/**
 * What `GET /healthz` reports, always with 200 since the server itself is up: "degraded" while lead notifications
 * are dead (out of attempts, waiting for `npm run outbox -- retry-dead`), and, naming it under `failing`, while the
 * database does not answer within `timeoutMs` or the data folder takes no write (a full disk: the demo endpoint, saves
 * and publishes fail then); "ok" otherwise. The folder is checked by writing and removing a small file in it.
 */
export async function health(
  db: Database | undefined,
  { dataDir, timeoutMs = 1_000 }: { dataDir?: string; timeoutMs?: number } = {},
): Promise<Health> {
  const timer = new AbortController();
  const late = wait(timeoutMs, undefined, { signal: timer.signal }).catch(() => undefined);
  const answered = <T>(check: () => Promise<T>) => Promise.race([check().catch(() => undefined), late]);
  const [dead, written] = await Promise.all([
    db && answered(() => countDeadNotifications(db)),
    dataDir &&
      answered(async () => {
        const probe = path.join(dataDir, `.healthz-${process.pid}`);
        await writeFile(probe, "ok");
        await rm(probe, { force: true });
        return true;
      }),
  ]);
  timer.abort();
  const failing = [
    ...(db && dead === undefined ? (["database"] as const) : []),
    ...(dataDir && !written ? (["data folder"] as const) : []),
  ];
  return {
    status: failing.length || (dead ?? 0) > 0 ? "degraded" : "ok",
    ...(dead === undefined ? {} : { deadNotifications: dead }),
    ...(failing.length ? { failing } : {}),
  };
}
