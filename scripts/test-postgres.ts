import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

/**
 * The database suite again, against a real PostgreSQL server (TEST_DATABASE_URL). Files run one at a time,
 * since they share the database. Prints and returns its counts in reports/vitest-postgres.json.
 */
if (!process.env.TEST_DATABASE_URL) {
  console.error("Set TEST_DATABASE_URL to a PostgreSQL database the tests may empty.");
  process.exit(1);
}
const report = "reports/vitest-postgres.json";
spawnSync(
  "npx",
  ["vitest", "run", "server", "--fileParallelism=false", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
  { stdio: "inherit" },
);
if (!existsSync(report)) {
  console.log("postgres tests: 0 passed, 1 failed");
  process.exit(1);
}
const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(report, "utf8")) as {
  numPassedTests: number;
  numFailedTests: number;
};
console.log(`postgres tests: ${numPassedTests} passed, ${numFailedTests} failed`);
process.exit(numFailedTests === 0 && numPassedTests > 0 ? 0 : 1);
