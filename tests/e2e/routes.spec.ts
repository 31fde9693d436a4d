import { readSiteData } from "../../server/site-data.ts";
import { expect, test, ui } from "./fixtures.ts";

const site = readSiteData("build/client");
const pages = site.pages;

test.describe("every page", () => {
  for (const entry of pages) {
    test(`${entry.path} answers 200 with its own heading`, async ({ page }) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.heading);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(entry.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      // WCAG 2.2.2: nothing moves on its own for ever (each of its frames would cost a phone's CPU, too).
      const endless = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
          .map((animation) => (animation.effect as KeyframeEffect | null)?.target?.tagName),
      );
      expect(endless).toEqual([]);
    });
  }
});

test.describe("redirects", () => {
  for (const [from, to] of Object.entries(site.moved)) {
    test(`${from} lands on ${to} without a history entry of its own`, async ({ page }) => {
      await page.goto("/about");
      const before = await page.evaluate(() => history.length);
      const response = await page.goto(from);
      expect(new URL(page.url()).pathname).toBe(to);
      expect(response?.request().redirectedFrom()?.url()).toContain(from);
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
    });
  }
});

test.describe("not found", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an unknown path answers 404 with the not-found page and a way home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await page.getByRole("link", { name: ui.notFound.home }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programmable Financial Services");
  });

  test("an unknown solution answers 404 too", async ({ page }) => {
    const response = await page.goto("/solutions/no-such-suite");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  });
});
