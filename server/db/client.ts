import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseHandle = { db: Database; kind: "pglite" | "postgres"; close: () => Promise<void> };

/**
 * The PostgreSQL advisory locks the instances sharing a database take turns on: the migrations' is taken here, the
 * others through ./shared-lock.ts (which imports this module, never the other way round).
 */
export const lockKeys = {
  /** Bringing the schema up to date at start (openDatabase). */
  migrations: 7_411_030,
  /** Changing the content repository (server/publish/repository.ts). */
  contentRepository: 7_411_031,
} as const;

const migrationsFolder = path.join(import.meta.dirname, "migrations");

/**
 * The embedded database's settings: PostgreSQL's defaults are for a machine of its own (128 MB of shared buffers,
 * held for as long as the server runs), where the leads of one website need a few megabytes (docs/performance.md).
 */
export const embedded = {
  extensions: { pg_trgm, unaccent },
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
};

/**
 * Opens the database and brings its schema up to date: PostgreSQL when `databaseUrl` is set, otherwise PGlite
 * embedded on disk under `dataDir`, which one process at a time may open (see `lockDataDir`). Both run the same
 * committed migrations.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped connection must not crash the server; the query in flight or the next one reports it instead.
    // The pool's handler covers idle clients only: one in use (inside a transaction) needs its own.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    // Instances starting together take turns: the second finds the migrations applied.
    const lock = await pool.connect();
    try {
      await lock.query("select pg_advisory_lock($1)", [lockKeys.migrations]);
      await migrateNodePg(db as never, { migrationsFolder });
    } finally {
      await lock.query("select pg_advisory_unlock($1)", [lockKeys.migrations]).catch(() => {});
      lock.release();
    }
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const dir = path.resolve(options.dataDir, "pglite");
  mkdirSync(path.dirname(dir), { recursive: true });
  const unlock = lockDataDir(dir);
  // A new folder is made by initdb, whose memory (about 300 MB) stays with the process that ran it: so a process of
  // its own makes the folder and ends, and the server's instance opens it ready.
  if (!existsSync(path.join(dir, "PG_VERSION")))
    await makeFolder(dir).catch((error: unknown) => {
      unlock();
      throw error;
    });
  const client = new PGlite(dir, embedded);
  const close = async () => {
    await client.close();
    unlock();
  };
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder }).catch(async (error: unknown) => {
    await close().catch(() => {});
    throw error;
  });
  return { db, kind: "pglite", close };
}

/**
 * Runs ./make-folder.ts, a process of its own that makes the embedded database's folder beside `dir`, then ends; the
 * folder takes its name once whole, so a process stopped halfway (killed for its memory, say) leaves no folder that
 * looks made. Called under the folder's lock.
 */
async function makeFolder(dir: string) {
  const making = `${dir}.making`;
  rmSync(making, { recursive: true, force: true });
  const maker = path.join(import.meta.dirname, "make-folder.ts");
  const child = spawn(process.execPath, [maker, making], { stdio: ["ignore", "ignore", "inherit"] });
  const [code] = await once(child, "exit");
  if (code !== 0 || !existsSync(path.join(making, "PG_VERSION")))
    throw new Error(`Could not make the embedded database's folder ${dir} (the process that made it ended with ${code}).`);
  renameSync(making, dir);
}

export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
}

/**
 * PGlite has no lock of its own, and two processes on one data folder would corrupt it. `<folder>.lock` holds the
 * pid of the process that has it open: another live process is refused with a DatabaseInUseError. A lock left by
 * a process that has ended, or carrying this process's own pid (a restarted container reuses pids), is taken over.
 * Returns the release.
 */
function lockDataDir(dir: string) {
  const file = `${dir}.lock`;
  const pid = String(process.pid);
  try {
    writeFileSync(file, pid, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(readFileSync(file, "utf8").trim());
    if (holder !== process.pid && isRunning(holder)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dir} is open in process ${holder} (a running server?). Stop it first; ` +
          `if that pid now belongs to something else, delete ${file}.`,
      );
    }
    writeFileSync(file, pid);
  }
  return () => {
    try {
      if (readFileSync(file, "utf8") === pid) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}

function isRunning(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** True for errors that mean "the database cannot be reached right now", as opposed to a bad query. */
export function isUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      (typeof code === "string" &&
        (/^(08|57P0|53)/.test(code) || ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"].includes(code))) ||
      (typeof message === "string" &&
        /connection terminated|timeout exceeded when trying to connect|PGlite is closed|is not queryable/i.test(message))
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
