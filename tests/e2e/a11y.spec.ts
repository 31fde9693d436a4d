import type { Locator, Page } from "@playwright/test";
import { violations } from "./axe.ts";
import { ctaLabel, demoDialog, expect, firstSolution, formReady, settled, test, toast, ui } from "./fixtures.ts";

// Every page is checked by axe in pages.spec.ts; here, the states a page can be put in.
test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  test("with a desktop menu open", async ({ page }) => {
    await page.goto("/");
    for (const name of [ui.menus.solutions, ui.menus.industries, ui.menus.company]) {
      const trigger = page.getByRole("navigation", { name: ui.header.navigation }).getByRole("button", { name });
      await trigger.hover();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      expect(await violations(page), name).toEqual([]);
    }
  });

  test("with the mobile sheet open", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: ui.header.openMenu }).click();
    await page.getByRole("dialog", { name: ui.header.menu }).locator("summary", { hasText: ui.menus.solutions }).click();
    await settled(page);
    expect(await violations(page)).toEqual([]);
  });

  test("with the demo dialog open and a validation error shown", { tag: "@every-width" }, async ({ page }) => {
    await page.goto("/");
    await page.locator("[data-slot=hero]").getByRole("button", { name: ctaLabel }).click();
    const dialog = demoDialog(page);
    await expect(dialog).toBeVisible();
    await formReady(dialog);
    await settled(page);
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    await expect(dialog.getByText(ui.demoForm.errors.fullNameRequired)).toBeVisible();
    await expect(toast(page)).toContainText(ui.demoForm.toasts.validation);
    await settled(page);
    expect(await violations(page)).toEqual([]);
  });
});

test.describe("keyboard", () => {
  test("a skip link leads past the navigation to the content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: ui.a11y.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

/** Presses Tab (Shift+Tab backwards) until `target` has focus; fails if it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 40, back = false } = {}) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

/** Fills the open demo dialog and sends it with the keyboard alone; focus must return to `opener`. */
async function bookByKeyboard(page: Page, opener: Locator) {
  const dialog = demoDialog(page);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await formReady(dialog);
  await tabTo(page, dialog.getByRole("textbox", { name: ui.demoForm.labels.fullName }));
  await page.keyboard.type("Ada Lovelace");
  await page.keyboard.press("Tab");
  await page.keyboard.type("ada@analytical.example");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Analytical Bank");
  await tabTo(page, dialog.getByRole("checkbox", { name: firstSolution.name }));
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: firstSolution.name })).toBeChecked();
  await tabTo(page, dialog.getByRole("button", { name: ui.demoForm.buttons.submit }));
  await page.keyboard.press("Enter");
  await expect(toast(page)).toContainText(ui.demoForm.toasts.success);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe("a journey by keyboard alone", () => {
  test("skip link, every desktop menu, then a demo request from the top bar", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: ui.a11y.skipToContent })).toBeFocused();

    const nav = page.getByRole("navigation", { name: ui.header.navigation });
    for (const name of [ui.menus.solutions, ui.menus.industries, ui.menus.platform, ui.menus.resources, ui.menus.company]) {
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

    const opener = page.getByRole("banner").getByRole("button", { name: ctaLabel });
    await tabTo(page, opener);
    await bookByKeyboard(page, opener);
  });

  test("the mobile sheet and a section of it, then a demo request from the hero", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    const openMenu = page.getByRole("button", { name: ui.header.openMenu });
    await tabTo(page, openMenu);
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: ui.header.menu });
    await expect(sheet.getByRole("button", { name: ui.header.closeMenu })).toBeFocused();
    const solutions = sheet.locator("details", { hasText: ui.menus.solutions }).first();
    await tabTo(page, solutions.locator("summary"));
    await page.keyboard.press("Enter");
    await expect(solutions).toHaveAttribute("open");
    await page.keyboard.press("Tab");
    // Focus is on the first link of the open section.
    await expect(sheet.locator("details[open] a:focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(openMenu).toBeFocused();

    const opener = page.locator("[data-slot=hero]").getByRole("button", { name: ctaLabel });
    await tabTo(page, opener);
    await bookByKeyboard(page, opener);
  });
});
