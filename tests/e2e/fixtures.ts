import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { rawContentOf, readContentTexts } from "../../server/editor/content-files.ts";
import { readSiteData } from "../../server/site-data.ts";
import { parseContent } from "../../src/content/parse.ts";
import { site } from "../../src/content/site.ts";
import { firstOfEachKind, type SiteData } from "../../src/lib/site-data.ts";

/**
 * The page fixture fails a test on any console error or uncaught exception in the browser. A test that
 * expects one (a 404 resource, say) lists it in `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consentDecided: boolean }>({
  allowConsoleErrors: [[], { option: true }],
  /** Most tests start with the cookie choice made (necessary only), so the banner stays out of the way. */
  consentDecided: [true, { option: true }],
  page: async ({ page, allowConsoleErrors, consentDecided, javaScriptEnabled }, use) => {
    // The page's script loads after the page (src/layouts/site-layout.astro): a test starts once it has run. The
    // sales inbox is an app of its own, without that script.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const sitePage = response && !new URL(response.url()).pathname.startsWith("/inbox");
      if (javaScriptEnabled && sitePage && response.headers()["content-type"]?.startsWith("text/html")) {
        await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
      }
      return response;
    };
    if (consentDecided) {
      await page.addInitScript(() => {
        window.localStorage.setItem("tessera_consent", JSON.stringify({ analytics: false, decidedAt: new Date().toISOString() }));
      });
    }
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = `${message.text()} (${message.location().url})`;
      if (!allowConsoleErrors.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
    });
    page.on("pageerror", (error) => {
      // The browser skips the cosmetic cross-fade between two pages (@view-transition) when the next page is slow to
      // be ready, as on a busy test machine, and reports the skip as an unhandled rejection of its own: no script
      // of the site is involved (it happens with JavaScript off too).
      if (error.message === "Transition was skipped") return;
      problems.push(`uncaught: ${error.message}`);
    });
    await use(page);
    expect(problems, "browser errors").toEqual([]);
  },
});

export { expect };

/**
 * What the tests know of the site comes from the build and the content, never spelled in a test: a marketer's edit
 * (a solution renamed, moved or removed, a heading reworded) changes what they look for, not whether they pass.
 */
type Solution = SiteData["solutions"][number];
const built = readSiteData("build/client");
/** The site's interface text (src/content/ui.yaml): tests find buttons, labels and messages by the words it gives them. */
export const ui = built.ui;
/** The solutions, in the order the demo form lists them. The tests need at least two, as any site has. */
export const [firstSolution, secondSolution, ...otherSolutions] = built.solutions as [Solution, Solution, ...Solution[]];
export const lastSolution = otherSolutions.at(-1) ?? secondSolution;
/** The address of the first page of a kind (`solution`, `industry`, `insight`, `news-post`...). */
export function firstPage(kind: string): string {
  const page = firstOfEachKind(built).find((entry) => entry.kind === kind);
  if (!page) throw new Error(`The site has no page of the kind ${kind}.`);
  return page.path;
}
/** The content as the site reads it (src/content), for the copy a test checks that is not interface text. */
export const { content } = parseContent(rawContentOf(await readContentTexts("src/content")));

/** The words of every Book a demo button, and the demo dialog's title (src/content/site.ts, demo.yaml). */
export const ctaLabel = site.ctaLabel;
export const dialogTitle = content.demoPage.dialog.title;

/** The demo dialog, and the form in it once its code has arrived and taken over (it posts without it). */
export const demoDialog = (page: Page) => page.getByRole("dialog", { name: dialogTitle });
export async function formReady(form: Locator) {
  await expect(form.locator("form[data-hydrated]")).toHaveCount(1);
}

/** The toast on screen (the toast library keeps a dismissed toast in the page while it animates out). */
export const toast = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');

/**
 * Waits until the page has done what it does by itself: its script has run, the network is quiet, every animation that
 * ends has ended, and two frames are drawn. What a test then finds missing never came.
 */
export async function settled(page: Page) {
  await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  // Animations driven by the scroll position, or that repeat for ever, never end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== "running" || a.timeline !== document.timeline || a.effect?.getTiming().iterations === Infinity,
      ),
  );
  await nextFrames(page);
}

/** Waits for two frames: what the page does after a scroll or a style change has been drawn. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
