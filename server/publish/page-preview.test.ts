import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { fixtureContent } from "../../tests/content/build.ts";
import { silentLog, standInSite, type TestDatabase, testDatabase } from "../../tests/support.ts";
import { createApp } from "../app.ts";
import { inviteUser } from "../auth/admin.ts";
import { type AuthMailer, createAuth } from "../auth/auth.ts";
import { LiveSite, loadSiteBuild } from "../live-site.ts";
import { type PagePreview, pagePreview } from "./page-preview.ts";
import { createPublisher } from "./publisher.ts";
import { type ContentRepository, openContentRepository } from "./repository.ts";
import { siteBuilder } from "./site-builder.ts";

/**
 * A page previewed in seconds (GET /preview/page): Astro's dev server on the content repository's working copy, behind
 * the editors' sign-in, with a real database, sign-in and repository. A save shows on the next request, with no build.
 */

const site = standInSite();
const origin = "http://editor.test";
let database: TestDatabase;
let dataDir: string;
let repository: ContentRepository;
let pages: PagePreview;
let app: ReturnType<typeof createApp>;
const cookies: Record<string, string> = {};
const links: Parameters<AuthMailer>[0][] = [];

const get = (address: string, cookie = cookies.editor ?? "") => app.request(address, { headers: { cookie } });
const text = async (response: Response) => (await response.text()).replace(/&#39;|&#x27;/g, "'");
const fixture = (file: string) => parse(readFileSync(path.join(repository.contentDir, file), "utf8"));

beforeAll(async () => {
  database = await testDatabase();
  // Inside the application's folder, as the server keeps it (server/env.ts).
  dataDir = mkdtempSync(path.resolve(".tmp-page-preview-"));
  const auth = createAuth({
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
  const builds = path.join(dataDir, "builds");
  const publisher = createPublisher({
    db: database.db,
    log: silentLog,
    live,
    repository,
    buildsDir: builds,
    build: siteBuilder(),
  });
  pages = pagePreview({ repository, dir: path.join(builds, ".page-preview"), log: silentLog });
  app = createApp({
    env: { STATIC_DIR: site },
    db: database.db,
    log: silentLog,
    inbox: { auth, origin },
    site: live,
    publishing: { repository, publisher, pages },
  });
  const json = (body: unknown) => ({
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(body),
  });
  for (const [name, role] of [
    ["editor", "editor"],
    ["sales", "sales"],
  ] as const) {
    await inviteUser(auth, database.db, { email: `${name}@tessera.example`, name, role }, { origin, actorId: null });
    const token = new URL(links.at(-1)?.url ?? "").pathname.split("/").pop() ?? "";
    await app.request("/api/auth/reset-password", json({ newPassword: "correct horse battery staple", token }));
    const signedIn = await app.request(
      "/api/auth/sign-in/email",
      json({ email: `${name}@tessera.example`, password: "correct horse battery staple" }),
    );
    cookies[name] = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  }
}, 120_000);

afterAll(async () => {
  pages?.stop();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("a page previewed in seconds", () => {
  it("sends a visitor to sign in and tells a sales user why not", async () => {
    const visitor = await get("/preview/page?file=home.yaml", "");
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get("location")).toBe(`/inbox?next=${encodeURIComponent("/preview/page?file=home.yaml")}`);
    expect((await get("/preview/page?file=home.yaml", cookies.sales)).status).toBe(403);
  });

  it("shows an entry's page with a save made a moment before, marked as a preview and never indexed", async () => {
    const file = "solutions/conversational-banking.yaml";
    const before = await get(`/preview/page?file=${file}`);
    expect(before.status).toBe(200);
    expect(before.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(before.headers.get("cache-control")).toBe("private, no-store");
    const html = await text(before);
    expect(html).toContain(`>${fixture(file).name}</h1>`);
    expect(html).toContain(fixture("ui.yaml").editing.preview);

    // The editor opened, as Keystatic opens it: its saves are made from the version it was answered.
    const tree = await app.request("/api/keystatic/tree", { headers: { "no-cors": "1", cookie: cookies.editor ?? "" } });
    expect(tree.status).toBe(200);
    // Save after save, each page asked for at once: every one shows its save.
    for (const round of [1, 2, 3, 4, 5]) {
      const solution = { ...fixture(file), subText: `Banking journeys a customer simply asks for, take ${round}` };
      const saved = await app.request("/api/keystatic/update", {
        method: "POST",
        headers: { "content-type": "application/json", origin, "no-cors": "1", cookie: cookies.editor ?? "" },
        body: JSON.stringify({
          additions: [{ path: `src/content/${file}`, contents: Buffer.from(stringify(solution)).toString("base64") }],
          deletions: [],
        }),
      });
      expect(saved.status).toBe(200);
      expect(await text(await get(`/preview/page?file=${file}`))).toContain(solution.subText);
    }
    // The page's scripts and styles come from the dev server, to an editor only.
    for (const asset of ["/@vite/client", "/@react-refresh"])
      expect(`${asset} ${(await get(asset)).status}`).toBe(`${asset} 200`);
    expect((await get("/@vite/client", "")).status).toBe(404);
  }, 120_000);

  it("lists the pages a shared entry shows on, each to preview", async () => {
    const response = await get("/preview/page?file=leaders/hannah-cole.yaml");
    expect(response.status).toBe(200);
    const html = await text(response);
    expect(html).toContain(`<h1>Leaders → ${fixture("leaders/hannah-cole.yaml").name}</h1>`);
    expect(html).toContain("This entry has no page of its own. It shows on these pages, as saved:");
    expect(html).toContain(`href="/preview/page?path=${encodeURIComponent("/about")}"`);
    expect(html).toContain(`href="/preview/page?path=${encodeURIComponent("/company/leadership")}"`);
    expect(await text(await get(`/preview/page?path=${encodeURIComponent("/about")}`))).toContain("<h1");
  }, 60_000);

  it("shows the home page for what every page shows, and says so of a file the content does not have", async () => {
    const home = await text(await get("/preview/page?file=navigation.yaml"));
    expect(home).toContain(fixture("home.yaml").hero.heading);
    const missing = await get("/preview/page?file=solutions/no-such-suite.yaml");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(
      'There is no entry "solutions/no-such-suite.yaml" in the content as saved: save it in the editor first.',
    );
  }, 60_000);
});
