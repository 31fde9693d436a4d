import { writeFileSync } from "node:fs";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { firstPathOf } from "../../app/lib/route-table.server.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/**
 * Each page inlines only the CSS its own HTML uses (scripts/critical-css.ts) and enables the full stylesheet
 * once it has painted. The first paint must not differ from the finished page by a single pixel: no jump when the
 * full stylesheet arrives, and nothing unstyled for a visitor whose script never runs.
 */
const kinds = ["solution", "industry", "platform-page", "insight", "news-post", "legal"] as const;
const paths = ["/", "/about", "/demo", ...kinds.map(firstPathOf), "/404.html"];

/**
 * A full-page screenshot without script, with the page as the server sends it or with its full stylesheet. Lazy
 * images are made eager in both, so that every image has arrived before the one capture.
 */
async function screenshot(browser: Browser, options: BrowserContextOptions, path: string, fullStylesheet: boolean) {
  // Reduced motion: nothing moves between the two captures.
  const context = await browser.newContext({ ...options, javaScriptEnabled: false, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.route(path, async (route) => {
    const response = await route.fetch();
    let body = (await response.text()).replaceAll('loading="lazy"', 'loading="eager"');
    if (fullStylesheet) body = body.replace(' disabled=""', "");
    await route.fulfill({ response, body });
  });
  await page.goto(path);
  const disabled = await page.locator('link[rel="stylesheet"][disabled]').count();
  await page.waitForLoadState("networkidle");
  const shot = await capture(page);
  await context.close();
  return { shot, disabled };
}

/**
 * Chromium sometimes answers a capture with "Unable to capture screenshot" when the machine is busy; the page is
 * fine and a second request succeeds. Any other error fails the test.
 */
async function capture(page: Page) {
  try {
    return await page.screenshot({ fullPage: true });
  } catch (error) {
    if (!String(error).includes("Unable to capture screenshot")) throw error;
    return await page.screenshot({ fullPage: true });
  }
}

test.describe("the first paint, with the page's critical CSS only", () => {
  for (const path of paths) {
    test(`looks exactly like ${path} with the full stylesheet`, async ({
      browser,
      viewport,
      userAgent,
      isMobile,
      hasTouch,
      deviceScaleFactor,
    }, testInfo) => {
      const options = { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor };
      let critical = await screenshot(browser, options, path, false);
      const full = await screenshot(browser, options, path, true);
      // An image that was still being decoded in one capture differs in a second; a style difference does not.
      if (!critical.shot.equals(full.shot)) critical = await screenshot(browser, options, path, false);
      expect([critical.disabled, full.disabled], "the full stylesheet is linked, and enabled only in the second").toEqual([1, 0]);
      if (!critical.shot.equals(full.shot)) {
        for (const [name, shot] of [
          ["critical-css-only", critical.shot],
          ["full-stylesheet", full.shot],
        ] as const) {
          writeFileSync(testInfo.outputPath(`${name}.png`), shot);
          await testInfo.attach(name, { path: testInfo.outputPath(`${name}.png`), contentType: "image/png" });
        }
      }
      expect(critical.shot.equals(full.shot), "the two screenshots are the same").toBe(true);
    });
  }
});

test("the full stylesheet is in place before the page hydrates", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const stylesheet = await page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    return { disabled: link?.hasAttribute("disabled"), rules: link?.sheet?.cssRules.length ?? 0 };
  });
  expect(stylesheet.disabled).toBe(false);
  expect(stylesheet.rules).toBeGreaterThan(0);
});
