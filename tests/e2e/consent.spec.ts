import type { Page } from "@playwright/test";
import { expect, settled, test, ui } from "./fixtures.ts";

// The test build sets VITE_PLAUSIBLE_DOMAIN; the provider's script is answered here by a fake that records events.
const fakeAnalytics = `
  window.__events = [...((window.plausible && window.plausible.q) || [])];
  window.plausible = (...args) => window.__events.push(args);
`;

async function watchAnalytics(page: Page) {
  const requests: string[] = [];
  await page.route("https://plausible.io/**", (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: fakeAnalytics });
  });
  return requests;
}

const banner = (page: Page) => page.getByRole("region", { name: ui.consent.heading });
const events = (page: Page) => page.evaluate(() => (window as unknown as { __events?: unknown[][] }).__events ?? []);

test.describe("cookie consent", () => {
  test.use({ consentDecided: false });

  test("loads no analytics and sets no cookie before consent", async ({ page, context }) => {
    const requests = await watchAnalytics(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await settled(page);
    expect(requests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { plausible?: unknown }).plausible)).toBe("undefined");
  });

  test("accepting by keyboard loads analytics, and page and section views flow", async ({ page }) => {
    const requests = await watchAnalytics(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: ui.consent.accept }).focus();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => requests.length).toBe(1);
    await expect.poll(async () => (await events(page)).some((e) => e[0] === "pageview")).toBe(true);
    await page.locator("#solutions").scrollIntoViewIfNeeded();
    await expect.poll(async () => (await events(page)).some((e) => e[0] === "section_view_solutions")).toBe(true);
    await page.locator("[data-cta-band]").last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await events(page)).some((e) => e[0] === "cta_banner_view")).toBe(true);

    // The choice holds on the next visit, with no banner.
    await page.goto("/about");
    await expect(banner(page)).toBeHidden();
    await expect
      .poll(async () => (await events(page)).some((e) => e[0] === "pageview" && JSON.stringify(e).includes("about")))
      .toBe(true);
  });

  test("declining loads nothing and sends nothing", { tag: "@every-width" }, async ({ page, context }) => {
    const requests = await watchAnalytics(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: ui.consent.necessary }).click();
    await expect(banner(page)).toBeHidden();
    await page.locator("#solutions").scrollIntoViewIfNeeded();
    await page.reload();
    await settled(page);
    expect(requests).toEqual([]);
    expect(await events(page)).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    await expect(banner(page)).toBeHidden();
  });

  test("Cookie settings in the footer reopens the choice", async ({ page }) => {
    await watchAnalytics(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: ui.consent.necessary }).click();
    await page.getByRole("contentinfo").getByRole("link", { name: ui.footer.cookieSettings }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(ui.consent.currentNecessary);
    await expect(banner(page).getByRole("heading", { name: ui.consent.heading })).toBeFocused();
  });
});
