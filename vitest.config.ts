import { defineConfig } from "vitest/config";

/**
 * The long suites: each starts real servers, real builds or real processes, or tries thousands of inputs, and takes
 * from half a minute to several minutes on a 2-core machine. `npm test` runs the quick project; CI (`.ci/run`) runs
 * both, through `npm run test:long`.
 */
const long = [
  "scripts/edit.test.ts", // the editor's dev server, then a production build
  "scripts/dev-server.test.ts", // Astro's dev server with the demo endpoint
  "scripts/admin.test.ts", // the admin command, in processes of its own
  "tests/content/{spec,edits,images}.test.ts", // production builds of the fixture content and of edited copies
  "tests/publish/**/*.test.ts", // publishing: real git, real builds, a server under load
  "server/publish/**/*.test.ts", // the publisher's builds
  "tests/faults/**/*.test.ts", // servers killed, stopped, cut from their database or mail server
  "server/observatory.test.ts", // Mozilla's Observatory grading the production server
  "server/functions/submit-demo.property.test.ts", // thousands of generated requests
];

const shared = {
  environment: "node",
  // Opening an embedded database takes a few seconds on a busy 2-core machine.
  hookTimeout: 60_000,
  testTimeout: 30_000,
} as const;

// Unit and integration tests only; the browser specs in tests/e2e run under Playwright.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: "quick",
          include: ["src/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/content/**/*.test.ts"],
          exclude: ["node_modules", "build", ...long],
        },
      },
      { extends: true, test: { ...shared, name: "long", include: long } },
    ],
  },
});
