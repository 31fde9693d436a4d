import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/client.ts";
import { users } from "../server/db/schema.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-admin-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const admin = (...args: string[]) =>
  spawnSync(process.execPath, ["scripts/admin.ts", ...args], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, PUBLIC_ORIGIN: "https://www.tessera.example" },
  });

describe("npm run admin", () => {
  it("creates the first admin and prints the one-time link that sets the password", { timeout: 60_000 }, () => {
    const run = admin("create-admin", "Ada@Tessera.example");
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("Admin ada@tessera.example created.");
    expect(run.stdout).toMatch(
      /https:\/\/www\.tessera\.example\/api\/auth\/reset-password\/\w+\?callbackURL=https%3A%2F%2Fwww\.tessera\.example%2Finbox%2Fset-password/,
    );
    const again = admin("create-admin", "ada@tessera.example");
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("There is already a user with the address ada@tessera.example.");
  });

  it("names the admin as given, or by the address", { timeout: 60_000 }, async () => {
    const run = admin("create-admin", "grace@tessera.example", "Grace", "Hopper");
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("Admin Grace Hopper (grace@tessera.example) created.");
    const database = await openDatabase({ dataDir });
    try {
      const named = await database.db.select({ email: users.email, name: users.name }).from(users);
      expect(named).toEqual(
        expect.arrayContaining([
          { email: "grace@tessera.example", name: "Grace Hopper" },
          { email: "ada@tessera.example", name: "ada" },
        ]),
      );
    } finally {
      await database.close();
    }
  });

  it("prints its usage and exits non-zero for anything else", () => {
    for (const args of [[], ["create-admin"], ["create-admin", "not-an-address"], ["delete-everyone"]]) {
      const run = admin(...args);
      expect(run.status, args.join(" ")).toBe(2);
      expect(run.stderr).toContain("Usage: npm run admin -- <command>");
    }
  });
});
