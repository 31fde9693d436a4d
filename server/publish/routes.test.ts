import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dump } from "js-yaml";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { Presence } from "../../src/lib/publish-api.ts";
import { fixtureContent } from "../../tests/content/build.ts";
import { createApp } from "../app.ts";
import { inviteUser } from "../auth/admin.ts";
import { type AuthMailer, createAuth } from "../auth/auth.ts";
import { notCommitted } from "../editor/history.ts";
import { presenceSeconds } from "../editor/presence.ts";
import { LiveSite, loadSiteBuild } from "../live-site.ts";
import { inOneRateWindow, silentLog, standInSite, type TestDatabase, testDatabase } from "../test-support.ts";
import { createPublisher } from "./publisher.ts";
import { type ContentRepository, openContentRepository } from "./repository.ts";
import { saveLimits } from "./routes.ts";
import { siteBuilder } from "./site-builder.ts";

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
const saveFile = (requested: string, text: string) =>
  save({ additions: [{ path: requested, contents: base64(text) }], deletions: [] });
const editedHome = (heading: string) => {
  const data = parse(readFileSync(home(), "utf8"));
  data.hero.heading = heading;
  return dump(data);
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
  const live = new LiveSite(loadSiteBuild(site, silentLog));
  const publisher = createPublisher({
    db: database.db,
    log: silentLog,
    live,
    repository,
    buildsDir: path.join(dataDir, "builds"),
    build: siteBuilder(),
  });
  app = createApp({
    env: { STATIC_DIR: site },
    db: database.db,
    log: silentLog,
    inbox: { auth, origin },
    site: live,
    publishing: { repository, publisher },
  });
  await inviteUser(
    auth,
    database.db,
    { email: "edna@tessera.example", name: "Edna Editor", role: "editor" },
    { origin, actorId: null },
  );
  cookie = await signInWithLink(links[0]?.url ?? "", "edna@tessera.example");
});
/** Sets the password from an invitation's link and signs in: the session's cookie. */
async function signInWithLink(link: string, email: string) {
  const token = new URL(link).pathname.split("/").pop() ?? "";
  const json = (body: unknown) => ({
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(body),
  });
  expect(
    (await app.request("/api/auth/reset-password", json({ newPassword: "correct horse battery staple", token }))).status,
  ).toBe(200);
  const signedIn = await app.request("/api/auth/sign-in/email", json({ email, password: "correct horse battery staple" }));
  return signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.execute("truncate rate_limits");
  rmSync(path.join(repository.dir, ".git/index.lock"), { force: true });
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
    await inviteUser(
      auth,
      database.db,
      { email: "ana@tessera.example", name: "Ana Lopez", role: "admin" },
      { origin, actorId: null },
    );
    ana = await signInWithLink(links.at(-1)?.url ?? "", "ana@tessera.example");
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
});
