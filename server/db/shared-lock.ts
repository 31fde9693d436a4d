import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/** Runs work while holding the lock; one at a time. */
export type Lock = <T>(work: () => Promise<T>) => Promise<T>;

/** One at a time within this process. */
export function localLock(): Lock {
  let queue: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
}

/**
 * One at a time across every instance that shares the PostgreSQL database: each holder keeps a transaction open with
 * PostgreSQL's advisory lock on `key` for as long as `work` runs (seconds at most), so an instance that stops releases
 * it with its connection. Within the process a queue keeps the holders to one connection at a time.
 */
export function databaseLock(db: Database, key: number): Lock {
  const local = localLock();
  return (work) =>
    local(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
        return work();
      }),
    );
}
