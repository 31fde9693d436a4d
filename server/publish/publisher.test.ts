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
 * Publishing with the developers' shared history (a local bare repository standing for CONTENT_GIT_REMOTE), and posts
 * dated later going live on their day, by the test's clock. Real builds of the site, real Git.
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
const homeHtml = () => readFileSync(path.join(live.current.client, "index.html"), "utf8");

beforeAll(async () => {
  database = await testDatabase();
  // Inside the project, where the builds find its node_modules.
  dataDir = mkdtempSync(path.resolve(".tmp-publisher-"));
  // The developers' shared repository, and one developer's clone of it.
  dev = (await openContentRepository({ dir: path.join(dataDir, "dev"), seedFrom: "src/content" })).dir;
  origin = path.join(dataDir, "origin.git");
  git(dataDir, developer, "clone", "--quiet", "--bare", dev, origin);
  git(dev, developer, "remote", "add", "origin", origin);
  repository = await openContentRepository({ dir: path.join(dataDir, "content"), seedFrom: "src/content", remote: origin });
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
}, 120_000);

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

    await publisher.publish(editor).done;
    expect((await publisher.status()).last).toMatchObject({ kind: "publish", ok: true });
    expect(homeHtml()).toContain("one block at a time");
    // The developer's post is in, held back until its day.
    expect(live.current.content.scheduled).toEqual([day(4)]);
    expect(live.current.content.pages.some((page) => page.path === `/company/news/${post.slug}`)).toBe(false);
    // The shared history has the editor's save, authored by them.
    expect(git(origin, developer, "log", "main", "--format=%an %s")).toMatch(/^Edna Editor Edit Home page$/m);
  }, 600_000);

  it("refuses to publish when a developer changed the same lines, naming the entry, and loses nothing", async () => {
    git(dev, developer, "pull", "--quiet", "--no-rebase", "origin", "main");
    edit(dev, developer, "home.yaml", (text) => text.replace(heading, "A developer's heading"), "Reword home");
    git(dev, developer, "push", "--quiet", "origin", "HEAD:main");
    edit(repository.dir, editor, "home.yaml", (text) => text.replace(heading, "An editor's heading"), "Edit Home page");
    const before = homeHtml();

    await publisher.publish(editor).done;
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
    expect(latest?.entries.join(" ")).toContain(post.title);
    // Once done, nothing is due.
    expect(await publisher.publishDue()).toBe(false);
  }, 600_000);
});
