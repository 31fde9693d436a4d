import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("npm run outbox", () => {
  it("prints its usage and exits non-zero for an unknown command", () => {
    for (const args of [[], ["retry-everything"]]) {
      const run = spawnSync(process.execPath, ["scripts/outbox.ts", ...args], { encoding: "utf8" });
      expect(run.status, args.join(" ")).not.toBe(0);
      expect(run.stderr).toContain("Usage: npm run outbox -- <command>");
      expect(run.stderr).toContain("retry-dead");
    }
  });
});
