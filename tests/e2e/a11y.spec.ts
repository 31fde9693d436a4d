import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { pageEntries } from "../../app/lib/route-table.server.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(tags)
    // Radix NavigationMenu's focus proxy: an aria-hidden, focusable span that hands keyboard focus from an open
    // menu's trigger to its content. It is hidden from assistive technology by design.
    .exclude('nav[aria-label="Main"] li > span[aria-hidden="true"][tabindex="0"]')
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Scrolls through the page so every section has entered and finished its entrance; axe scrolls elements into
 * view to measure contrast, and would otherwise catch a card halfway through fading in.
 */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(1200);
}

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const entry of pageEntries()) {
    test(`${entry.path} has no violations`, async ({ page }) => {
      await page.goto(entry.path);
      await hydrated(page);
      await revealAll(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("the not-found page has no violations", async ({ page }) => {
    await page.goto("/404.html");
    await hydrated(page);
    await revealAll(page);
    expect(await violations(page)).toEqual([]);
  });

  test("with a desktop menu open", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await revealAll(page);
    for (const name of ["Solutions", "Industries", "Company"]) {
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name }).hover();
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      expect(await violations(page), name).toEqual([]);
    }
  });

  test("with the mobile sheet open", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Solutions" }).click();
    await page.waitForTimeout(400);
    expect(await violations(page)).toEqual([]);
  });

  test("with the demo dialog open and a validation error shown", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await revealAll(page);
    await page.locator("[data-slot=hero]").getByRole("link", { name: "Book a demo" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a demo" });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(400);
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Full name is required")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe("keyboard", () => {
  test("a skip link leads past the navigation to the content", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});
