import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
});
