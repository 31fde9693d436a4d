import { defineConfig, devices } from "@playwright/test";
import { crmSecret, crmUrl } from "./tests/e2e/crm.ts";
import { e2eDataDir, e2ePort } from "./tests/e2e/data-dir.ts";

/**
 * Browser tests against the production server (`node server/main.ts`, started on a fresh database by
 * tests/e2e/start-server.ts) serving the build, in Debian's Chromium (Playwright's own browser download is not used).
 * `npm test` builds first.
 */
const port = e2ePort;
const chromium = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  // Two browsers share a 2-core machine with the server: a change that takes 100 ms alone can take seconds while both
  // are busy, so assertions wait up to 10 s (Playwright's default is 5).
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromium, trace: "off" },
  projects: [
    // One pass per concern: a test runs at desktop width unless it says otherwise. What exists at phone width only
    // (the menu sheet, one page of each kind) is tagged @phone; what a phone's layout or touch could change (the demo
    // dialog, the footer, the top bar, the home page's order) is tagged @every-width and runs at both.
    {
      name: "desktop",
      grepInvert: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    { name: "phone", grep: /@phone|@every-width/, use: { ...devices["Pixel 7"], launchOptions: chromium } },
  ],
  webServer: {
    command: "node tests/e2e/start-server.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // It first makes the inbox's admins (tests/e2e/start-server.ts): each `npm run admin` opens the database anew,
    // which takes seconds on a busy machine.
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: e2eDataDir,
      // The inbox's origin: a name, not an address, since passkeys need one (tests/e2e/inbox.spec.ts).
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "1000",
      // Every test signs in from 127.0.0.1, several a minute.
      SIGN_IN_LIMIT_PER_MINUTE: "1000",
      // Every lead's webhooks go to the CRM's stand-in (tests/e2e/crm.ts); one it refuses twice is given up, so a test
      // can send it again. (Without SMTP_URL, e-mails are only logged, so no other outbox item ever fails.)
      LEAD_WEBHOOK_URL: `${crmUrl}/hook`,
      LEAD_WEBHOOK_SECRET: crmSecret,
      OUTBOX_MAX_ATTEMPTS: "2",
    },
  },
});
