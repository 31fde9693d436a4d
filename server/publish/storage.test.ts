import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureContent } from "../../tests/content/build.ts";
import { silentLog, type TestDatabase, testDatabase } from "../../tests/support.ts";
import { LiveSite, loadSiteBuild } from "../live-site.ts";
import { createPublisher } from "./publisher.ts";
import { type ContentRepository, openContentRepository } from "./repository.ts";
import { siteBuilder } from "./site-builder.ts";

/**
 * The content repository's room on disk, its pictures and history: the publish screen's status shows it against the
 * budget, and a save that would take it over the budget is refused in words. Real Git, on the fixture content.
 */

let database: TestDatabase;
let dir: string;
let repository: ContentRepository;
const saveOf = (bytes: number) => ({
  additions: [{ path: "src/content/images/posts/new.jpg", contents: Buffer.alloc(bytes).toString("base64") }],
  deletions: [],
});

beforeAll(async () => {
  database = await testDatabase();
  dir = mkdtempSync(path.join(tmpdir(), "tessera-storage-"));
  repository = await openContentRepository({ dir: path.join(dir, "content"), seedFrom: fixtureContent });
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const publisher = (budget?: number) =>
  createPublisher({
    db: database.db,
    log: silentLog,
    live: new LiveSite(loadSiteBuild("build/client", silentLog)),
    repository,
    buildsDir: path.join(dir, "builds"),
    build: siteBuilder(),
    budget,
  });

describe("the content repository's budget", () => {
  it("is shown with the status: what the pictures and history take, of 500 MB", async () => {
    const { storage } = await publisher().status();
    expect(storage.budget).toBe(500_000_000);
    // The fixture's pictures and texts, compressed by Git: some kilobytes, well under a megabyte.
    expect(storage.used).toBeGreaterThan(10_000);
    expect(storage.used).toBeLessThan(1_000_000);
  });

  it("refuses a save that would take the repository over it, and lets one within it through", async () => {
    const { storage } = await publisher().status();
    const tight = publisher(storage.used + 100_000);
    expect(await tight.overBudget(saveOf(50_000))).toBeUndefined();
    const refusal = await tight.overBudget(saveOf(200_000));
    expect(refusal).toMatch(
      /^Not saved: the site's pictures and history would take [\d.]+ MB, more than the [\d.]+ MB it has room for\./,
    );
  });
});
