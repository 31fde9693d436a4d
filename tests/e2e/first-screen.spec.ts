import type { Locator, Page } from "@playwright/test";
import { readSiteData } from "../../server/site-data.ts";
import { demoDialog, expect, test } from "./fixtures.ts";

/**
 * The inner pages that open on a heading with a picture beside it: each shows, within the first screen of a desktop
 * (1280×800), the page's picture (a product view, a diagram, a customer's figures, a card of its own) and a Book a demo
 * button that opens the demo dialog (the company's and resources' pages and articles: the picture only). Every page of
 * each kind, on the live content: whatever the copy says, these hold.
 */
const withoutDemo = new Set(["careers", "news", "leadership", "resources", "insights", "product-latest", "insight", "news-post"]);
const kinds = new Set([
  "about",
  "partners",
  "solutions",
  "solution",
  "platform",
  "platform-page",
  "case-studies",
  "case-study",
  "industries",
  "industry",
  ...withoutDemo,
]);
const pages = readSiteData("build/client").pages.filter((entry) => kinds.has(entry.kind));

/** Whether a box lies within the first screen: its top inside it and at least `share` of its height shown. */
async function inFirstScreen(page: Page, locator: Locator, share: number) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, "laid out").not.toBeNull();
  if (!box) return;
  expect(box.y, "top within the first screen").toBeGreaterThanOrEqual(0);
  expect(Math.min(box.y + box.height, height) - box.y, "shown within the first screen").toBeGreaterThanOrEqual(
    Math.min(box.height * share, height - box.y),
  );
}

test.describe("the first screen of an inner page", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("covers every kind of page it is about", () => {
    expect([...new Set(pages.map((entry) => entry.kind))].sort()).toEqual([...kinds].sort());
  });

  for (const entry of pages) {
    test(`${entry.path} shows its picture${withoutDemo.has(entry.kind) ? "" : " and Book a demo, which opens the dialog"}`, async ({
      page,
    }) => {
      await page.goto(entry.path);
      const header = page.locator("main").locator("[data-slot=page-header]").first();
      const visual = page.locator("main [data-slot=page-visual]");
      await expect(visual).toHaveCount(1);
      await expect(visual).toBeVisible();
      // A picture someone can see at a glance: most of its first part on screen, not its top edge only.
      await inFirstScreen(page, visual.locator(":scope > *").first(), 0.5);
      if (withoutDemo.has(entry.kind)) return;
      const demo = header.locator("button[commandfor]");
      await expect(demo).toHaveCount(1);
      await inFirstScreen(page, demo, 1);
      await demo.click();
      await expect(demoDialog(page)).toBeVisible();
    });
  }
});

test.describe("the product pictures that open the pages", () => {
  test("none opens more than two pages, and no two solutions' pictures offer the same blocks to add", async ({ page }) => {
    test.slow();
    const opened = new Map<string, string[]>();
    const offers = new Map<string, string>();
    for (const entry of readSiteData("build/client").pages) {
      await page.goto(entry.path);
      const pictures = page.locator("main [data-slot=page-visual] [data-slot=product-visual]");
      for (const label of await pictures.evaluateAll((all) => all.map((picture) => picture.getAttribute("aria-label") ?? ""))) {
        opened.set(label, [...(opened.get(label) ?? []), entry.path]);
        // A suite's picture ends on the blocks it offers: "… Add a block: Smart Insights, Smart Issuance."
        if (entry.kind === "solution") offers.set(entry.path, label.split(": ").at(-1) ?? "");
      }
    }
    for (const [label, paths] of opened) expect(paths.length, `${label} opens ${paths.join(", ")}`).toBeLessThanOrEqual(2);
    expect(offers.size).toBeGreaterThan(1);
    expect(new Set(offers.values()).size, JSON.stringify(Object.fromEntries(offers))).toBe(offers.size);
  });
});
