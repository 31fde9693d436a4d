import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, testDatabase } from "../tests/support.ts";
import { health } from "./health.ts";

/**
 * What /healthz reports: "ok" while the database answers and the data folder takes a write; "degraded", naming what
 * fails, when either does not, since the demo endpoint and saves then fail although the process is up.
 */

let database: TestDatabase;
let folder: string;
beforeAll(async () => {
  database = await testDatabase();
  folder = mkdtempSync(path.join(tmpdir(), "tessera-health-"));
});
afterAll(async () => {
  await database.close().catch(() => {});
  rmSync(folder, { recursive: true, force: true });
});

describe("health", () => {
  it("is ok while the database answers and the data folder can be written", async () => {
    expect(await health(database.db, { dataDir: folder })).toEqual({ status: "ok", deadNotifications: 0 });
  });

  it("is degraded when the data folder cannot be written", async () => {
    // A file where the folder should be: refused to root as to anyone, as a full or read-only disk refuses.
    const notAFolder = path.join(folder, "not-a-folder");
    writeFileSync(notAFolder, "");
    expect(await health(database.db, { dataDir: notAFolder })).toEqual({
      status: "degraded",
      deadNotifications: 0,
      failing: ["data folder"],
    });
  });

  it("is degraded when the database does not answer", async () => {
    const closed = await testDatabase();
    await closed.close();
    expect(await health(closed.db, { dataDir: folder })).toEqual({ status: "degraded", failing: ["database"] });
  });
});
