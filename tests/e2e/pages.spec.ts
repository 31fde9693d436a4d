import type { Page } from "@playwright/test";
import { readSiteData } from "../../server/site-data.ts";
import { violations } from "./axe.ts";
import { cssBudget, jsBudget, openAndWeigh } from "./budgets.ts";
import { expect, test, ui } from "./fixtures.ts";

/**
 * Every page, once: it answers 200 with its own heading and title, nothing on it moves for ever, axe finds no WCAG 2.2
 * AA violation once every section has been scrolled into view, and it loads no more script and CSS than its budget
 * (budgets.ts) while it is read and scrolled through, untouched. At desktop width every page; at phone width one page
 * of each kind, since pages of a kind share their template and their sections.
 */
const site = readSiteData("build/client");
const onePerKind = [...new Map(site.pages.map((entry) => [entry.kind, entry])).values()];

/**
 * Scrolls through the page as a visitor would, so that every section's entrance has played, then back to the top:
 * axe measures contrast on what is painted.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const section of document.querySelectorAll<HTMLElement>("main > *")) {
      section.scrollIntoView({ block: "center" });
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

async function checkPage(page: Page, entry: (typeof site.pages)[number]) {
  const { response, weigh } = await openAndWeigh(page, entry.path);
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
  await scrollThrough(page);
  expect(await violations(page)).toEqual([]);
  const { js, css } = await weigh();
  test.info().annotations.push({ type: "weights", description: `JS ${js} B, CSS ${css} B` });
  expect(js, "JavaScript loaded without interaction, gzip").toBeLessThanOrEqual(jsBudget(entry.path));
  expect(css, "CSS, gzip").toBeLessThanOrEqual(cssBudget);
}

test.describe("every page", () => {
  test.describe.configure({ timeout: 60_000 });
  for (const entry of site.pages) {
    test(`${entry.path} answers 200 with its own heading, within its budgets, and axe finds no violation`, async ({ page }) => {
      await checkPage(page, entry);
    });
  }
});

test.describe("one page of each kind at phone width", { tag: "@phone" }, () => {
  test.describe.configure({ timeout: 60_000 });
  for (const entry of onePerKind) {
    test(`${entry.path} (${entry.kind}) answers 200 with its own heading, within its budgets, and axe finds no violation`, async ({
      page,
    }) => {
      await checkPage(page, entry);
    });
  }
});

test.describe("redirects", () => {
  test.describe.configure({ timeout: 120_000 });
  test("each moved address lands on its new one without a history entry of its own", async ({ page }) => {
    for (const [from, to] of Object.entries(site.moved)) {
      await page.goto("/about");
      const before = await page.evaluate(() => history.length);
      const response = await page.goto(from);
      expect(new URL(page.url()).pathname, from).toBe(to);
      expect(response?.request().redirectedFrom()?.url(), from).toContain(from);
      expect(await page.evaluate(() => history.length), from).toBe(before + 1);
    }
  });
});

test.describe("not found", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an unknown path answers 404 with the not-found page, a way home, and no violation", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/\S/);
    expect(await violations(page)).toEqual([]);
    await page.getByRole("link", { name: ui.notFound.home }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      site.pages.find((entry) => entry.path === "/")?.heading ?? "",
    );
  });

  test("an unknown solution answers 404 too", async ({ page }) => {
    const response = await page.goto("/solutions/no-such-suite");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: ui.notFound.home })).toBeVisible();
  });
});
