import { redirects } from "../../app/lib/redirects.ts";
import { pageEntries } from "../../app/lib/route-table.server.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const pages = pageEntries();

test.describe("every page", () => {
  for (const entry of pages) {
    test(`${entry.path} answers 200 with its own heading`, async ({ page }) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.heading);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(entry.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await hydrated(page);
      // WCAG 2.2.2: nothing moves on its own for ever (each of its frames would cost a phone's CPU, too).
      const endless = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
          .map((animation) => {
            const element = (animation.effect as KeyframeEffect | null)?.target;
            return `${element?.tagName} .${element?.getAttribute("class")} in "${element?.parentElement?.textContent}"`;
          }),
      );
      expect(endless).toEqual([]);
    });
  }
});

test.describe("redirects", () => {
  for (const [from, to] of redirects) {
    test(`${from} lands on ${to} without a history entry of its own`, async ({ page }) => {
      await page.goto("/about");
      const before = await page.evaluate(() => history.length);
      const response = await page.goto(from);
      expect(new URL(page.url()).pathname).toBe(to);
      expect(response?.request().redirectedFrom()?.url()).toContain(from);
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
    });
  }

  test("an old link followed inside the app replaces itself with its target", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const before = await page.evaluate(() => history.length);
    // Follow a moved address the way an in-app link does.
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
        .__reactRouterDataRouter;
      return router.navigate("/solutions/smart-value");
    });
    await expect(page).toHaveURL(/\/solutions\/smart-rewards$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Smart Rewards");
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("not found", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an unknown path answers 404 with the not-found page and a way home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await hydrated(page);
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programmable Financial Services");
  });

  test("an unknown slug reached inside the app shows the not-found page, and the way back works", async ({ page }) => {
    await page.goto("/solutions");
    await hydrated(page);
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
        .__reactRouterDataRouter;
      return router.navigate("/solutions/no-such-suite");
    });
    await expect(page).toHaveURL(/\/solutions\/no-such-suite$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.find((p) => p.path === "/solutions")?.heading ?? "");
  });

  test("an unknown solution answers 404 too, and its page hydrates", async ({ page }) => {
    const response = await page.goto("/solutions/no-such-suite");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  });
});
