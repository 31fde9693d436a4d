import { test as base, expect, type Locator, type Page } from "@playwright/test";

/**
 * The page fixture fails a test on any console error or uncaught exception in the browser. A test that
 * expects one (a 404 resource, say) lists it in `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consentDecided: boolean }>({
  allowConsoleErrors: [[], { option: true }],
  /** Most tests start with the cookie choice made (necessary only), so the banner stays out of the way. */
  consentDecided: [true, { option: true }],
  page: async ({ page, allowConsoleErrors, consentDecided }, use) => {
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
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    await use(page);
    expect(problems, "browser errors").toEqual([]);
  },
});

export { expect };

/** Waits until React has hydrated the page, so clicks reach React handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-js"));
}

/**
 * Points at an element below the fold once the page has settled around it. Page sections render only as they
 * come near the viewport (content-visibility), at their own heights, and the browser scrolls to keep what is on
 * screen in place: a pointer sent at once could land on whatever took the element's place for that frame.
 */
export async function hoverWhenSettled(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await locator.hover();
}
