import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseInUseError, openDatabase } from "./client.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tessera-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has ended. */
async function endedPid() {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid as number;
}

describe("the embedded database", () => {
  it("opens in one process at a time", async () => {
    const dataDir = tempDir();
    const lock = path.join(dataDir, "pglite.lock");
    // Another live process holds it: the parent of this test runner.
    writeFileSync(lock, String(process.ppid));
    const refused = openDatabase({ dataDir });
    await expect(refused).rejects.toThrow(DatabaseInUseError);
    await expect(refused).rejects.toThrow(`open in process ${process.ppid}`);

    // A lock left by a process that has ended is taken over, and released on close.
    writeFileSync(lock, String(await endedPid()));
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(existsSync(lock)).toBe(false);
  });

  it("is made whole or not at all: a folder left half made is made again, and the lock is let go", async () => {
    const dataDir = tempDir();
    // What a process stopped halfway through making the folder leaves behind.
    mkdirSync(path.join(dataDir, "pglite.making/base"), { recursive: true });
    writeFileSync(path.join(dataDir, "pglite.making/PG_VERSION"), "17\n");
    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`select 1`);
    await database.close();
    expect(existsSync(path.join(dataDir, "pglite.making"))).toBe(false);
    expect(existsSync(path.join(dataDir, "pglite/PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });
});
