import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests of the Astro site (dist/client) against the production server, in Debian's Chromium.
 */
const port = Number(process.env.E2E_PORT ?? 4174);
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
  testDir: "tests/site",
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright-site.json" }]],
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromium, trace: "off" },
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    { name: "phone", grepInvert: /@desktop/, use: { ...devices["Pixel 7"], launchOptions: chromium } },
  ],
  webServer: {
    command: "node server/main.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      STATIC_DIR: process.env.SITE_DIR ?? "dist/client",
      DATA_DIR: "data/e2e-site",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "1000",
    },
  },
});
