import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LiveSite, loadSiteBuild } from "../live-site.ts";
import { silentLog, type TestDatabase, testDatabase } from "../test-support.ts";
import { createPublisher, type Publisher } from "./publisher.ts";
import { type ContentRepository, openContentRepository } from "./repository.ts";
import { siteBuilder } from "./site-builder.ts";

/**
 * A post dated later goes live on its day by itself: the server publishes again what is live (not what was saved
 * since) once the clock, here the test's, reaches the post's date. Real builds of the site, real Git.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const editor = { name: "Edna Editor", email: "edna@tessera.example" };
const post = { slug: "tessera-opens-in-lisbon", title: "Tessera opens an office in Lisbon" };

let database: TestDatabase;
let dataDir: string;
let repository: ContentRepository;
let live: LiveSite;
let publisher: Publisher;
let today = day(0);

const git = (...args: string[]) =>
  execFileSync("git", ["-C", repository.dir, ...args], {
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: editor.name,
      GIT_AUTHOR_EMAIL: editor.email,
      GIT_COMMITTER_NAME: editor.name,
      GIT_COMMITTER_EMAIL: editor.email,
    },
  });
const homeHtml = () => readFileSync(path.join(live.current.client, "index.html"), "utf8");

beforeAll(async () => {
  database = await testDatabase();
  // Inside the project, where the builds find its node_modules.
  dataDir = mkdtempSync(path.resolve(".tmp-schedule-"));
  repository = await openContentRepository({ dir: path.join(dataDir, "content"), seedFrom: "src/content" });
  live = new LiveSite(loadSiteBuild("build/client", silentLog));
  publisher = createPublisher({
    db: database.db,
    log: silentLog,
    live,
    repository,
    buildsDir: path.join(dataDir, "builds"),
    build: siteBuilder(),
    today: () => today,
  });
  // A news post dated four days from now, saved and published.
  const model = readFileSync(path.join(repository.contentDir, "news/introducing-tessera.md"), "utf8");
  const dated = model.replace(/^title: .*(\n {2}.*)*$/m, `title: ${post.title}`).replace(/^date: .*$/m, `date: '${day(4)}'`);
  writeFileSync(path.join(repository.contentDir, `news/${post.slug}.md`), dated);
  git("add", "--all");
  git("commit", "-qm", `Add News → ${post.title}`);
  await publisher.publish(editor).done;
}, 300_000);

afterAll(async () => {
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("scheduled posts", () => {
  it("stay off the published site until their day, which the build records", () => {
    expect(live.current.content.scheduled).toEqual([day(4)]);
    expect(live.current.content.pages.some((page) => page.path === `/company/news/${post.slug}`)).toBe(false);
  });

  it("go live on their day by themselves, with what was live and nothing saved since", async () => {
    // Saved after the publish, not published: it must not ride along.
    const home = path.join(repository.contentDir, "home.yaml");
    writeFileSync(home, readFileSync(home, "utf8").replace("Build financial products in weeks, not years", "Not yet published"));
    git("commit", "-qam", "Edit Home page");

    today = day(3);
    expect(await publisher.publishDue()).toBe(false);

    today = day(4);
    expect(await publisher.publishDue()).toBe(true);
    expect(live.current.content.pages.some((page) => page.path === `/company/news/${post.slug}`)).toBe(true);
    expect(live.current.content.scheduled).toEqual([]);
    expect(homeHtml()).toContain("Build financial products in weeks, not years");
    expect(homeHtml()).not.toContain("Not yet published");
    const [latest] = await publisher.history();
    expect(latest).toMatchObject({ kind: "scheduled", live: true, author: { name: "Tessera website" } });
    expect(latest?.entries.join(" ")).toContain(post.title);
    // Once done, nothing is due.
    expect(await publisher.publishDue()).toBe(false);
  }, 300_000);
});
