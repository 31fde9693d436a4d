import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

/**
 * `npm test`: every check, in the order a failure is cheapest to find. Lint and format, type check, the audit of
 * production dependencies (npm audit, high and critical advisories), build (which also
 * validates the content), unit and integration tests (Vitest), browser tests (Playwright in Debian's
 * Chromium). Ends with one line, `tests: N passed, N failed`, summed over both runners.
 */
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
};

function ensureChromium(): string {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return path;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("Installing Debian's chromium for the browser tests…");
    if (
      run("sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null"]) ===
        0 &&
      existsSync(path)
    ) {
      return path;
    }
  }
  console.error(
    `The browser tests need Chromium at ${path}. Install it with "apt-get install chromium" (as root), ` +
      "or point CHROME_PATH at a Chromium or Chrome binary.",
  );
  process.exit(1);
}

type Counts = { passed: number; failed: number };

function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number; success: boolean };
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.success || report.numFailedTests ? 0 : 1) };
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number };
    errors: unknown[];
  };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected + report.errors.length };
}

const testBuildEnv = { VITE_PLAUSIBLE_DOMAIN: "tessera.example" };

rmSync("reports", { recursive: true, force: true });
mkdirSync("reports", { recursive: true });
const chrome = ensureChromium();
const totals: Counts = { passed: 0, failed: 0 };
const add = (c: Counts) => {
  totals.passed += c.passed;
  totals.failed += c.failed;
};

const steps: [string, () => void][] = [
  ["lint", () => add(run("npm", ["run", "lint", "--silent"]) === 0 ? { passed: 0, failed: 0 } : { passed: 0, failed: 1 })],
  [
    "typecheck",
    () => add(run("npm", ["run", "typecheck", "--silent"]) === 0 ? { passed: 0, failed: 0 } : { passed: 0, failed: 1 }),
  ],
  // No high or critical advisory in what production runs, from the registry's audit endpoint. An
  // advisory fails the run. A registry that refuses the audit request (a mirror or a proxy that only serves
  // packages) means no audit happened: that is said plainly and counted as neither a pass nor a failure.
  [
    "audit",
    () => {
      const audit = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
      const report = JSON.parse(audit.stdout || "{}") as {
        metadata?: { vulnerabilities: Record<string, number> };
        statusCode?: number;
        message?: string;
      };
      if (!report.metadata) {
        console.warn(`audit: NOT RUN, the registry did not answer the audit request (${report.message ?? "no answer"}).`);
        return;
      }
      const { high = 0, critical = 0 } = report.metadata.vulnerabilities;
      console.log(`audit: ${critical} critical and ${high} high advisories in production dependencies`);
      if (high + critical > 0) {
        run("npm", ["audit", "--omit=dev", "--audit-level=high"]);
        add({ passed: 0, failed: 1 });
      }
    },
  ],
  // The test build configures an analytics provider, so the consent tests can see it load (only after consent).
  [
    "build",
    () => add(run("npm", ["run", "build", "--silent"], testBuildEnv) === 0 ? { passed: 0, failed: 0 } : { passed: 0, failed: 1 }),
  ],
  [
    "unit",
    () => {
      run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=reports/vitest.json"]);
      add(vitestCounts("reports/vitest.json"));
    },
  ],
  [
    "browser",
    () => {
      run("npx", ["playwright", "test"], { CHROME_PATH: chrome });
      add(playwrightCounts("reports/playwright.json"));
    },
  ],
];

for (const [name, step] of steps) {
  const before = totals.failed;
  step();
  if (totals.failed > before && (name === "typecheck" || name === "build")) {
    console.error(`${name} failed: the later steps need it, stopping here.`);
    break;
  }
}

writeFileSync("reports/summary.json", JSON.stringify(totals));
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
