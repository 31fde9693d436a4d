import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { freePort, type RunningServer, startProductionServer } from "../../scripts/production-server.ts";
import { createAdmins } from "../../server/auth/first-admins.ts";
import { parseEnv } from "../../server/env.ts";
import { openContentRepository } from "../../server/publish/repository.ts";
import { fixtureContent } from "../content/build.ts";
import { setPassword, signIn } from "../faults/harness.ts";

/**
 * Publishing from the browser, on the production server (`npm start`) with the deployed build in build/: an editor
 * signs in, changes the home headline in the editor, previews it, publishes it while visitors keep loading the site,
 * and goes back; a sales user and a visitor are refused at every step. The server's data (database, content
 * repository, builds) is in a folder of its own inside the project, where the builds find its node_modules; its content
 * repository starts from the fixture content (tests/fixtures/content), and the live site from the deployed build.
 */

const newHeadline = "Launch banking products in weeks, on the core you already run";
const password = "correct horse battery staple";

let server: RunningServer;
let dataDir: string;
let base: string;
/** The home page as deployed, before anything is published. */
let deployedHome: string;
let browser: Browser;
let editor: BrowserContext;
let page: Page;
/** Session cookies by person, for the API checks. */
const cookies: Record<string, string> = {};

const repository = () => path.join(dataDir, "content");
/** Git in the server's content repository, as a developer (named, so it runs where Git has no identity set). */
const git = (...args: string[]) =>
  execFileSync("git", ["-C", repository(), ...args], {
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Dev Eloper",
      GIT_AUTHOR_EMAIL: "dev@tessera.example",
      GIT_COMMITTER_NAME: "Dev Eloper",
      GIT_COMMITTER_EMAIL: "dev@tessera.example",
    },
  }).trim();
const homeHtml = (cookie?: string) =>
  fetch(`${base}/`, { headers: cookie ? { cookie } : {} }).then(async (response) =>
    (await response.text()).replace(/&#39;|&#x27;/g, "'"),
  );

beforeAll(async () => {
  dataDir = mkdtempSync(path.resolve(".tmp-publish-"));
  const port = await freePort();
  const env = { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_ORIGIN: `http://127.0.0.1:${port}` };
  await openContentRepository({ dir: path.join(dataDir, "content"), seedFrom: fixtureContent });
  const links = await createAdmins(parseEnv({ ...process.env, ...env }), ["admin@tessera.example"]);
  server = await startProductionServer({ ...env, HSTS_MAX_AGE: "0", SIGN_IN_LIMIT_PER_MINUTE: "1000" }, { port });
  base = server.base;
  deployedHome = await homeHtml();
  await setPassword(base, links["admin@tessera.example"] ?? "", password);
  cookies.admin = await signIn(base, "admin@tessera.example", password);
  for (const [email, role] of [
    ["edna@tessera.example", "editor"],
    ["sam@tessera.example", "sales"],
  ] as const) {
    const invited = await fetch(`${base}/api/inbox/users`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie: cookies.admin },
      body: JSON.stringify({ email, name: email.startsWith("edna") ? "Edna Editor" : "Sam Sales", role }),
    });
    expect(invited.status).toBe(201);
    await setPassword(base, ((await invited.json()) as { link: string }).link, password);
    cookies[role] = await signIn(base, email, password);
  }
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  editor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await editor.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("publishing from the browser", () => {
  it("refuses a visitor and a sales user at every editor endpoint, and writes nothing", async () => {
    const commits = git("rev-list", "--count", "HEAD");
    const endpoints: [string, string][] = [
      ["GET", "/api/keystatic/tree"],
      ["GET", "/api/keystatic/blob/0/src/content/home.yaml"],
      ["POST", "/api/keystatic/update"],
      ["GET", "/api/site/status"],
      ["POST", "/api/site/preview"],
      ["POST", "/api/site/publish"],
      ["POST", "/api/site/rollback/0"],
      ["GET", "/api/site/entries/history?file=home.yaml"],
      ["POST", "/api/site/entries/restore"],
      ["GET", "/preview"],
    ];
    for (const [who, cookie, status] of [
      ["visitor", "", 401],
      ["sales", cookies.sales ?? "", 403],
    ] as const) {
      for (const [method, address] of endpoints) {
        const response = await fetch(`${base}${address}`, {
          method,
          redirect: "manual",
          headers: { origin: base, "no-cors": "1", "content-type": "application/json", ...(cookie ? { cookie } : {}) },
          body: method === "POST" ? JSON.stringify({ additions: [], deletions: [] }) : undefined,
        });
        expect(`${who} ${method} ${address} ${response.status}`).toBe(`${who} ${method} ${address} ${status}`);
      }
      const editorPage = await fetch(`${base}/keystatic/singleton/home`, {
        redirect: "manual",
        headers: cookie ? { cookie } : {},
      });
      // A visitor is sent to sign in; a sales user is told why not.
      expect(editorPage.status).toBe(who === "visitor" ? 303 : 403);
    }
    // The preview cookie alone shows a visitor the live site.
    expect(await homeHtml("tessera-preview=on")).toBe(deployedHome);
    expect(git("rev-list", "--count", "HEAD")).toBe(commits);
  }, 60_000);

  it("signs an editor in from the editor's address and back to it", async () => {
    await page.goto(`${base}/keystatic/singleton/home`);
    await page.getByLabel("Work e-mail").fill("edna@tessera.example");
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${base}/keystatic/singleton/home`);
    await page.getByRole("textbox", { name: "Heading", exact: true }).first().waitFor({ timeout: 60_000 });
  }, 120_000);

  it("shows, in the editor's bar, the entry's history and page preview, and who else has it open", async () => {
    const address = "/keystatic/collection/solutions/item/family-banking";
    // Policy violations the page reports, such as a stylesheet it may not load.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${base}${address}`);
    const bar = page.getByRole("banner");
    const history = bar.getByRole("link", { name: "History of this entry" });
    await expect
      .poll(() => history.getAttribute("href"), { timeout: 60_000 })
      .toBe("/publish/history?file=solutions/family-banking.yaml");
    const previewLink = bar.getByRole("link", { name: "Preview this page" });
    expect(await previewLink.getAttribute("href")).toBe("/preview/page?file=solutions/family-banking.yaml");
    // The preview opens beside the editor, which keeps the words being written.
    expect(await previewLink.getAttribute("target")).toBe("_blank");
    // The least a field takes is in its help.
    await page.getByText("one or two plain sentences. At least 70 characters.").waitFor();
    // An admin opens the same entry in another browser.
    const admin = await browser.newContext();
    await admin.addCookies(
      (cookies.admin ?? "").split("; ").map((pair) => {
        const [name = "", value = ""] = pair.split("=");
        return { name, value, url: base };
      }),
    );
    const adminPage = await admin.newPage();
    await adminPage.goto(`${base}${address}`);
    await bar
      .getByRole("status")
      .getByText(/^Being edited by .+ \(since \d{1,2}:\d\d( [AP]M)?\)$/)
      .waitFor({ timeout: 30_000 });
    await adminPage
      .getByRole("banner")
      .getByText(/^Being edited by Edna Editor \(since \d{1,2}:\d\d( [AP]M)?\)$/)
      .waitFor({ timeout: 30_000 });
    await admin.close();
    // Keystatic moves to another entry in the page: the bar follows.
    await page.getByRole("link", { name: "Menus and footer" }).click();
    await expect.poll(() => history.getAttribute("href"), { timeout: 30_000 }).toBe("/publish/history?file=navigation.yaml");
    expect(await bar.getByRole("link", { name: "Preview this page" }).isHidden()).toBe(true);
    expect(violations).toEqual([]);
  }, 120_000);

  it("says why a save was refused above the Save button, and puts the cursor in the field at fault", async () => {
    await page.goto(`${base}/keystatic/collection/solutions/item/family-banking`);
    // The bar says a refusal once it knows the entry open, as the person sees by its links.
    await expect
      .poll(() => page.getByRole("banner").getByRole("link", { name: "History of this entry" }).getAttribute("href"), {
        timeout: 60_000,
      })
      .toBe("/publish/history?file=solutions/family-banking.yaml");
    const saveMessage = page.getByRole("banner").getByRole("status").last();
    const focused = (field: Locator) => field.evaluate((element) => element === document.activeElement);
    // A field far down the form, too short; the person is back at the top, by the Save button.
    const description = page.getByRole("textbox", { name: "Description" }).last();
    await description.fill("Too short.");
    await page.getByRole("textbox", { name: "Name" }).first().focus();
    await page.getByRole("button", { name: "Save" }).click();
    await saveMessage.getByText(/^Not saved: a field needs a change/).waitFor();
    await expect.poll(() => focused(description)).toBe(true);
    // Both in sight: the bar's message and the field.
    expect(await saveMessage.isVisible()).toBe(true);
    await expect.poll(() => saveMessage.evaluate((element) => element.getBoundingClientRect().top >= 0)).toBe(true);
    await expect
      .poll(() => description.evaluate((element) => element.getBoundingClientRect().bottom <= window.innerHeight))
      .toBe(true);
    // A value only the whole site's check refuses: a position another solution has.
    await description.fill("Launch shared family accounts, cards for children and parental controls on your core.");
    const position = page.getByRole("textbox", { name: /^Position/ });
    await position.fill("2");
    await page.getByRole("textbox", { name: "Name" }).first().focus();
    await page.getByRole("button", { name: "Save" }).click();
    await saveMessage.getByText(/Position: 2 is already used by Solutions → /).waitFor({ timeout: 30_000 });
    await expect.poll(() => focused(position)).toBe(true);
    await page.goto(`${base}/keystatic/singleton/home`);
    await page.getByRole("textbox", { name: "Heading", exact: true }).first().waitFor({ timeout: 60_000 });
  }, 120_000);

  it("saves the home headline as a commit by the editor, and the live site is unchanged", async () => {
    await page.getByRole("textbox", { name: "Heading", exact: true }).first().fill(newHeadline);
    await page.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => git("log", "-1", "--format=%an <%ae> %s"), { timeout: 30_000 })
      .toBe("Edna Editor <edna@tessera.example> Edit Home page");
    expect(git("show", "HEAD", "--stat", "--format=")).toMatch(/src\/content\/home\.yaml \| 2 \+-/);
    expect(await homeHtml()).toBe(deployedHome);
  }, 60_000);

  it("previews the change to the editor only, with a banner", async () => {
    await page.goto(`${base}/publish`);
    await page.getByText("Edit Home page").waitFor();
    await page.getByRole("button", { name: "Build a preview" }).click();
    await page.getByText("The preview is ready.").waitFor({ timeout: 300_000 });
    await page.getByRole("link", { name: "Open the preview" }).click();
    await page.waitForURL(`${base}/`);
    await page.getByText(newHeadline).waitFor();
    await page.getByRole("complementary", { name: /Preview: the site as it will be/ }).waitFor();
    // Everyone else still gets the live site.
    expect(await homeHtml()).toBe(deployedHome);
    expect(await homeHtml(`${cookies.sales}; tessera-preview=on`)).toBe(deployedHome);
    await page.getByRole("link", { name: "Back to the live site" }).click();
    await expect.poll(() => page.getByText(newHeadline).count(), { timeout: 30_000 }).toBe(0);
    await page.getByRole("complementary", { name: /Preview: the site as it will be/ }).waitFor({ state: "detached" });
  }, 360_000);

  it("publishes while visitors load the site: no request fails and no page mixes builds", async () => {
    await page.goto(`${base}/publish`);
    let stop = false;
    const seen = { old: 0, new: 0, failed: 0, mixed: 0, assets: 0 };
    let newHome: string | undefined;
    // Visitors: the home page, and a hashed asset named in the page they got.
    const visitors = Array.from({ length: 4 }, async () => {
      while (!stop) {
        try {
          const html = await homeHtml();
          // Each build's page is the same bytes every time: anything else mixes the two.
          if (html.includes(newHeadline)) newHome ??= html;
          if (html === deployedHome) seen.old++;
          else if (html === newHome) seen.new++;
          else seen.mixed++;
          const asset = html.match(/\/_astro\/[\w.-]+\.(?:js|css|woff2)/)?.[0];
          if (asset) {
            const response = await fetch(`${base}${asset}`);
            await response.arrayBuffer();
            if (response.ok) seen.assets++;
            else seen.failed++;
          }
        } catch {
          seen.failed++;
        }
      }
    });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    // One build at a time.
    const second = await fetch(`${base}/api/site/publish`, {
      method: "POST",
      headers: { origin: base, cookie: cookies.editor ?? "" },
    });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: string }).error).toBe("Edna Editor is publishing just now.");
    await page.getByText("Published: the live site now shows what was saved.").waitFor({ timeout: 300_000 });
    // The visitors go on until one of them has been served the new build.
    while (seen.new === 0 && seen.failed === 0 && seen.mixed === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    stop = true;
    await Promise.all(visitors);
    expect(seen.failed).toBe(0);
    expect(seen.mixed).toBe(0);
    expect(seen.old).toBeGreaterThan(0);
    expect(seen.new).toBeGreaterThan(0);
    expect(await homeHtml()).toContain(newHeadline);
    // The history names the entry and the person.
    await page.getByRole("row", { name: /Edna Editor \(edna@tessera\.example\) Published: Home page/ }).waitFor();
    // On a phone only the publisher's address may break anywhere: each word of a name stays on one line.
    await page.setViewportSize({ width: 390, height: 844 });
    const brokenWords = await page.locator("tbody tr td:nth-child(2)").evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const [name = ""] = (cell.textContent ?? "").split(" (");
        const text = [...cell.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes(name));
        if (!text) return [`no name in "${cell.textContent}"`];
        const range = document.createRange();
        return name.split(" ").flatMap((word) => {
          const at = (text.textContent ?? "").indexOf(word);
          range.setStart(text, at);
          range.setEnd(text, at + word.length);
          return range.getClientRects().length > 1 ? [word] : [];
        });
      }),
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(brokenWords).toEqual([]);
  }, 360_000);

  it("goes back to the site as deployed in one step, and records it", async () => {
    const back = page.getByRole("row", { name: /The site as deployed/ }).getByRole("button", { name: "Go back to this" });
    // On a phone too, the button is on the screen, not cut off at its edge.
    await page.setViewportSize({ width: 390, height: 844 });
    const box = await back.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await back.click();
    await page.getByRole("dialog", { name: "Go back to this publish?" }).getByRole("button", { name: "Go back" }).click();
    await page.getByRole("row", { name: /Edna Editor \(edna@tessera\.example\) Went back to the site as deployed/ }).waitFor();
    expect(await homeHtml()).toBe(deployedHome);
    // What was saved is still there, to publish again.
    expect(git("show", "HEAD:src/content/home.yaml")).toContain(newHeadline);
  }, 60_000);

  it("refuses to publish content with a problem, in the editor's words, and the live site stays as it is", async () => {
    // A hand edit in the content repository, as a developer might push: a link to a page that does not exist.
    const file = path.join(repository(), "src/content/home.yaml");
    const text = readFileSync(file, "utf8");
    expect(text).toContain("href: /solutions\n");
    writeFileSync(file, text.replace("href: /solutions\n", "href: /solutionz\n"));
    git("commit", "-qam", "A broken link");
    const live = await homeHtml();
    await page.goto(`${base}/publish`);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const alert = page.getByRole("alert");
    await alert.getByText("Not published: the content has a problem to fix first. The live site is unchanged.").waitFor();
    await expect.poll(() => alert.textContent(), { timeout: 30_000 }).toMatch(/\/solutionz/);
    expect(await homeHtml()).toBe(live);
  }, 60_000);

  it("shows an entry's versions, compares two and restores one as a save, at phone width too", async () => {
    const deployed = git("show", `${git("rev-list", "--max-parents=0", "HEAD")}:src/content/home.yaml`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/publish`);
    await page.getByRole("link", { name: "History of an entry" }).click();
    await page.getByRole("link", { name: "Home page", exact: true }).click();
    // The last two versions side by side: the broken link against the editor's save.
    const compare = page.getByRole("region", { name: "Compare two versions" });
    await expect.poll(() => compare.textContent(), { timeout: 30_000 }).toMatch(/\/solutions.*\/solutionz/s);
    // Versions are numbered, in the list and the choice of two to compare: two saves in one minute read apart.
    const options = await compare.getByRole("combobox").first().locator("option").allTextContents();
    expect(options.at(-1)).toMatch(/^#1 · .+ · Tessera website$/);
    expect(options[0]).toMatch(new RegExp(`^#${options.length} · `));
    const first = page.getByRole("listitem").filter({ hasText: "Content as deployed" });
    const restore = first.getByRole("button", { name: "Restore this version" });
    const box = await restore.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await restore.click();
    await page.getByRole("dialog", { name: "Restore this version?" }).getByRole("button", { name: "Restore" }).click();
    await page.getByText(/^Saved, not yet live: Restore Home page as saved by Tessera website on /).waitFor();
    expect(git("log", "-1", "--format=%an %s")).toMatch(/^Edna Editor Restore Home page as saved by Tessera website on /);
    expect(parse(git("show", "HEAD:src/content/home.yaml"))).toEqual(parse(deployed));
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);
});

describe("two people editing one entry in two browsers", () => {
  const solution = () => path.join(repository(), "src/content/solutions/family-banking.yaml");
  /** A browser of its own, signed in as `email`, with the Family Banking solution open in the editor. */
  async function opened(email: string) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    await tab.goto(`${base}/keystatic/collection/solutions/item/family-banking`);
    await tab.getByLabel("Work e-mail").fill(email);
    await tab.getByLabel("Password").fill(password);
    await tab.getByRole("button", { name: "Sign in", exact: true }).click();
    await tab.getByRole("textbox", { name: "One-line summary" }).waitFor({ timeout: 60_000 });
    return tab;
  }
  const field = (tab: Page, name: string) => tab.getByRole("textbox", { name, exact: true });

  it("keeps both people's words in different fields, and refuses the second change to one field, saying who", async () => {
    const [ana, edna] = [await opened("admin@tessera.example"), await opened("edna@tessera.example")];
    const line = "Shared accounts, children's cards and parents' controls";
    await field(ana, "Line under the name").fill(line);
    await ana.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => readFileSync(solution(), "utf8"), { timeout: 30_000 }).toContain(line);
    const summary = "One place where a household banks together: shared accounts, cards for children and teenagers.";
    await field(edna, "One-line summary").fill(summary);
    await edna.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => git("log", "-1", "--format=%an"), { timeout: 30_000 }).toBe("Edna Editor");
    expect(readFileSync(solution(), "utf8")).toContain(line);
    expect(git("show", "HEAD", "--format=", "--", "src/content/solutions/family-banking.yaml")).not.toMatch(/^[-+]subText/m);

    // Ana's editor still shows the summary as it was: her change to it is refused, naming Edna, and nothing is written.
    const saved = readFileSync(solution(), "utf8");
    await field(ana, "One-line summary").fill(`${summary} Ana's words.`);
    await ana.getByRole("button", { name: "Save" }).click();
    // Said twice: in Keystatic's alert under the form and in the bar above Save.
    const refusal = ana.getByText(
      /^Not saved: Edna Editor changed “One-line summary” at .+ since you opened this entry\. Copy your words/,
    );
    await expect.poll(() => refusal.count(), { timeout: 30_000 }).toBe(2);
    expect(readFileSync(solution(), "utf8")).toBe(saved);
    // The cursor is in the field the refusal names.
    await expect.poll(() => field(ana, "One-line summary").evaluate((element) => element === document.activeElement)).toBe(true);
    // As the message says: Reset changes, reload, and the editor shows Edna's words.
    await ana.getByRole("button", { name: "Reset changes" }).click();
    await ana.reload();
    await expect.poll(() => field(ana, "One-line summary").inputValue(), { timeout: 60_000 }).toBe(summary);
    await Promise.all([ana.context().close(), edna.context().close()]);
  }, 180_000);

  it("offers, after a rename, to write the new name where other entries' words still say the old one", async () => {
    const home = () => readFileSync(path.join(repository(), "src/content/home.yaml"), "utf8");
    expect(home()).toMatch(/Family\s+Banking/);
    const edna = await opened("edna@tessera.example");
    await field(edna, "Name").fill("Household Banking");
    await edna.getByRole("button", { name: "Save" }).click();
    const offer = edna.getByRole("button", { name: "Write “Household Banking” in all of them" });
    await offer.waitFor({ timeout: 30_000 });
    await edna.getByRole("link", { name: "Home page", exact: true }).first().waitFor();
    await offer.click();
    await edna.getByText(/^Saved, not yet live: Write “Household Banking” for “Family Banking” in .*Home page/).waitFor();
    expect(home()).not.toMatch(/Family\s+Banking/);
    expect(home()).toMatch(/Household\s+Banking/);
    expect(git("log", "-1", "--format=%an")).toBe("Edna Editor");
    await edna.context().close();
  }, 120_000);
});
