import { defineConfig } from "vitest/config";

// Unit and integration tests only; the browser specs in tests/e2e run under Playwright.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "src/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/content/**/*.test.ts",
      "tests/publish/**/*.test.ts",
    ],
    exclude: ["node_modules", "build", "tests/e2e/**"],
    environment: "node",
    // Opening an embedded database takes a few seconds on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    onConsoleLog(log, type) {
      // console.error during a test is a failure.
      if (type === "stderr" && /error/i.test(log)) throw new Error(`console.error during a test: ${log}`);
    },
  },
});
