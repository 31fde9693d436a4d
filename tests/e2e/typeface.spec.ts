import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** The fonts the browser really drew an element's text in (DevTools' "Rendered fonts"). */
async function drawnIn(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName).sort();
}

/** Where the top bar's home link, its navigation items and the page's heading are drawn, once the page has settled. */
async function boxes(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return [...document.querySelectorAll("header a[href='/'], header nav li, h1")].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { element: element.outerHTML.slice(0, 40), x, y, width, height };
    });
  });
}

// docs/decisions/018-one-system-typeface.md
test.describe("one typeface", () => {
  test("a page opened directly and the same page reached by a link are drawn alike, and no font file is fetched", async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(request.url());
    });

    await page.goto("/about");
    const direct = { fonts: await drawnIn(page, "h1"), boxes: await boxes(page) };
    expect(direct.fonts.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.fonts.size), "web fonts the page declares").toBe(0);

    await page.goto("/");
    await page.locator("footer a[href='/about']").click();
    await expect(page).toHaveURL(/\/about$/);
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    const linked = { fonts: await drawnIn(page, "h1"), boxes: await boxes(page) };

    expect(linked.fonts).toEqual(direct.fonts);
    // Nothing in the top bar or the heading moves or changes size between the two.
    expect(linked.boxes).toEqual(direct.boxes);
    expect(fontRequests).toEqual([]);
  });

  test("without JavaScript, pages are drawn in the same font and fetch no font file", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(request.url());
    });
    await page.goto("/about");
    const direct = await drawnIn(page, "h1");
    await page.goto("/");
    await page.locator("footer a[href='/about']").click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await drawnIn(page, "h1")).toEqual(direct);
    expect(fontRequests).toEqual([]);
    await context.close();
  });
});
