import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page, type Request } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { projectCopy } from "../tests/content/build.ts";
import { freePort } from "./production-server.ts";

/**
 * `npm run edit`: a marketer changes the copy in the editor (Keystatic, at /keystatic) and the site follows. The editor
 * runs on a copy of the project, so the test never touches the real content. The copy sits inside the project, where
 * its code finds the project's node_modules.
 */
const root = path.resolve(".");
const copy = path.join(root, `.tmp-editor-${process.pid}`);
const oneLiner = "One home for the whole household's money: shared accounts, children's cards and rules that parents write.";
const post = {
  title: "Tessera opens a Nordic office in Stockholm",
  slug: "tessera-opens-a-nordic-office-in-stockholm",
  description: "Tessera opens an office in Stockholm to serve banks and fintechs across Sweden, Norway, Denmark and Finland.",
  lead: "Tessera has opened an office in Stockholm, its fourth, to work closely with the Nordic banks and fintechs already building on its platform.",
  body: "The new office will host solutions engineers and a partner team for the region.",
  coverAlt: "Rows of white tiles on a teal ground",
};

let editor: ChildProcess;
let base: string;
let browser: Browser;
let page: Page;
let output = "";

const file = (relative: string) => path.join(copy, "src/content", relative);
/** A post's title, as the editor names the entry. */
const titleOf = (relative: string) =>
  (parse(readFileSync(file(relative), "utf8").split("---\n")[1] ?? "") as { title: string }).title;

/**
 * Runs `act` in the editor, then waits until every POST it made has been answered: a save it sent has written its
 * file, or been refused, by then.
 */
async function settled(act: () => Promise<void>) {
  const posts: Request[] = [];
  const seen = (request: Request) => {
    if (request.method() === "POST") posts.push(request);
  };
  page.on("request", seen);
  try {
    await act();
  } finally {
    page.off("request", seen);
  }
  await Promise.all(posts.map((request) => request.response()));
}

/** React writes an apostrophe as an entity. */
const withApostrophes = (html: string) => html.replace(/&#39;|&#x27;/g, "'");

async function waitFor<T>(what: string, check: () => T | undefined | false, timeout = 20_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}\n${output.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  // The editor edits the fixture content, whose entries the test names, whatever the live content holds now.
  projectCopy(copy);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  editor = spawn(process.execPath, [path.join(root, "node_modules/astro/bin/astro.mjs"), "dev", "--port", String(port)], {
    cwd: copy,
    // As `npm run edit` runs it, not in Vitest's test mode.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST"))),
      NODE_ENV: "development",
      CONTENT_EDITOR: "on",
      DATA_DIR: path.join(copy, "data"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  for (const stream of [editor.stdout, editor.stderr]) stream?.on("data", (chunk) => (output += chunk));
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`${base}/keystatic`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 900 || editor.exitCode !== null) throw new Error(`The editor did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (editor?.pid && editor.exitCode === null) process.kill(-editor.pid, "SIGTERM");
  rmSync(copy, { recursive: true, force: true });
});

/**
 * A tab of its own: the editor may still be moving the first one to the post it created. In English (United States),
 * so that a date field reads month, day, year.
 */
const tab = () => browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });

describe("the content editor", () => {
  it("changes a solution's one-liner, and the dev site shows it at once", async () => {
    await page.goto(`${base}/keystatic/collection/solutions/item/family-banking`);
    await page.getByRole("textbox", { name: "One-line summary", exact: true }).fill(oneLiner);
    await page.getByRole("button", { name: "Save" }).click();
    await waitFor("the saved file", () =>
      readFileSync(file("solutions/family-banking.yaml"), "utf8").includes("rules that parents"),
    );
    // The dev server re-reads the file and renders the page again.
    let html = "";
    for (const end = Date.now() + 20_000; Date.now() < end && !html.includes(oneLiner); ) {
      html = withApostrophes(await fetch(`${base}/solutions/family-banking`).then((response) => response.text()));
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(html).toContain(oneLiner);
  }, 60_000);

  it("refuses a name longer than the schema allows, naming the field, and saves nothing", async () => {
    const before = readFileSync(file("solutions/family-banking.yaml"), "utf8");
    await page.goto(`${base}/keystatic/collection/solutions/item/family-banking`);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Family Banking for every household in the land");
    await settled(async () => {
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Name must be no longer than 40 characters").waitFor();
    });
    expect(readFileSync(file("solutions/family-banking.yaml"), "utf8")).toBe(before);
  }, 60_000);

  it("adds a news post", async () => {
    await page.goto(`${base}/keystatic/collection/news/create`);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(post.title);
    await page.getByRole("textbox", { name: "Description", exact: true }).fill(post.description);
    await page.getByRole("textbox", { name: "Introduction", exact: true }).fill(post.lead);
    await page.getByRole("textbox", { name: "Date", exact: true }).fill("2026-11-20");
    await page.getByRole("textbox", { name: "Author", exact: true }).fill("Tessera Newsroom");
    await page.getByRole("textbox", { name: "Text", exact: true }).or(page.locator("[contenteditable=true]")).first().click();
    await page.keyboard.type(post.body);
    await page.getByRole("button", { name: "Create" }).click();
    const saved = await waitFor("the new post's file", () =>
      existsSync(file(`news/${post.slug}.md`)) ? readFileSync(file(`news/${post.slug}.md`), "utf8") : undefined,
    );
    expect(saved).toContain(post.body);
    // Only the fields filled in: no empty tags, no "draft: false".
    expect(saved).not.toMatch(/^(tags|draft|authorRole):/m);
  }, 60_000);

  it("uploads a cover with its alt text into the content's images, and the post shows it", async () => {
    // A page of its own: the editor may still be moving the first one to the post it created.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const end = Date.now() + 20_000; ; ) {
      const opened = await page.goto(`${base}/keystatic/collection/news/item/${post.slug}`).then(
        () => true,
        (error) => (Date.now() < end ? false : Promise.reject(error)),
      );
      if (opened) break;
    }
    await page.getByRole("textbox", { name: "Author", exact: true }).waitFor();
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      page.getByRole("button", { name: "Choose file" }).first().click(),
    ]);
    await chooser.setFiles(path.join(root, "tests/fixtures/content/images/covers/why-blocks-beat-components/cover.jpg"));
    await page
      .getByRole("textbox", { name: /alt text/ })
      .first()
      .fill(post.coverAlt);
    await page.getByRole("button", { name: "Save" }).click();
    const saved = await waitFor("the post's cover", () => {
      const text = readFileSync(file(`news/${post.slug}.md`), "utf8");
      return text.includes(post.coverAlt) ? text : undefined;
    });
    expect(saved).toContain(`cover: ../images/covers/${post.slug}/cover.jpg`);
    await waitFor("the cover's file", () => existsSync(file(`images/covers/${post.slug}/cover.jpg`)));
    let html = "";
    // The dev server reads the content again after each save: on a busy machine, that takes a while.
    for (const end = Date.now() + 60_000; Date.now() < end && !html.includes(post.coverAlt); ) {
      html = await fetch(`${base}/company/news/${post.slug}`).then((response) => response.text());
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(html).toContain(post.coverAlt);
  }, 120_000);

  it("builds a site that shows both changes: the page, the lists, the feed, the sitemap and the share image", () => {
    const build = spawnSync(process.execPath, [path.join(root, "node_modules/astro/bin/astro.mjs"), "build"], {
      cwd: copy,
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST"))) },
      encoding: "utf8",
    });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const built = (relative: string) => withApostrophes(readFileSync(path.join(copy, "build/client", relative), "utf8"));
    expect(built("solutions/family-banking/index.html")).toContain(oneLiner);
    expect(built(`company/news/${post.slug}/index.html`)).toContain(post.title);
    expect(built(`company/news/${post.slug}/index.html`)).toContain(post.body);
    expect(built(`company/news/${post.slug}/index.html`)).toMatch(/<source type="image\/avif" srcSet="\/_astro\/cover\./);
    expect(built("company/news/index.html")).toContain(`/company/news/${post.slug}`);
    expect(built("feed.xml")).toContain(`/company/news/${post.slug}`);
    expect(built("sitemap.xml")).toContain(`/company/news/${post.slug}`);
    expect(statSync(path.join(copy, `build/client/og/company-news-${post.slug}.jpg`)).size).toBeGreaterThan(5_000);
  }, 300_000);

  it("changes only the line of the field a marketer edits", async () => {
    const page = await tab();
    const before = readFileSync(file("home.yaml"), "utf8");
    await page.goto(`${base}/keystatic/singleton/home`);
    await page
      .getByRole("textbox", { name: "Heading", exact: true })
      .first()
      .fill("Compose the bank your customers want next", { timeout: 60_000 });
    await page.getByRole("button", { name: "Save" }).click();
    const after = await waitFor("the saved file", () => {
      const text = readFileSync(file("home.yaml"), "utf8");
      return text !== before && text;
    });
    const changed = after.split("\n").filter((line, index) => line !== before.split("\n")[index]);
    expect(changed).toEqual(["  heading: Compose the bank your customers want next"]);
    expect(after.split("\n")).toHaveLength(before.split("\n").length);
  }, 120_000);

  it("refuses a link to a page that does not exist, in the editor's words, and saves nothing", async () => {
    const page = await tab();
    const before = readFileSync(file("home.yaml"), "utf8");
    await page.goto(`${base}/keystatic/singleton/home`);
    await page.getByRole("textbox", { name: "Link address" }).first().fill("/solutionz", { timeout: 60_000 });
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByText(
        'Home page → Platform overview → Link → Link address: the link "/solutionz" is not a page of the site. Check the address, or pick a page from the site\'s menus.',
      )
      .waitFor({ timeout: 60_000 });
    expect(readFileSync(file("home.yaml"), "utf8")).toBe(before);
  }, 120_000);

  it("refuses a position another leader has, and an address that is no address, in the editor's words", async () => {
    const page = await tab();
    const leaders = readdirSync(path.join(copy, "src/content/leaders")).sort();
    const [first, second] = leaders.map((name) => readFileSync(file(`leaders/${name}`), "utf8"));
    const taken = /^order: (\d+)$/m.exec(second ?? "")?.[1] ?? "";
    await page.goto(`${base}/keystatic/collection/leaders/item/${leaders[0]?.replace(/\.yaml$/, "")}`);
    await page.getByRole("textbox", { name: "Position", exact: true }).fill(taken, { timeout: 60_000 });
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByText(new RegExp(`→ Position: ${taken} is already used by Leaders → .*\\. Choose another\\.`))
      .waitFor({ timeout: 60_000 });
    expect(readFileSync(file(`leaders/${leaders[0]}`), "utf8")).toBe(first);

    await page.goto(`${base}/keystatic/collection/news/item/introducing-tessera`);
    await page.getByRole("textbox", { name: "Address", exact: true }).fill("Money Asia 2030!", { timeout: 60_000 });
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByText(
        '"Money Asia 2030!" cannot be an address. Use lower-case letters, digits and single hyphens, such as "money-asia-2030".',
        { exact: false },
      )
      .waitFor({ timeout: 60_000 });
    expect(existsSync(file("news/introducing-tessera.md"))).toBe(true);
  }, 120_000);

  it("refuses a link in a post's text to a page that does not exist, naming the post and its Text, and saves nothing", async () => {
    const page = await tab();
    const relative = "news/amara-okafor-apac.md";
    const before = readFileSync(file(relative), "utf8");
    await page.goto(`${base}/keystatic/collection/news/item/amara-okafor-apac`);
    const text = page.locator("[contenteditable=true]").first();
    await text.locator("p").last().click({ timeout: 90_000 });
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    // A link written as in Markdown becomes a link as its closing bracket is typed.
    await page.keyboard.type("Read [the launch](/company/nwes/introducing-tessera)", { delay: 20 });
    await text.getByRole("link", { name: "the launch" }).waitFor();
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByText(
        `News → ${titleOf(relative)} → Text: the link "/company/nwes/introducing-tessera" is not a page of the site. Check the address, or pick a page from the site's menus.`,
      )
      .waitFor({ timeout: 60_000 });
    expect(readFileSync(file(relative), "utf8")).toBe(before);
    await page.close();
  }, 180_000);

  it("refuses a post's cover picture without alt text, naming the field, and writes neither the post nor the picture", async () => {
    const page = await tab();
    const slug = "overlay-not-overhaul-new-path-for-banks";
    const relative = `insights/${slug}.md`;
    const before = readFileSync(file(relative), "utf8");
    const covers = file(`images/covers/${slug}`);
    /** The post's cover files, as they are. */
    const coverFiles = () =>
      existsSync(covers) ? readdirSync(covers).map((name) => [name, readFileSync(path.join(covers, name))]) : [];
    const coversBefore = coverFiles();
    await page.goto(`${base}/keystatic/collection/insights/item/${slug}`);
    await page.getByRole("textbox", { name: "Author", exact: true }).waitFor({ timeout: 90_000 });
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      page.getByRole("button", { name: "Choose file" }).first().click(),
    ]);
    await chooser.setFiles(path.join(root, "tests/fixtures/content/images/covers/why-blocks-beat-components/cover.jpg"));
    await page.getByRole("textbox", { name: "Cover picture's alt text (what it shows)", exact: true }).fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByText(
        `Insights → ${titleOf(relative)} → Cover picture's alt text (what it shows): the cover picture has no alt text. Say in a sentence what it shows, for people who cannot see it.`,
      )
      .waitFor({ timeout: 60_000 });
    expect(readFileSync(file(relative), "utf8")).toBe(before);
    expect(coverFiles()).toEqual(coversBefore);
    await page.close();
  }, 180_000);

  it("refuses a post's date that is no day, in a date's words, and saves it once it is a day", async () => {
    const page = await tab();
    const relative = "news/tessera-mastercard-start-path.md";
    const before = readFileSync(file(relative), "utf8");
    await page.goto(`${base}/keystatic/collection/news/item/tessera-mastercard-start-path`);
    const date = page.getByRole("textbox", { name: "Date", exact: true });
    /** Types a date into the field from its first part, as the field reads it: month, day, year. */
    const typeDate = async (digits: string) => {
      await date.click();
      for (let part = 0; part < 3; part++) await page.keyboard.press("ArrowLeft");
      await page.keyboard.type(digits);
    };
    await date.waitFor({ timeout: 90_000 });
    // 30 February 2026. The browser empties a field whose parts make no day, which used to be taken for a date left out
    // ("Date is required").
    await typeDate("02302026");
    await settled(async () => {
      await page.getByRole("button", { name: "Save" }).click();
      await page
        .getByText("Date is not a day of the calendar. Fill in its month, day and year, or pick the day from the calendar.", {
          exact: true,
        })
        .waitFor({ timeout: 60_000 });
    });
    expect(await page.getByText("Date is required").count()).toBe(0);
    expect(readFileSync(file(relative), "utf8")).toBe(before);

    // Corrected to a day that exists, the message goes and the date is saved.
    await typeDate("02272026");
    await page.getByRole("button", { name: "Save" }).click();
    await waitFor("the corrected date", () => /^date: '?2026-02-27'?$/m.test(readFileSync(file(relative), "utf8")));
    expect(await page.getByText("Date is not a day of the calendar", { exact: false }).count()).toBe(0);
    await page.close();
  }, 180_000);

  it("refuses deleting a solution that other entries point to, naming them", async () => {
    const page = await tab();
    await page.goto(`${base}/keystatic/collection/solutions/item/family-banking`);
    await page.getByRole("button", { name: "Delete entry" }).click({ timeout: 60_000 });
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await page
      .getByText(
        /^Not deleted: \d+ places still point to this entry\. Change them first: .*Industries → Retail Banks → Solutions/,
      )
      .waitFor();
    expect(existsSync(file("solutions/family-banking.yaml"))).toBe(true);
  }, 120_000);

  it("moves a solution to a new address: references follow and the old address leads to the new page", async () => {
    const page = await tab();
    await page.goto(`${base}/keystatic/collection/solutions/item/embedded-finance`);
    await page.getByRole("textbox", { name: "Address", exact: true }).fill("banking-as-a-service", { timeout: 60_000 });
    const said = output.length;
    await page.getByRole("button", { name: "Save" }).click();
    await waitFor(
      "the entry moved: its new file written and its old one gone",
      () => existsSync(file("solutions/banking-as-a-service.yaml")) && !existsSync(file("solutions/embedded-finance.yaml")),
    );
    expect(readFileSync(file("industries/merchants-brands.yaml"), "utf8")).toMatch(/^ {2}- banking-as-a-service$/m);
    expect(readFileSync(file("moved.yaml"), "utf8")).toContain(
      "  - from: /solutions/embedded-finance\n    to: /solutions/banking-as-a-service\n",
    );
    // Served once the dev server has read the moved entry, within seconds, though the site was built in the same
    // folder while the editor ran (the test before); a failure shows what the dev server said since the save.
    let status = 0;
    for (const end = Date.now() + 60_000; Date.now() < end && status !== 200; ) {
      status = await fetch(`${base}/solutions/banking-as-a-service`).then(
        (response) => response.status,
        () => 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // What the dev server said since the save, without the answers to the polling above.
    const told = output
      .slice(said)
      .split("\n")
      .filter((line) => !/\[404\]|getStaticPaths|Possible dynamic routes|^\s*$/.test(line))
      .join("\n");
    expect(status, `the dev server said:\n${told.slice(0, 4000)}`).toBe(200);
  }, 150_000);

  it("lists a problem made outside the editor on top of the site's pages, in the editor's words", async () => {
    // A file changed by hand, as a developer might: the editor's checks never saw it. Saved as editors save, whole (a
    // file read half written has no data, which the dev server only reads again at the next change).
    const edited = readFileSync(file("home.yaml"), "utf8").replace("href: /solutions\n", "href: /solutionz\n");
    writeFileSync(`${file("home.yaml")}.saving`, edited);
    renameSync(`${file("home.yaml")}.saving`, file("home.yaml"));
    const problem =
      'Home page → Platform overview → Link → Link address: the link "/solutionz" is not a page of the site. Check the address, or pick a page from the site\'s menus.';
    // The site in a tab of its own, as a marketer previews it beside the editor; the dev server may be reloading the
    // content when the first visit arrives, which aborts it.
    const site = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let shown = "";
    for (const end = Date.now() + 120_000; Date.now() < end && !shown.includes(problem); ) {
      await site.goto(`${base}/about`).catch(() => undefined);
      shown =
        (await site
          .locator("[data-slot=content-problems]")
          .textContent({ timeout: 2_000 })
          .catch(() => "")) ?? "";
    }
    expect(shown, (await site.content().catch(() => "")).slice(0, 3000) + output.slice(-3000)).toContain(problem);
    expect(await site.getByRole("alert").getByRole("heading").textContent()).toBe(
      "Problems to fix before the site can be published: 1",
    );
  }, 180_000);
});

describe("the production build", () => {
  it("keeps the editor's code to the editor's own page, which no public page loads", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    const built = files(path.join(root, "build")).filter((name) => /\.(html|js|mjs|json|css|xml)$/.test(name));
    expect(built.length).toBeGreaterThan(50);
    const editorPage = path.join(root, "build/client/keystatic/index.html");
    // Keystatic's own code, by the names of its packages.
    const editorCode = built.filter((name) => /@keystatic\/|@keystar\//.test(readFileSync(name, "utf8")));
    expect(editorCode.length).toBeGreaterThan(0);
    for (const chunk of editorCode) {
      expect(chunk, chunk).toMatch(/[/\\]client[/\\]_astro[/\\]/);
      const name = path.basename(chunk);
      expect(readFileSync(editorPage, "utf8")).toContain(name);
      for (const page of built.filter((file) => file.endsWith(".html") && file !== editorPage)) {
        expect(readFileSync(page, "utf8"), page).not.toContain(name);
      }
    }
  });
});
