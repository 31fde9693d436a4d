import type { Page } from "@playwright/test";
import { fill } from "../../src/content/fill.ts";
import { site } from "../../src/content/site.ts";
import { ctaLabel, dialogTitle, expect, firstPage, nextFrames, test, ui } from "./fixtures.ts";

const headerBackground = (page: Page) =>
  page.locator("[data-slot=site-header]").evaluate((el) => getComputedStyle(el).backgroundColor);
/** The progress bar's horizontal scale (its computed `scale` is "x y"). */
const progress = (page: Page) =>
  page.locator("[data-slot=scroll-progress]").evaluate((el) => Number.parseFloat(getComputedStyle(el).scale));

test.describe("shared layout", () => {
  test("the top bar turns translucent past 50 px of scroll", { tag: "@every-width" }, async ({ page }) => {
    await page.goto("/about");
    expect(await headerBackground(page)).toBe("rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 40));
    await nextFrames(page);
    expect(await headerBackground(page)).toBe("rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(() => headerBackground(page)).toMatch(/rgba\(.*, 0\.8\d*\)|oklab\(.* \/ 0\.8\d*\)|color\(.* \/ 0\.8\d*\)/);
  });

  test("the progress bar grows with scroll", async ({ page }) => {
    await page.goto("/");
    expect(await progress(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => progress(page)).toBeGreaterThan(0.3);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => progress(page)).toBeGreaterThan(0.99);
  });

  test("the footer has its six columns and the copyright line", { tag: "@every-width" }, async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const column of [
      ui.menus.solutions,
      ui.menus.industries,
      ui.menus.platform,
      ui.menus.company,
      ui.menus.resources,
      ui.menus.legal,
    ]) {
      await expect(footer.getByRole("navigation", { name: fill(ui.footer.columnLinks, { column }) })).toBeVisible();
    }
    // From the year of first publication (src/content/site.ts) to the year of the build.
    const year = new Date().getFullYear();
    const years = year > site.copyrightYear ? `${site.copyrightYear}–${year}` : `${site.copyrightYear}`;
    await expect(footer).toContainText(fill(ui.footer.copyright, { years, brand: site.name }));
    await expect(footer.locator('a[href="/privacy-policy"]')).toBeVisible();
  });

  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole("contentinfo").locator('a[href="/company/careers"]').click();
    await expect(page).toHaveURL(/\/company\/careers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a link to a band far down lands it under the top bar", { tag: "@every-width" }, async ({ page }) => {
    await page.goto("/#solutions");
    const band = page.locator("#solutions");
    const expected = await band.evaluate(
      (el) =>
        parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
        parseFloat(getComputedStyle(el).scrollMarginTop),
    );
    await expect.poll(() => band.evaluate((el, at) => Math.abs(el.getBoundingClientRect().top - at), expected)).toBeLessThan(2);
  });

  // Behind a modal the sections off screen are not drawn (theme.css); the page must not lose its length or the
  // reader's place for that.
  test("the page behind the demo dialog keeps its length and the reader's place", { tag: "@every-width" }, async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("main").getByRole("button", { name: ctaLabel }).last();
    await button.scrollIntoViewIfNeeded();
    // What has just come into view rises in (app.css) and has settled by the time a reader reaches for the button;
    // clicking mid-rise, the test's own click would scroll the page to find the moving button. The observer marks
    // what came into view after a frame; then its entrances run to their end.
    await nextFrames(page);
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => (animation as CSSAnimation).animationName !== "rise-in" || animation.playState === "finished"),
    );
    await nextFrames(page);
    const before = await page.evaluate(() => ({ y: window.scrollY, height: document.documentElement.scrollHeight }));
    expect(before.y).toBeGreaterThan(1000);
    await button.click();
    const dialog = page.getByRole("dialog", { name: dialogTitle });
    await expect(dialog).toBeVisible();
    await nextFrames(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(before.height);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await nextFrames(page);
    expect(await page.evaluate(() => ({ y: window.scrollY, height: document.documentElement.scrollHeight }))).toEqual(before);
  });
});

test.describe("active section", () => {
  test("the navigation item of the section on screen lights up", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: ui.header.navigation });
    const solutions = nav.getByRole("button", { name: ui.menus.solutions });
    const platform = nav.getByRole("button", { name: ui.menus.platform });
    await expect(solutions).not.toHaveAttribute("data-active");
    await page.locator("#platform").evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 50));
    await expect(platform).toHaveAttribute("data-active");
    await expect(solutions).not.toHaveAttribute("data-active");
    await page.locator("#solutions").evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 50));
    await expect(solutions).toHaveAttribute("data-active");
    await expect(platform).not.toHaveAttribute("data-active");
  });
});

test.describe("active section on an industry's page", () => {
  test("its list of solutions lights Industries, not Solutions", async ({ page }) => {
    await page.goto(firstPage("industry"));
    const nav = page.getByRole("navigation", { name: ui.header.navigation });
    const solutions = nav.getByRole("button", { name: ui.menus.solutions });
    const industries = nav.getByRole("button", { name: ui.menus.industries });
    for (const id of ["use-cases", "solutions"]) {
      await page.locator(`#${id}`).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 50));
      await expect(industries, id).toHaveAttribute("data-active");
      await expect(solutions, id).not.toHaveAttribute("data-active");
    }
  });
});

test.describe("desktop menus", () => {
  test("open on hover after a pause, one at a time", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: ui.header.navigation });
    await nav.getByRole("button", { name: ui.menus.solutions }).hover();
    await expect(nav.getByRole("link", { name: ui.menus.allSolutions })).toBeVisible();
    await nav.getByRole("button", { name: ui.menus.industries }).hover();
    await expect(nav.getByRole("link", { name: ui.menus.allIndustries })).toBeVisible();
    await expect(nav.getByRole("link", { name: ui.menus.allSolutions })).toBeHidden();
    await nav.getByRole("button", { name: ui.menus.platform }).hover();
    await expect(nav.getByRole("link", { name: ui.menus.platformOverview })).toBeVisible();
    await nav.getByRole("button", { name: ui.menus.company }).hover();
    await expect(nav.getByRole("link", { name: /^About/ })).toBeVisible();
    await expect(nav.locator("button[aria-expanded=true]")).toHaveCount(1);
  });

  test("a click after the hover that opened a menu keeps it open", async ({ page }) => {
    await page.goto("/");
    const trigger = page
      .getByRole("navigation", { name: ui.header.navigation })
      .getByRole("button", { name: ui.menus.solutions });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  test("open and navigate by keyboard", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: ui.header.navigation });
    await nav.getByRole("button", { name: ui.menus.resources }).focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("button", { name: ui.menus.resources })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /News\+Insights/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/resources\/insights$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: /News\+Insights/ })).toBeHidden();
  });

  test("a menu opened from the keyboard closes when focus leaves it, forwards or back", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: ui.header.navigation });
    const solutions = nav.getByRole("button", { name: ui.menus.solutions });
    const industries = nav.getByRole("button", { name: ui.menus.industries });
    const menu = page.locator(`#${await solutions.getAttribute("commandfor")}`);
    await solutions.focus();
    await page.keyboard.press("Enter");
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    // Through every link of the menu, and on to the next item of the bar.
    const links = await menu.getByRole("link").count();
    for (let i = 0; i < links; i++) {
      await page.keyboard.press("Tab");
      await expect(menu).toBeVisible();
    }
    await page.keyboard.press("Tab");
    await expect(industries).toBeFocused();
    await expect(menu).toBeHidden();
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    // Opened again, and left backwards from its button.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(solutions).not.toBeFocused();
    await expect(menu).toBeHidden();
  });

  test("Escape closes an open menu and focus stays on its button", async ({ page }) => {
    await page.goto("/");
    const trigger = page
      .getByRole("navigation", { name: ui.header.navigation })
      .getByRole("button", { name: ui.menus.solutions });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });
});

test.describe("mobile sheet", { tag: "@phone" }, () => {
  const sheet = (page: Page) => page.getByRole("dialog", { name: ui.header.menu });

  test("covers the screen, locks scroll, focuses its close button and closes on Escape", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.getByRole("button", { name: ui.header.openMenu }).click();
    await expect(sheet(page)).toBeVisible();
    // Once it has slid in, it covers the whole screen.
    const viewport = page.viewportSize();
    await expect
      .poll(() => sheet(page).boundingBox())
      .toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
    await expect(sheet(page).getByRole("button", { name: ui.header.closeMenu })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.mouse.wheel(0, 800);
    await nextFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await page.keyboard.press("Escape");
    await expect(sheet(page)).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    await expect(page.getByRole("button", { name: ui.header.openMenu })).toBeFocused();
  });

  test("has independent sections and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: ui.header.openMenu }).click();
    const solutions = sheet(page).locator("details", { hasText: ui.menus.solutions }).first();
    const industries = sheet(page).locator("details", { hasText: ui.menus.industries }).first();
    await solutions.locator("summary").click();
    await industries.locator("summary").click();
    await expect(solutions).toHaveAttribute("open");
    await expect(industries).toHaveAttribute("open");
    await expect(
      sheet(page).getByRole("link", { name: fill(ui.header.allInSection, { section: ui.menus.solutions }) }),
    ).toBeVisible();
    await expect(
      sheet(page).getByRole("link", { name: fill(ui.header.allInSection, { section: ui.menus.industries }) }),
    ).toBeVisible();
    await solutions.locator("summary").click();
    await expect(solutions).not.toHaveAttribute("open");
    await expect(industries).toHaveAttribute("open");
    await expect(sheet(page).getByRole("button", { name: ctaLabel })).toBeVisible();
    await sheet(page)
      .getByRole("link", { name: fill(ui.header.allInSection, { section: ui.menus.industries }) })
      .click();
    await expect(page).toHaveURL(/\/industries$/);
    await expect(sheet(page)).toBeHidden();
  });
});

test.describe("section entrances", () => {
  /** The first section header below the first screen of home, marked for the test. */
  const firstBelow = (page: Page) =>
    page.evaluate(() => {
      const header = [...document.querySelectorAll("main [data-slot=section-header]")].find(
        (element) => element.getBoundingClientRect().top > window.innerHeight,
      );
      header?.setAttribute("data-test-section", "");
      return Boolean(header);
    });

  test("a section rises in the first time it comes into view, and never again nor backwards", async ({ page }) => {
    await page.goto("/");
    await nextFrames(page);
    expect(await firstBelow(page)).toBe(true);
    const section = page.locator("[data-test-section]");
    await expect(section).not.toHaveAttribute("data-rise");

    await section.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await expect(section).toHaveAttribute("data-rise");
    // It has risen once the animation is over, and stands where it would without one.
    await expect
      .poll(() => section.evaluate((element) => element.getAnimations().map((animation) => animation.playState)))
      .toEqual(["finished"]);

    // Down past it to the end of the page, then back up a step at a time until it has left the screen at the bottom:
    // at every step it stands in place, fully drawn, and no animation runs (a scroll-linked one would play backwards).
    const steps = await section.evaluate(async (element) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frame();
      const seen: { top: number; translate: string; running: number; opacity: number }[] = [];
      const { bottom } = element.getBoundingClientRect();
      for (let y = window.scrollY + bottom; y > 0 && element.getBoundingClientRect().top < window.innerHeight; y -= 80) {
        window.scrollTo(0, y);
        await frame();
        let opacity = 1;
        for (let el: Element | null = element; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
        seen.push({
          top: Math.round(element.getBoundingClientRect().top),
          translate: getComputedStyle(element).translate,
          running: element.getAnimations().filter((animation) => animation.playState === "running").length,
          opacity,
        });
      }
      return seen;
    });
    expect(steps.length).toBeGreaterThan(3);
    for (const step of steps) {
      expect(step, `at ${step.top} px from the top`).toMatchObject({ running: 0, opacity: 1 });
      expect(step.translate, `at ${step.top} px from the top`).toMatch(/^(none|0px)$/);
    }
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("nothing rises", async ({ page }) => {
      await page.goto("/");
      await nextFrames(page);
      expect(await firstBelow(page)).toBe(true);
      const section = page.locator("[data-test-section]");
      await section.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await expect(section).toHaveAttribute("data-rise");
      expect(await section.evaluate((element) => element.getAnimations().length)).toBe(0);
    });
  });
});
