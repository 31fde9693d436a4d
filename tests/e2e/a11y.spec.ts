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
 * Brings each section on screen in turn and waits there for its entrance to finish, as a visitor scrolling down
 * would see it; axe scrolls elements into view to measure contrast, and would otherwise catch a card halfway
 * through fading in. A section away from the viewport skips style (content-visibility), so its entrance runs
 * only while it is on screen.
 */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const section of document.querySelectorAll<HTMLElement>("[data-slot=section]")) {
      section.scrollIntoView({ block: "center" });
      await frame();
      // The entrances are transitions; one cancelled by a newer one rejects, and only the newer one counts.
      const entrances = section.getAnimations({ subtree: true }).filter((animation) => animation instanceof CSSTransition);
      await Promise.all(entrances.map((animation) => animation.finished.catch(() => undefined)));
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  // Each section's entrance is watched to its end (up to two seconds a section): a long page needs more time.
  test.describe.configure({ timeout: 60_000 });
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
    await revealAll(page);
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
    // Let the toast finish sliding in: axe measures contrast on what is painted, mid-fade included.
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toContainText("Validation Error");
    await page.waitForTimeout(600);
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

/** Presses Tab (Shift+Tab backwards) until `target` has focus; fails if it is not reached in `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, { limit = 40, back = false } = {}) {
  // A target that is being replaced (a lazily loaded component taking its place) is asked again, not passed by.
  const hasFocus = async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const focused = await target
        .evaluate((el) => (el.isConnected ? el === document.activeElement : undefined))
        .catch(() => undefined);
      if (focused !== undefined) return focused;
      await page.waitForTimeout(50);
    }
    return false;
  };
  for (let i = 0; i < limit; i++) {
    if (await hasFocus()) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

/** Fills the open demo dialog and sends it with the keyboard alone; focus must return to `opener`. */
async function bookByKeyboard(page: Page, opener: ReturnType<Page["locator"]>) {
  const dialog = page.getByRole("dialog", { name: "Book a demo" });
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("textbox", { name: "Full name" }));
  await page.keyboard.type("Ada Lovelace");
  await page.keyboard.press("Tab");
  await page.keyboard.type("ada@analytical.example");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Analytical Bank");
  await tabTo(page, dialog.getByRole("checkbox", { name: "Family Banking" }));
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: "Family Banking" })).toBeChecked();
  await tabTo(page, dialog.getByRole("button", { name: "Submit" }));
  await page.keyboard.press("Enter");
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toContainText("Demo request submitted!");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe("a journey by keyboard alone", () => {
  test("skip link, every desktop menu, then a demo request from the top bar", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();

    const nav = page.getByRole("navigation", { name: "Main" });
    // The menus' code loads when focus first reaches the bar and takes the bar's place, keeping focus where it was.
    await tabTo(page, nav.getByRole("button", { name: "Solutions" }));
    await expect(nav.getByRole("button", { name: "Solutions" })).toHaveAttribute("data-radix-collection-item", "");
    await expect(nav.getByRole("button", { name: "Solutions" })).toBeFocused();
    for (const name of ["Solutions", "Industries", "Platform", "Resources", "Company"]) {
      const trigger = nav.getByRole("button", { name });
      await tabTo(page, trigger);
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      // Focus is on a link inside the open menu.
      await expect(nav.locator("a:focus")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(trigger).toBeFocused();
    }

    const opener = page.getByRole("banner").getByRole("link", { name: "Book a demo" });
    await tabTo(page, opener);
    await bookByKeyboard(page, opener);
  });

  test("the mobile sheet and an accordion section, then a demo request from the hero", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const openMenu = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, openMenu);
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet.getByRole("button", { name: "Close menu" })).toBeFocused();
    const solutions = sheet.getByRole("button", { name: "Solutions" });
    await tabTo(page, solutions);
    await page.keyboard.press("Enter");
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    // Focus is on the first link of the open section.
    await expect(sheet.getByRole("region", { name: "Solutions" }).locator("a:focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(openMenu).toBeFocused();

    const opener = page.locator("[data-slot=hero]").getByRole("link", { name: "Book a demo" });
    await tabTo(page, opener);
    await bookByKeyboard(page, opener);
  });
});
