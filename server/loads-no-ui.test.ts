import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../tests/faults/harness.ts";

// Needs the build in build/client, as `npm start` does (npm test builds before the unit tests).
const dataDir = mkdtempSync(path.resolve(".tmp-loads-"));
const loadedLog = path.join(dataDir, "modules.log");
let server: RunningServer | undefined;

afterAll(async () => {
  server?.kill("SIGTERM");
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the production server", () => {
  it("loads no React, no Keystatic and no component: started, and answering a page and the editor's API", async () => {
    server = await startServer({
      DATA_DIR: dataDir,
      NODE_OPTIONS: `--import ${path.resolve("tests/loaded-modules.ts")}`,
      LOADED_MODULES: loadedLog,
    });
    expect((await fetch(`${server.base}/`)).status).toBe(200);
    expect((await fetch(`${server.base}/api/keystatic/tree`, { headers: { "no-cors": "1" } })).status).toBe(401);
    const loaded = [...new Set(readFileSync(loadedLog, "utf8").split("\n").filter(Boolean))];
    // The log is of this server: its own modules, the editor's save among them.
    expect(loaded.some((url) => url.endsWith("/server/editor/keystatic-api.ts"))).toBe(true);
    const ui = /\/node_modules\/(react|react-dom|@keystar|@keystatic)\/|\/src\/components\//;
    expect(loaded.filter((url) => ui.test(url))).toEqual([]);
  });
});
