import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { Scan } from "../tests/observatory-scan.ts";

/**
 * The MDN HTTP Observatory grades the production server A+ (a bar of docs/product.md). The scan (tests/observatory-scan.ts)
 * needs ports 80 and 443 on 127.0.0.1, so it runs in a user and network namespace of its own (`unshare`), where it is
 * root of a loopback nobody else uses: no privilege needed, nothing on the machine's own ports. Where namespaces are
 * not available it runs directly as root, and otherwise the test is skipped with the reason.
 */
const scan = [process.execPath, "tests/observatory-scan.ts"];
const isolated = ["unshare", "--user", "--map-root-user", "--net", "sh", "-c", 'ip link set lo up && exec "$0" "$@"', ...scan];
const namespaces = spawnSync(isolated[0] as string, [...isolated.slice(1, 7), "true"], { stdio: "ignore" }).status === 0;
const root = process.getuid?.() === 0;
const command = namespaces ? isolated : root ? scan : undefined;
if (!command) {
  console.log(
    "Observatory test skipped: it needs ports 80 and 443, and this machine offers neither a user and network " +
      "namespace (unshare --user --map-root-user --net, and ip from iproute2) nor root.",
  );
}

describe("the MDN HTTP Observatory", () => {
  it.skipIf(!command)(
    "grades the production server A+",
    async () => {
      const [file, ...args] = command as string[];
      const { stdout } = await promisify(execFile)(file as string, args, { timeout: 170_000, maxBuffer: 4 * 1024 * 1024 });
      const result = JSON.parse(stdout) as Scan;
      const report = Object.entries(result.tests)
        .map(
          ([name, test]) =>
            `${test.pass ? "pass" : "FAIL"} ${String(test.scoreModifier ?? 0).padStart(4)}  ${name}: ${test.result}`,
        )
        .join("\n");
      const summary = `Observatory: grade ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed`;
      console.log(`${summary}${namespaces ? " (in a network namespace of its own)" : ""}\n${report}`);
      expect(result.scan.grade, `${summary}\n${report}`).toBe("A+");
      expect(
        Object.values(result.tests).every((test) => test.pass),
        report,
      ).toBe(true);
    },
    180_000,
  );
});
