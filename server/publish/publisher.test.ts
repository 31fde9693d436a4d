import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureContent } from "../../tests/content/build.ts";
import { silentLog, type TestDatabase, testDatabase } from "../../tests/support.ts";
import { siteJobs, sitePublishes } from "../db/schema.ts";
import { databaseLock } from "../db/shared-lock.ts";
import { LiveSite, loadSiteBuild } from "../live-site.ts";
import { createPublisher, type Publisher } from "./publisher.ts";
import { type ContentRepository, openContentRepository } from "./repository.ts";
import { siteBuilder } from "./site-builder.ts";

/**
 * Publishing with the developers' shared history (a local bare repository standing for CONTENT_GIT_REMOTE), posts
 * dated later going live on their day, by the test's clock, and two instances sharing the database, the content
 * repository and the builds. Real builds of the fixture content (tests/fixtures/content), real Git.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const editor = { name: "Edna Editor", email: "edna@tessera.example" };
const developer = { name: "Dev Eloper", email: "dev@tessera.example" };
const post = { slug: "tessera-opens-in-lisbon", title: "Tessera opens an office in Lisbon" };
const heading = "Build financial products in weeks, not years";

let database: TestDatabase;
let dataDir: string;
let origin: string;
let dev: string;
let repository: ContentRepository;
let live: LiveSite;
let publisher: Publisher;
let today = day(0);
const lockKey = 1;

const git = (repo: string, by: { name: string; email: string }, ...args: string[]) =>
  execFileSync("git", ["-C", repo, ...args], {
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: by.name,
      GIT_AUTHOR_EMAIL: by.email,
      GIT_COMMITTER_NAME: by.name,
      GIT_COMMITTER_EMAIL: by.email,
    },
  }).trim();
/** Changes a file of a repository's content and commits it. */
function edit(repo: string, by: typeof editor, relative: string, change: (text: string) => string, message: string) {
  const file = path.join(repo, "src/content", relative);
  writeFileSync(file, change(readFileSync(file, "utf8")));
  git(repo, by, "add", "--all");
  git(repo, by, "commit", "-qm", message);
}
/** A build's home page (by default the live one's), with its apostrophes as typed. */
const homeHtml = (client = live.current.client) =>
  readFileSync(path.join(client, "index.html"), "utf8").replace(/&#39;|&#x27;/g, "'");

beforeAll(async () => {
  database = await testDatabase();
  // Inside the project, where the builds find its node_modules.
  dataDir = mkdtempSync(path.resolve(".tmp-publisher-"));
  // The developers' shared repository, and one developer's clone of it.
  dev = (await openContentRepository({ dir: path.join(dataDir, "dev"), seedFrom: fixtureContent })).dir;
  origin = path.join(dataDir, "origin.git");
  git(dataDir, developer, "clone", "--quiet", "--bare", dev, origin);
  git(dev, developer, "remote", "add", "origin", origin);
  repository = await openContentRepository({
    dir: path.join(dataDir, "content"),
    seedFrom: fixtureContent,
    remote: origin,
    lock: databaseLock(database.db, lockKey),
  });
  live = new LiveSite(loadSiteBuild("build/client", silentLog));
  publisher = instance(live, repository);
}, 120_000);

/** A server's publisher: on the test's database, builds folder and clock, started with the deployed build `live`. */
const instance = (site: LiveSite, repo: ContentRepository, code = "first deployment", build = siteBuilder()) =>
  createPublisher({
    db: database.db,
    log: silentLog,
    live: site,
    repository: repo,
    buildsDir: path.join(dataDir, "builds"),
    build,
    today: () => today,
    code,
  });

afterAll(async () => {
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("one history with the developers", () => {
  it("merges what developers pushed before building, and pushes what it published", async () => {
    // A developer adds a news post dated four days from now; an editor changes home's small line on the server.
    const model = readFileSync(path.join(dev, "src/content/news/introducing-tessera.md"), "utf8");
    writeFileSync(
      path.join(dev, `src/content/news/${post.slug}.md`),
      model.replace(/^title: .*(\n {2}.*)*$/m, `title: ${post.title}`).replace(/^date: .*$/m, `date: '${day(4)}'`),
    );
    git(dev, developer, "add", "--all");
    git(dev, developer, "commit", "-qm", `Add News → ${post.title}`);
    git(dev, developer, "push", "--quiet", "origin", "HEAD:main");
    edit(repository.dir, editor, "home.yaml", (text) => text.replace("block by block", "one block at a time"), "Edit Home page");

    await (await publisher.publish(editor)).done;
    expect((await publisher.status()).last).toMatchObject({ kind: "publish", ok: true });
    expect(homeHtml()).toContain("one block at a time");
    // The developer's post is in, held back until its day.
    expect(live.current.content.scheduled).toEqual([day(4)]);
    expect(live.current.content.pages.some((page) => page.path === `/company/news/${post.slug}`)).toBe(false);
    // The publish lists it as scheduled, with its day.
    const [published] = await publisher.history();
    expect(published?.entries).toContainEqual({
      name: `News → ${post.title}`,
      file: `news/${post.slug}.md`,
      state: "scheduled",
      date: day(4),
    });
    // The shared history has the editor's save, authored by them.
    expect(git(origin, developer, "log", "main", "--format=%an %s")).toMatch(/^Edna Editor Edit Home page$/m);
  }, 600_000);

  it("refuses to publish when a developer changed the same lines, naming the entry, and loses nothing", async () => {
    git(dev, developer, "pull", "--quiet", "--no-rebase", "origin", "main");
    edit(dev, developer, "home.yaml", (text) => text.replace(heading, "A developer's heading"), "Reword home");
    git(dev, developer, "push", "--quiet", "origin", "HEAD:main");
    edit(repository.dir, editor, "home.yaml", (text) => text.replace(heading, "An editor's heading"), "Edit Home page");
    const before = homeHtml();

    await (await publisher.publish(editor)).done;
    expect((await publisher.status()).last).toMatchObject({
      kind: "publish",
      ok: false,
      message: expect.stringContaining("a developer changed the same entry in the shared history. Nothing was lost"),
      problems: ["Home page"],
    });
    expect(homeHtml()).toBe(before);
    // Both sides keep their change.
    expect(git(repository.dir, editor, "show", "HEAD:src/content/home.yaml")).toContain("An editor's heading");
    expect(git(origin, developer, "show", "main:src/content/home.yaml")).toContain("A developer's heading");
    expect(git(repository.dir, editor, "status", "--porcelain")).toBe("");
  }, 120_000);
});

describe("scheduled posts", () => {
  it("go live on their day by themselves, with what was live and nothing saved since", async () => {
    today = day(3);
    expect(await publisher.publishDue()).toBe(false);

    today = day(4);
    expect(await publisher.publishDue()).toBe(true);
    expect(live.current.content.pages.some((page) => page.path === `/company/news/${post.slug}`)).toBe(true);
    expect(live.current.content.scheduled).toEqual([]);
    // What was live, not the editor's save that is not published.
    expect(homeHtml()).toContain("one block at a time");
    expect(homeHtml()).not.toContain("An editor's heading");
    const [latest] = await publisher.history();
    expect(latest).toMatchObject({ kind: "scheduled", live: true, author: { name: "Tessera website" } });
    expect(latest?.entries.map(({ name }) => name).join(" ")).toContain(post.title);
    // Once done, nothing is due.
    expect(await publisher.publishDue()).toBe(false);
  }, 600_000);
});

describe("two instances sharing the database, the content repository and the builds", () => {
  it("build one at a time, share the preview, and serve what either publishes or rolls back", async () => {
    // A developer brings the editor's and their own heading together (the conflict above), keeping the editor's.
    git(repository.dir, developer, "fetch", "--quiet", "origin");
    git(repository.dir, developer, "merge", "--quiet", "--no-edit", "-X", "ours", "origin/main");
    git(repository.dir, developer, "push", "--quiet", "origin", "HEAD:main");

    const otherLive = new LiveSite(loadSiteBuild("build/client", silentLog));
    const other = instance(
      otherLive,
      await openContentRepository({
        dir: repository.dir,
        seedFrom: fixtureContent,
        remote: origin,
        lock: databaseLock(database.db, lockKey),
      }),
    );
    const stops = [publisher.startSync(100), other.startSync(100)];
    try {
      await expect.poll(() => otherLive.current.client).toBe(live.current.client);

      // A preview built on the other instance: this one says who is building, refuses a second build, and then shows
      // the same preview.
      const { done } = await other.preview(editor);
      expect((await publisher.status()).job).toMatchObject({ kind: "preview", by: editor });
      await expect(publisher.publish(editor)).rejects.toThrow("Edna Editor is building a preview just now.");
      await done;
      expect((await publisher.status()).last).toMatchObject({ kind: "preview", ok: true });
      const preview = await publisher.currentPreview();
      expect(preview?.site.client).toBe((await other.currentPreview())?.site.client);
      expect(homeHtml(preview?.site.client)).toContain("An editor's heading");

      // A publish here is served there within moments; a rollback there is served here.
      const before = live.current.client;
      await (await publisher.publish(editor)).done;
      expect(homeHtml()).toContain("An editor's heading");
      await expect.poll(() => otherLive.current.client).toBe(live.current.client);
      const [, previous] = await other.history();
      expect(await other.rollback(previous?.id ?? -1, editor)).toEqual({ ok: true });
      await expect.poll(() => live.current.client).toBe(before);
      expect(homeHtml()).not.toContain("An editor's heading");
    } finally {
      for (const stop of stops) stop();
    }
  }, 600_000);

  it("build the live publish again once new code is deployed, once", async () => {
    const [live0] = await publisher.history();
    const deployedAgain = (code: string) => {
      const site = new LiveSite(loadSiteBuild("build/client", silentLog));
      return { site, restarted: instance(site, repository, code) };
    };
    const same = deployedAgain("first deployment");
    await same.restarted.refresh();
    expect(await same.restarted.rebuildForNewCode()).toBe(false);

    const next = deployedAgain("second deployment");
    await next.restarted.refresh();
    const before = next.site.current.client;
    expect(await next.restarted.rebuildForNewCode()).toBe(true);
    expect(next.site.current.client).not.toBe(before);
    const [rebuilt] = await next.restarted.history();
    expect(rebuilt).toMatchObject({ kind: "rebuild", commit: live0?.commit, live: true, author: { name: "Tessera website" } });
    expect(await next.restarted.rebuildForNewCode()).toBe(false);
  }, 300_000);

  it("keep a rollback that lands while the live publish is built again: the rebuild is not served over it", async () => {
    const [, older] = await publisher.history();
    const [goneBackTo] = await database.db
      .select()
      .from(sitePublishes)
      .where(eq(sitePublishes.id, older?.id ?? -1));
    const site = new LiveSite(loadSiteBuild("build/client", silentLog));
    const restarted = instance(site, repository, "third deployment", async (options) => {
      // Another instance's editor went back to an older publish: it found no build running just before this one
      // claimed the slot, and records its rollback now.
      const { id, createdAt, ...was } = goneBackTo ?? ({} as typeof sitePublishes.$inferSelect);
      await database.db
        .insert(sitePublishes)
        .values({ ...was, kind: "rollback", restores: id, authorName: editor.name, authorEmail: editor.email });
      return siteBuilder()(options);
    });
    await restarted.refresh();
    expect(await restarted.rebuildForNewCode()).toBe(true);
    const [latest] = await restarted.history();
    expect(latest).toMatchObject({ kind: "rollback", restores: older?.number, author: editor });
  }, 300_000);

  it("closes a build whose server stopped, so the next can start", async () => {
    const stalled = new Date(Date.now() - 60_000);
    await database.db.insert(siteJobs).values({
      kind: "publish",
      authorName: "Ann Gone",
      authorEmail: "ann@tessera.example",
      startedAt: stalled,
      beatAt: stalled,
    });
    const status = await publisher.status();
    expect(status.job).toBeUndefined();
    expect(status.last).toMatchObject({ ok: false, message: expect.stringContaining("because its server stopped") });
  });
});
