import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InferResponseType } from "hono/client";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parse as parseYaml, stringify } from "yaml";
import type { EntryFields, EntryVersions, publishApi, SiteStatus } from "../../src/lib/browser/inbox-client.ts";
import { fixtureContent } from "../../tests/content/build.ts";
import { inOneRateWindow, silentLog, standInSite, type TestDatabase, testDatabase } from "../../tests/support.ts";
import { createApp } from "../app.ts";
import { inviteUser } from "../auth/admin.ts";
import { type AuthMailer, createAuth } from "../auth/auth.ts";
import { siteJobs } from "../db/schema.ts";
import { readContentTexts, splitMarkdown } from "../editor/content-files.ts";
import { notCommitted } from "../editor/history.ts";
import { presenceSeconds } from "../editor/presence.ts";
import { LiveSite, loadSiteBuild } from "../live-site.ts";
import { type PagePreview, pagePreview } from "./page-preview.ts";
import { createPublisher, type Publisher } from "./publisher.ts";

import { type ContentRepository, openContentRepository } from "./repository.ts";
import { saveLimits } from "./routes.ts";
import { siteBuilder } from "./site-builder.ts";

type DeletedEntry = InferResponseType<typeof publishApi.site.entries.deleted.$get, 200>[number];
type Presence = InferResponseType<typeof publishApi.editor.presence.$post, 200>;

/**
 * The editor's save on the server (POST /api/keystatic/update) and its reading of files, with a real database,
 * sign-in and content repository: a save is committed whole or nothing changes, its size and rate are limited, and
 * no path outside the content's known files is written or read.
 */

const site = standInSite();
const origin = "http://editor.test";
let database: TestDatabase;
let dataDir: string;
let repository: ContentRepository;
let app: ReturnType<typeof createApp>;
let cookie = "";
let auth: ReturnType<typeof createAuth>;
let pages: PagePreview;
let live: LiveSite;
let publisher: Publisher;
const options = () => ({
  db: database.db,
  log: silentLog,
  live,
  repository,
  buildsDir: path.join(dataDir, "builds"),
  build: siteBuilder(),
});
const links: Parameters<AuthMailer>[0][] = [];

const git = (...args: string[]) => execFileSync("git", ["-C", repository.dir, ...args], { encoding: "utf8" }).trim();
const home = () => path.join(repository.contentDir, "home.yaml");
const base64 = (text: string) => Buffer.from(text).toString("base64");
const save = (body: unknown, headers: Record<string, string> = {}) =>
  app.request("/api/keystatic/update", {
    method: "POST",
    headers: { "content-type": "application/json", origin, "no-cors": "1", cookie, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
/** What the editor does once, when its page loads: reads the content's files. */
/** A YAML file's fields. */
const parse = (text: string) => parseYaml(text) as Record<string, unknown>;

const openEditor = async (as = cookie) => {
  const response = await app.request("/api/keystatic/tree", { headers: { cookie: as, "no-cors": "1" } });
  expect(response.status).toBe(200);
  return (await response.json()) as { path: string; sha: string }[];
};
const saveFile = (requested: string, text: string) =>
  save({ additions: [{ path: requested, contents: base64(text) }], deletions: [] });
const editedHome = (heading: string) => {
  const data = parseYaml(readFileSync(home(), "utf8")) as { hero: { heading: string } };
  data.hero.heading = heading;
  return stringify(data);
};

beforeAll(async () => {
  database = await testDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), "tessera-editing-"));
  auth = createAuth({
    db: database.db,
    log: silentLog,
    secret: "a test secret that is long enough to sign sessions",
    origin,
    sendLink: async (message) => {
      links.push(message);
      return false;
    },
  });
  repository = await openContentRepository({ dir: path.join(dataDir, "content"), seedFrom: fixtureContent });
  live = new LiveSite(loadSiteBuild(site, silentLog));
  pages = pagePreview({ repository, dir: path.join(dataDir, "page-preview"), log: silentLog });
  publisher = createPublisher(options());
  app = createApp({
    env: { STATIC_DIR: site },
    db: database.db,
    log: silentLog,
    inbox: { auth, origin },
    site: live,
    publishing: {
      repository,
      publisher,
      pages,
    },
  });
  cookie = await signedIn("edna@tessera.example", "Edna Editor", "editor");
  await openEditor();
});

/** A new member of the staff, signed in: their session's cookie. */
async function signedIn(email: string, name: string, role: "editor" | "admin") {
  await inviteUser(auth, database.db, { email, name, role }, { origin, actorId: null });
  const token = new URL(links.at(-1)?.url ?? "").pathname.split("/").pop() ?? "";
  const json = (body: unknown) => ({
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(body),
  });
  expect(
    (await app.request("/api/auth/reset-password", json({ newPassword: "correct horse battery staple", token }))).status,
  ).toBe(200);
  const response = await app.request("/api/auth/sign-in/email", json({ email, password: "correct horse battery staple" }));
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
afterAll(async () => {
  pages.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.execute("truncate rate_limits");
  rmSync(path.join(repository.dir, ".git/index.lock"), { force: true });
});

/** The publish page's API, as the signed-in editor. */
const api = async <T>(address: string, body?: unknown) => {
  const response = await app.request(`/api/site${address}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", origin, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as T & { error?: string } };
};
const status = async () => (await api<SiteStatus>("/status")).data;

describe("the publish page", () => {
  it("offers no publish while nothing was saved since the live site, and refuses one in words", async () => {
    expect((await status()).publishable).toBe(false);
    expect((await api("/publish", {})).status).toBe(202);
    await expect
      .poll(async () => (await status()).last, { timeout: 20_000 })
      .toMatchObject({
        ok: false,
        message: "Not published: nothing was saved since the live site, so there is nothing to publish.",
      });
    expect((await status()).history.map(({ kind }) => kind)).toEqual(["deployed"]);
  });

  it("lists what was saved with each post's state: a draft, or scheduled with its date", async () => {
    const post = (relative: string, change: (text: string) => string) =>
      saveFile(`src/content/${relative}`, change(readFileSync(path.join(repository.contentDir, relative), "utf8")));
    expect((await post("news/introducing-tessera.md", (text) => text.replace(/^date: .*$/m, "date: '2999-01-31'"))).status).toBe(
      200,
    );
    expect((await post("news/amara-okafor-apac.md", (text) => text.replace(/^---\n/, "---\ndraft: true\n"))).status).toBe(200);
    const { unpublished, publishable } = await status();
    expect(publishable).toBe(true);
    expect(unpublished.map(({ entries }) => entries.map(({ state, date, file }) => ({ state, date, file })))).toEqual([
      [{ state: "draft", date: expect.any(String), file: "news/amara-okafor-apac.md" }],
      [{ state: "scheduled", date: "2999-01-31", file: "news/introducing-tessera.md" }],
    ]);
  });

  it("numbers publishes one after another, though the database skips ids after a crash", async () => {
    expect((await api("/rollback/0", {})).status).toBe(200);
    // What PostgreSQL does to a sequence when it recovers from a crash: it goes on up to 32 values further.
    await database.db.execute("select setval(pg_get_serial_sequence('site_publishes', 'id'), 40)");
    expect((await api("/rollback/0", {})).status).toBe(200);
    const [second, first] = (await status()).history;
    expect(second?.id).toBe(41);
    expect([second?.number, first?.number, second?.restores]).toEqual([(first?.number ?? 0) + 1, 1, 0]);
  });

  it("does not offer a preview built before the live site last changed", async () => {
    const build = "preview-earlier";
    mkdirSync(path.join(dataDir, "builds", build, "client"), { recursive: true });
    cpSync(path.join(site, "site.json"), path.join(dataDir, "builds", build, "client", "site.json"));
    const [head] = git("rev-parse", "HEAD").split("\n");
    await database.db.insert(siteJobs).values({
      kind: "preview",
      authorName: "Edna Editor",
      authorEmail: "edna@tessera.example",
      finishedAt: new Date(),
      build,
      commit: head,
      result: { ok: true },
    });
    expect((await status()).preview).toMatchObject({ commit: head });
    expect((await api("/rollback/0", {})).status).toBe(200);
    expect((await status()).preview).toBeUndefined();
  });

  it("shows no build running once the server that ran it has started again", async () => {
    const lastBeat = new Date(Date.now() - 5_000);
    await database.db.insert(siteJobs).values({
      kind: "publish",
      authorName: "Ann Gone",
      authorEmail: "ann@tessera.example",
      beatAt: lastBeat,
      startedAt: lastBeat,
    });
    const restarted = createPublisher(options());
    expect((await restarted.status()).job).toMatchObject({ by: { name: "Ann Gone" } });
    await expect.poll(async () => (await restarted.status()).job, { timeout: 10_000 }).toBeUndefined();
  });
});

describe("an entry's history", () => {
  const file = "solutions/family-banking.yaml";
  it("lists its versions, gives a version's fields, and restores one as a save of the editor", async () => {
    const original = readFileSync(path.join(repository.contentDir, file), "utf8");
    const data = parse(original);
    data.oneLiner = "One app for the whole family's money, with the controls parents ask for.";
    expect((await saveFile(`src/content/${file}`, stringify(data))).status).toBe(200);

    const { data: found } = await api<EntryVersions>(`/entries/history?file=${encodeURIComponent(file)}`);
    expect(found.entry.name).toBe("Solutions → Family Banking");
    expect(found.versions.map(({ author, summary }) => `${author.name}: ${summary}`)).toEqual([
      "Edna Editor: Edit Solutions → Family Banking",
      "Tessera website: Content as deployed",
    ]);
    const [, first] = found.versions;
    const fields = (await api<EntryFields>(`/entries/version?file=${encodeURIComponent(file)}&commit=${first?.commit}`)).data;
    expect(fields.find(({ label }) => label === "One-line summary")?.value).toBe(parse(original).oneLiner);

    const restored = await api<{ summary: string }>("/entries/restore", { file, commit: first?.commit, from: first?.file });
    expect(restored).toMatchObject({
      status: 200,
      data: { summary: expect.stringMatching(/^Restore Solutions → Family Banking as saved by Tessera website on /) },
    });
    expect(parse(readFileSync(path.join(repository.contentDir, file), "utf8"))).toEqual(parse(original));
    expect(git("log", "-1", "--format=%an")).toBe("Edna Editor");
    expect((await status()).unpublished[0]?.summary).toBe(restored.data.summary);
    // The same version again: nothing to restore.
    expect(await api("/entries/restore", { file, commit: first?.commit, from: first?.file })).toEqual({
      status: 409,
      data: { error: "Nothing restored: this version is the entry as it is now." },
    });
  });

  it("lists a deleted entry and brings it back; refuses other paths and visitors", async () => {
    const post = "news/tessera-mastercard-start-path.md";
    expect((await save({ additions: [], deletions: [{ path: `src/content/${post}` }] })).status).toBe(200);
    const { data: deleted } = await api<DeletedEntry[]>("/entries/deleted");
    expect(deleted.map(({ file, deletedBy }) => [file, deletedBy.name])).toEqual([[post, "Edna Editor"]]);
    expect((await api("/entries/restore", { file: post, commit: deleted[0]?.version, from: post })).status).toBe(200);
    expect(existsSync(path.join(repository.contentDir, post))).toBe(true);
    expect((await api<DeletedEntry[]>("/entries/deleted")).data).toEqual([]);

    for (const address of ["../package.json", "images/covers/a.png", ".git/config"])
      expect((await api(`/entries/history?file=${encodeURIComponent(address)}`)).status).toBe(404);
    expect((await api("/entries/restore", { file: "home.yaml", commit: deleted[0]?.version, from: post })).status).toBe(404);
    expect((await app.request(`/api/site/entries/history?file=${encodeURIComponent(file)}`)).status).toBe(401);
  });

  it("sends an entry's old address, once it moved, to its history at the new one, not to a deleted entry", async () => {
    const [from, to] = ["solutions/smart-rewards.yaml", "solutions/smart-rewards-plus.yaml"];
    const moved = await save({
      additions: [{ path: `src/content/${to}`, contents: base64(readFileSync(path.join(repository.contentDir, from), "utf8")) }],
      deletions: [{ path: `src/content/${from}` }],
    });
    expect(moved.status).toBe(200);
    const { data: old } = await api<EntryVersions>(`/entries/history?file=${encodeURIComponent(from)}`);
    expect(old.movedTo).toBe(to);
    const { data: now } = await api<EntryVersions>(`/entries/history?file=${encodeURIComponent(to)}`);
    expect(now.exists && !now.movedTo).toBe(true);
    expect(now.versions.map(({ file }) => file)).toEqual([to, from]);
    expect((await api<DeletedEntry[]>("/entries/deleted")).data).toEqual([]);
  });
});

describe("the editor's save", () => {
  it("commits a save as the editor, and a save of words already written but never committed", async () => {
    expect((await saveFile("src/content/home.yaml", editedHome("Saved once"))).status).toBe(200);
    expect(git("log", "-1", "--format=%an <%ae> %s")).toBe("Edna Editor <edna@tessera.example> Edit Home page");
    // What a save that failed half-way left on disk, saved again.
    writeFileSync(home(), editedHome("Written, never committed"));
    expect((await saveFile("src/content/home.yaml", readFileSync(home(), "utf8"))).status).toBe(200);
    expect(git("show", "HEAD:src/content/home.yaml")).toContain("Written, never committed");
    expect(git("status", "--porcelain")).toBe("");
  });

  it("refuses a save while Git's index is locked, in words, and writes nothing", async () => {
    const before = readFileSync(home(), "utf8");
    const head = git("rev-parse", "HEAD");
    writeFileSync(path.join(repository.dir, ".git/index.lock"), "");
    const response = await saveFile("src/content/home.yaml", editedHome("Not while locked"));
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(notCommitted.busy);
    expect(readFileSync(home(), "utf8")).toBe(before);
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(git("status", "--porcelain")).toBe("");
  });

  it("commits a picture whose name has letters beyond ASCII, and refuses one whose name would reverse its text", async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#0a7" } })
      .png()
      .toBuffer();
    const upload = (requested: string) =>
      save({ additions: [{ path: requested, contents: png.toString("base64") }], deletions: [] });
    expect((await upload("src/content/images/posts/café-über.png")).status).toBe(200);
    expect(git("ls-files", "-z", "src/content/images/posts").split("\0")).toContain("src/content/images/posts/café-über.png");
    expect(git("status", "--porcelain")).toBe("");
    expect((await upload("src/content/images/posts/logo\u202egnp.png")).status).toBe(400);
  });

  it("refuses a dotfile, a .git part, a glob and a NUL with 400, and writes nothing", async () => {
    for (const requested of ["src/content/.gitignore", "src/content/a/.git/x", "src/content/*", "src/content/home.yaml\0x"]) {
      const response = await saveFile(requested, "*.yaml\n");
      expect(`${requested} ${response.status}`).toBe(`${requested} 400`);
    }
    expect(existsSync(path.join(repository.contentDir, ".gitignore"))).toBe(false);
    expect(existsSync(path.join(repository.contentDir, "a"))).toBe(false);
    expect(git("status", "--porcelain")).toBe("");
  });

  it("refuses a save over the size limit before reading it, in words", async () => {
    const large = JSON.stringify({
      additions: [{ path: "src/content/images/posts/a.png", contents: "A".repeat(17 * 1024 * 1024) }],
      deletions: [],
    });
    const response = await save(large, { "content-length": String(large.length) });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(
      `larger than the ${saveLimits.megabytes} MB the editor takes at once, so nothing was saved`,
    );
    expect(existsSync(path.join(repository.contentDir, "images/posts/a.png"))).toBe(false);
  });

  it(`refuses a person's save after ${saveLimits.perMinute} in a minute, saying when to save again`, async () => {
    await inOneRateWindow(async () => {
      for (let n = 0; n < saveLimits.perMinute; n++) expect((await save({ additions: [], deletions: [] })).status).toBe(200);
      const refused = await save({ additions: [], deletions: [] });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.text()).toMatch(
        /^Not saved: you saved more than 30 times in a minute, .* save again in \d+ seconds\.$/,
      );
      // A restore is a save too: refused as well, in words the publish pages read.
      expect(await api("/entries/restore", {})).toMatchObject({
        status: 429,
        data: { error: expect.stringMatching(/^Not saved: you saved more than 30 times in a minute/) },
      });
    });
  }, 60_000);
});

describe("reading a file through the editor", () => {
  const blob = (address: string) => app.request(`/api/keystatic/blob/0/${address}`, { headers: { cookie, "no-cors": "1" } });

  it("answers 404 for a NUL, a dotfile or a path outside the content's files, never 500", async () => {
    for (const address of [
      "src/content/home%00.yaml",
      "src/content/solutions/x%00.yaml",
      "src/content/.gitignore",
      "src/content/%E0",
      "package.json",
      "src/content/images",
    ]) {
      expect(`${address} ${(await blob(address)).status}`).toBe(`${address} 404`);
    }
  });
});

describe("who else has an entry open in the editor", () => {
  let ana = "";
  const opens = async (who: string, at: unknown) => {
    const response = await app.request("/api/editor/presence", {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie: who },
      body: JSON.stringify({ at }),
    });
    return { status: response.status, body: (await response.json()) as Presence & { error?: string } };
  };
  const familyBanking = "/keystatic/collection/solutions/item/family-banking";

  beforeAll(async () => {
    ana = await signedIn("ana.lopez@tessera.example", "Ana Lopez", "admin");
  });

  it("names the entry at an editor's address, its page, and who else has it open since when", async () => {
    const first = await opens(cookie, familyBanking);
    expect(first).toEqual({
      status: 200,
      body: {
        entry: {
          file: "solutions/family-banking.yaml",
          name: "Solutions → Family Banking",
          address: "/solutions/family-banking",
        },
        others: [],
      },
    });
    const second = await opens(ana, familyBanking);
    expect(second.body.others.map((other) => other.name)).toEqual(["Edna Editor"]);
    const since = second.body.others[0]?.since ?? "";
    // A heartbeat keeps the time the entry was opened.
    expect((await opens(cookie, familyBanking)).body.others.map((other) => other.name)).toEqual(["Ana Lopez"]);
    expect((await opens(ana, familyBanking)).body.others).toEqual([{ name: "Edna Editor", since }]);
    // A single file, with its page; one without a page.
    expect((await opens(cookie, "/keystatic/singleton/home")).body.entry).toEqual({
      file: "home.yaml",
      name: "Home page",
      address: "/",
    });
    expect((await opens(cookie, "/keystatic/singleton/navigation")).body.entry).toEqual({
      file: "navigation.yaml",
      name: "Menus and footer",
    });
    // Edna left Family Banking when she opened another entry.
    expect((await opens(ana, familyBanking)).body.others).toEqual([]);
  });

  it(`forgets a person not heard from for ${presenceSeconds} s, and one who opens no entry`, async () => {
    await opens(cookie, familyBanking);
    expect((await opens(ana, familyBanking)).body.others).toHaveLength(1);
    await database.db.execute(`update editor_presence set seen_at = now() - interval '${presenceSeconds + 1} seconds'`);
    expect((await opens(ana, familyBanking)).body.others).toEqual([]);
    // Back after the break: open since now.
    const back = Date.now();
    await opens(cookie, familyBanking);
    const since = Date.parse((await opens(ana, familyBanking)).body.others[0]?.since ?? "");
    expect(since).toBeGreaterThan(back - 5000);
    expect((await opens(cookie, "/keystatic")).body).toEqual({ entry: null, others: [] });
    expect((await opens(ana, familyBanking)).body.others).toEqual([]);
  });

  it("answers no entry for an address that names none, and refuses what is not an address", async () => {
    for (const at of [
      "/keystatic/collection/solutions/create",
      "/keystatic/collection/solutions/item/no-such-solution",
      "/keystatic/collection/solutions/item/..%2F..%2F..%2Fpackage",
      "/keystatic/collection/constructor/item/x",
      "/keystatic/singleton/toString",
      "/keystatic/singleton/home/extra",
    ]) {
      expect(`${at} ${JSON.stringify((await opens(cookie, at)).body)}`).toBe(`${at} {"entry":null,"others":[]}`);
    }
    expect((await opens(cookie, 42)).status).toBe(400);
    expect((await opens("", familyBanking)).status).toBe(401);
  });

  it("refuses a heartbeat or a restore larger than 16 KB before reading it, and keeps nothing of it", async () => {
    const large = JSON.stringify({ at: familyBanking, file: "solutions/family-banking.yaml", pad: "x".repeat(64 * 1024) });
    for (const call of ["/api/editor/presence", "/api/site/entries/restore"]) {
      const response = await app.request(call, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie },
        body: large,
      });
      expect(`${call} ${response.status}`).toBe(`${call} 413`);
    }
    expect((await opens(ana, familyBanking)).body.others).toEqual([]);
  });
});

describe("two people editing the same entries", () => {
  const solution = "src/content/solutions/family-banking.yaml";
  const post = "src/content/news/introducing-tessera.md";
  const read = (requested: string) => readFileSync(path.join(repository.dir, requested), "utf8");
  const saveAs = (as: string, requested: string, text: string) =>
    save({ additions: [{ path: requested, contents: base64(text) }], deletions: [] }, { cookie: as });
  /** The entry as the editor sends it: every field, one changed. */
  const edited = (text: string, change: Record<string, unknown>) => stringify({ ...parse(text), ...change });
  const editedPost = (text: string, change: Record<string, unknown>) => {
    const { data, gap, body } = splitMarkdown(text);
    return `---\n${edited(data, change)}---\n${gap}${body}`;
  };
  let ana = "";
  let bo = "";
  beforeAll(async () => {
    ana = await signedIn("ana@tessera.example", "Ana Lopez", "admin");
    bo = await signedIn("bo@tessera.example", "Bo Berg", "editor");
  });
  const unchanged = async (request: () => Response | Promise<Response>) => {
    const head = git("rev-parse", "HEAD");
    const files = git("ls-files", "-s");
    const response = await request();
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(git("ls-files", "-s")).toBe(files);
    expect(git("status", "--porcelain")).toBe("");
    return response;
  };

  it("keeps both people's changes to different fields of one entry; the second commit changes only its field", async () => {
    await openEditor(ana);
    await openEditor();
    const opened = read(solution);
    expect((await saveAs(ana, solution, edited(opened, { subText: "Banking the whole family shares" }))).status).toBe(200);
    const second = await saveAs(cookie, solution, edited(opened, { oneLiner: "One app for every generation of a family." }));
    expect(second.status).toBe(200);
    expect(parse(read(solution))).toMatchObject({
      subText: "Banking the whole family shares",
      oneLiner: "One app for every generation of a family.",
    });
    expect(git("log", "-1", "--format=%an")).toBe("Edna Editor");
    const lines = git("show", "--format=", "-U0", "HEAD", "--", solution)
      .split("\n")
      .filter((line) => /^[-+](?![-+])/.test(line));
    expect(lines).toEqual([
      "-  Give every household one place to bank together: shared accounts, cards for",
      expect.any(String),
      "+  One app for every generation of a family.",
    ]);
    // The answer is the content as it is now, which the editor then shows, with Ana's words.
    const tree = (await second.json()) as { path: string; sha: string }[];
    expect(tree.find((file) => file.path === solution)?.sha).toBe(git("rev-parse", `HEAD:${solution}`));
  });

  it("keeps a post's text changed by one person and its title by another", async () => {
    await openEditor(ana);
    await openEditor();
    const opened = read(post);
    const paragraph = "A paragraph Ana added at the end.";
    expect((await saveAs(ana, post, `${opened.trimEnd()}\n\n${paragraph}\n`)).status).toBe(200);
    expect((await saveAs(cookie, post, editedPost(opened, { title: "Introducing Tessera, again" }))).status).toBe(200);
    const now = splitMarkdown(read(post));
    expect(parse(now.data).title).toBe("Introducing Tessera, again");
    expect(now.body.trimEnd().endsWith(paragraph)).toBe(true);
  });

  it("refuses a change to a field someone changed since, naming who and when as the editor labels it, and writes nothing", async () => {
    await openEditor(ana);
    await openEditor(bo);
    await openEditor();
    const opened = read(solution);
    expect(
      (
        await saveAs(
          ana,
          solution,
          edited(opened, { oneLiner: "Ana's one line: a bank account the whole family shares, with a card each." }),
        )
      ).status,
    ).toBe(200);
    // A later save by someone else, of another field, is not the one that changed it.
    expect((await saveAs(bo, solution, edited(opened, { subText: "Bo's line under the name" }))).status).toBe(200);
    const ednas = "Edna's one line: every generation banks together, each with their own card.";
    const refused = await unchanged(() => saveAs(cookie, solution, edited(opened, { oneLiner: ednas })));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toMatch(
      /^Not saved: Ana Lopez changed “One-line summary” at \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC since you opened this entry\. Copy your words if you want to keep them, press Reset changes \(↺ at the top; under ⋯ on a phone\), then reload the page to see their words and make your change again\.$/,
    );
    expect(parse(read(solution)).oneLiner).toBe("Ana's one line: a bank account the whole family shares, with a card each.");
    // Reloaded without Reset, the editor brings back the words not saved, with the old values of the fields others
    // changed: saved again, those keep their current values (Bo's line), and the field the person changed, told twice
    // that it changed, takes their words.
    await openEditor();
    expect((await saveAs(cookie, solution, edited(opened, { oneLiner: ednas }))).status).toBe(200);
    expect(parse(read(solution))).toMatchObject({ oneLiner: ednas, subText: "Bo's line under the name" });
    // A change made on the content as it is now is saved as ever.
    const mine = "Edna's second thought: one place where a household banks together, a card each.";
    expect((await saveAs(cookie, solution, edited(read(solution), { oneLiner: mine }))).status).toBe(200);
    expect(parse(read(solution))).toMatchObject({ oneLiner: mine, subText: "Bo's line under the name" });
  });

  it("refuses to delete an entry someone changed since, and to add one someone else added meanwhile", async () => {
    await openEditor(ana);
    await openEditor();
    const opened = read(post);
    expect((await saveAs(ana, post, editedPost(opened, { title: "Changed by Ana" }))).status).toBe(200);
    const deleted = await unchanged(() => save({ additions: [], deletions: [{ path: post }] }));
    expect(deleted.status).toBe(409);
    expect(await deleted.text()).toMatch(/^Not saved: Ana Lopez changed News → Changed by Ana at .* since you opened/);

    await openEditor(ana);
    await openEditor();
    const added = "src/content/news/a-new-partner.md";
    const text = `---\ntitle: A new partner\ndescription: ${"Tessera and a new partner bring composable banking to more banks. ".repeat(2)}\nlead: A new partner joins the platform, so more banks can build products on it.\ndate: '2026-01-05'\nauthor: Tessera Newsroom\n---\n\nText.\n`;
    expect((await saveAs(ana, added, text)).status).toBe(200);
    const twice = await unchanged(() => saveAs(cookie, added, text.replace("Text.", "Other text.")));
    expect(twice.status).toBe(409);
    expect(await twice.text()).toMatch(/^Not saved: Ana Lopez added News → A new partner at .* since you opened/);
  });

  it("refuses a save from an editor whose version of the content the server does not know", async () => {
    const stranger = await signedIn("cy@tessera.example", "Cy Chen", "editor");
    const response = await unchanged(() => saveAs(stranger, solution, edited(read(solution), { subText: "Never seen" })));
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Reload the page, then make your change again.");
  });
});

describe("a name that other words still say", () => {
  const mentions = async (body?: unknown) => {
    const response = await app.request(`/api/editor/mentions${body ? "" : "?file=solutions/dynamic-banking.yaml"}`, {
      method: body ? "POST" : "GET",
      headers: { "content-type": "application/json", origin, cookie },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, data: await response.json() };
  };
  const saying = async (name: RegExp) =>
    [...(await readContentTexts(repository.contentDir))].filter(([, text]) => name.test(text)).map(([file]) => file);

  it("lists, after a rename, each entry whose words say the old name, and writes the new one there as one save", async () => {
    const file = "solutions/dynamic-banking.yaml";
    expect(await mentions()).toEqual({ status: 200, data: [] });
    const data = parse(readFileSync(path.join(repository.contentDir, file), "utf8"));
    data.name = "Adaptive Banking";
    expect((await saveFile(`src/content/${file}`, stringify(data))).status).toBe(200);

    const said = await saying(/Dynamic\s+Banking/);
    expect(said).toEqual(expect.arrayContaining([file, "home.yaml", "industries/retail-banks.yaml"]));
    const { data: found } = await mentions();
    expect(found).toEqual([{ name: "Adaptive Banking", from: "Dynamic Banking", places: expect.any(Array) }]);
    expect(found[0].places).toHaveLength(said.length);
    expect(found[0].places).toContainEqual({ name: "Home page", at: "/keystatic/singleton/home" });
    expect(found[0].places).toContainEqual({
      name: "Solutions → Adaptive Banking",
      at: "/keystatic/collection/solutions/item/dynamic-banking",
    });

    expect(await mentions({ file, from: "Dynamic Banking" })).toMatchObject({
      status: 200,
      data: { summary: expect.stringMatching(/^Write “Adaptive Banking” for “Dynamic Banking” in .*Home page/) },
    });
    expect(await saying(/Dynamic\s+Banking/)).toEqual([]);
    expect(git("log", "-1", "--format=%an")).toBe("Edna Editor");
    expect(git("show", "--stat", "--format=", "HEAD").trim().split("\n")).toHaveLength(said.length + 1);
    expect(await mentions()).toEqual({ status: 200, data: [] });
    expect((await mentions({ file, from: "Dynamic Banking" })).status).toBe(404);
  });
});
