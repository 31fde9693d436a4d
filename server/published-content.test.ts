import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startProductionServer } from "../scripts/production-server.ts";
import { readSiteData } from "./site-data.ts";

/**
 * The production server serves and validates against the build it is given, not the source tree: here it runs from a
 * folder that holds a copy of the build and nothing else (npm test builds before the unit tests).
 */
let folder: string;
let server: RunningServer;

beforeAll(async () => {
  if (!existsSync("build/client/site.json")) throw new Error("Build the site first: npm run build");
  folder = mkdtempSync(path.join(tmpdir(), "tessera-published-"));
  cpSync("build", path.join(folder, "build"), { recursive: true });
  server = await startProductionServer(
    { STATIC_DIR: path.join(folder, "build/client"), RATE_LIMIT_PER_MINUTE: "1000" },
    { cwd: folder },
  );
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const submit = (suites: string[]) =>
  fetch(`${server.base}/functions/v1/submit-demo`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.base },
    body: JSON.stringify({
      full_name: "Maria Keller",
      email: "maria.keller@bank.example",
      company: "Keller Bank",
      suites_of_interest: suites,
      form_started_at: Date.now() - 60_000,
    }),
  });

describe("a server beside a build without the content files", () => {
  const { solutions, moved } = readSiteData("build/client");

  it("accepts a demo request naming the published solutions", async () => {
    const response = await submit(solutions.slice(0, 2).map((s) => s.slug));
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toHaveProperty("id");
  });

  it("refuses a solution the published site does not have", async () => {
    const response = await submit(["open-banking-for-pets"]);
    expect(response.status).toBe(400);
  });

  it("answers the published moved addresses with 301", async () => {
    const [from, to] = Object.entries(moved)[0] ?? [];
    if (!from) return;
    const response = await fetch(`${server.base}${from}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });
});
