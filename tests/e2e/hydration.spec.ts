import type { Locator, Page } from "@playwright/test";
import { expect, hoverWhenSettled, hydrated, test } from "./fixtures.ts";

/** Whether React has hydrated an element: React keeps its fiber on a property of the DOM node. */
const isHydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));

/** Marks the window, so that a full page load (which would lose the mark) tells itself from a client navigation. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __samePage: true }));
const sameWindow = (page: Page) => page.evaluate(() => (window as { __samePage?: boolean }).__samePage === true);

test.describe("sections hydrate when the visitor reaches for them", () => {
  test("the page hydrates without its sections; pointing at one hydrates it alone", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    expect(await isHydrated(page.getByRole("banner").getByRole("link").first())).toBe(true);

    const suites = page.locator("section#solutions");
    const suiteLink = suites.getByRole("link").first();
    const benefits = page.locator("section#integration").getByRole("heading", { level: 2 });
    expect(await isHydrated(suiteLink)).toBe(false);
    expect(await isHydrated(benefits)).toBe(false);
    expect(await isHydrated(page.getByRole("contentinfo").getByRole("link").first())).toBe(false);

    await hoverWhenSettled(suites.getByRole("heading", { level: 2 }));
    await expect.poll(() => isHydrated(suiteLink)).toBe(true);
    expect(await isHydrated(benefits)).toBe(false);
  });

  test("a click on a link that has not hydrated yet is a client navigation", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await markWindow(page);
    const link = page.locator("section#solutions").getByRole("link").first();
    const href = await link.getAttribute("href");
    expect(await isHydrated(link)).toBe(false);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameWindow(page)).toBe(true);
  });

  test("a link reached by keyboard hydrates on focus and navigates on Enter", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await markWindow(page);
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Careers" });
    expect(await isHydrated(footerLink)).toBe(false);
    await footerLink.focus();
    await expect.poll(() => isHydrated(footerLink)).toBe(true);
    await expect(footerLink).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/company\/careers$/);
    expect(await sameWindow(page)).toBe(true);
  });

  test("a Book a demo button in a section opens the dialog on its first click", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const band = page.locator("[data-cta-band]").last();
    const button = band.getByRole("link", { name: "Book a demo" });
    expect(await isHydrated(button)).toBe(false);
    await button.click();
    await expect(page.getByRole("dialog", { name: /demo/i })).toBeVisible();
  });

  test("after a client navigation, the new page's sections render at once", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    // The first click on a part not hydrated yet has a test of its own (above); this one is about what a client
    // navigation renders, so the footer hydrates (the pointer over it) before the click.
    const careers = page.getByRole("contentinfo").getByRole("link", { name: "Careers" });
    await careers.hover();
    await expect.poll(() => isHydrated(careers)).toBe(true);
    await careers.click();
    await expect(page).toHaveURL(/\/company\/careers$/);
    await expect(page).toHaveTitle(/Careers/);
    const heading = page.locator("main section[data-slot=section] h2").first();
    await expect(heading).toBeVisible();
    expect(await isHydrated(heading)).toBe(true);
  });
});

test.describe("the loader starts hydration once the page has painted", () => {
  test("where the browser does not report paints, after two animation frames", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => [] });
    });
    await page.goto("/about");
    await hydrated(page);
  });

  test("in a background tab, at once: there is no paint to wait for", async ({ page }) => {
    // Nothing but the page being hidden can start it here (before the last-resort timer, 10 s): the browser's
    // paint reports never reach the loader.
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, "visibilityState", { get: () => "hidden" });
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
        if (options?.type !== "paint") observe.call(this, options);
      };
    });
    await page.goto("/about");
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-js"), undefined, { timeout: 5_000 });
  });

  test("with the page's loader data, fetched from a file of its own; without it, the page stays complete", async ({ page }) => {
    const data = page.waitForResponse((response) => /\/assets\/loader-data-\w+\.data$/.test(response.url()));
    await page.goto("/about");
    await hydrated(page);
    expect((await data).status()).toBe(200);

    const other = await page.context().newPage();
    await other.route(/\/assets\/loader-data-/, (route) => route.abort());
    const failed = other.waitForEvent("requestfailed");
    await other.goto("/about");
    await failed;
    await other.waitForLoadState("networkidle");
    expect(await other.evaluate(() => document.documentElement.hasAttribute("data-js"))).toBe(false);
    await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
    await other.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
    await expect(other).toHaveURL(/\/company\/careers$/);
    await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
