import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Whether the browser really drew an element's text in Inter (DevTools' "Rendered fonts"). */
async function drawnInInter(page: Page, selector: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.some((font) => font.familyName.startsWith("Inter"));
}

// docs/decisions/010-typeface-after-the-first-page.md
test.describe("the brand typeface", { tag: "@desktop" }, () => {
  test("a page opened from elsewhere is drawn in the system's font and fetches Inter only once it has painted; the next page is drawn in Inter", async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(request.url());
    });
    await page.goto("/about");
    await expect(page.locator("html")).not.toHaveAttribute("data-typeface");
    expect(await drawnInInter(page, "h1")).toBe(false);
    // The file is fetched after the first paint, by the page's script, for the pages after this one.
    await expect.poll(() => fontRequests.length).toBe(1);
    const painted = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0);
    const fetched = await page.evaluate(
      () => performance.getEntriesByType("resource").find(({ name }) => name.endsWith(".woff2"))?.startTime ?? 0,
    );
    expect(fetched).toBeGreaterThan(painted);
    await page.waitForFunction(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).some(
        (entry) => entry.name.endsWith(".woff2") && entry.responseEnd > 0,
      ),
    );
    expect(await drawnInInter(page, "h1")).toBe(false);

    await page.locator("footer").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/company\/careers$/);
    await expect(page.locator("html")).toHaveAttribute("data-typeface", "");
    expect(await drawnInInter(page, "h1")).toBe(true);
  });

  test("is never fetched without JavaScript, and the page reads in the system's font", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(request.url());
    });
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/company\/careers$/);
    expect(await drawnInInter(page, "h1")).toBe(false);
    expect(fontRequests).toEqual([]);
    await context.close();
  });
});
