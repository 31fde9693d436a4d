import { expect, hydrated, test } from "./fixtures.ts";

test.describe("shared layout", () => {
  test("the top bar turns translucent past 50 px of scroll", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const header = page.locator("[data-slot=site-header]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    // The colour eases over 300 ms: wait for the transition to reach its end value.
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toMatch(/rgba\(.*, 0\.8\d*\)|oklab\(.* \/ 0\.8\d*\)/);
  });

  test("the progress bar grows with scroll", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const bar = page.locator("[data-slot=scroll-progress]");
    await expect(bar).toHaveAttribute("data-progress", "0.000");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(async () => Number(await bar.getAttribute("data-progress"))).toBeGreaterThan(0.3);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => Number(await bar.getAttribute("data-progress"))).toBeGreaterThan(0.99);
  });

  test("the footer has its six columns and the copyright line", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const column of ["Solutions", "Industries", "Platform", "Company", "Resources", "Legal"]) {
      await expect(footer.getByRole("navigation", { name: `${column} links` })).toBeVisible();
    }
    await expect(footer).toContainText("© 2025 Tessera");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  });

  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/company\/careers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("active section", () => {
  test("the navigation item of the section on screen lights up", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const solutions = nav.getByRole("button", { name: "Solutions" });
    const platform = nav.getByRole("button", { name: "Platform" });
    await expect(solutions).toHaveAttribute("data-active", "false");
    await page.locator("#platform").evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 50));
    await expect(platform).toHaveAttribute("data-active", "true");
    await expect(solutions).toHaveAttribute("data-active", "false");
    await page.locator("#solutions").evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 50));
    await expect(solutions).toHaveAttribute("data-active", "true");
    await expect(platform).toHaveAttribute("data-active", "false");
  });
});

test.describe("desktop menus", { tag: "@desktop" }, () => {
  test("open on hover, one at a time", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Solutions" }).hover();
    await expect(nav.getByRole("link", { name: /All Solutions/ })).toBeVisible();
    await nav.getByRole("button", { name: "Industries" }).hover();
    await expect(nav.getByRole("link", { name: /All Industries/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: /All Solutions/ })).toHaveCount(0);
    await nav.getByRole("button", { name: "Platform" }).hover();
    await expect(nav.getByRole("link", { name: /Platform Overview/ })).toBeVisible();
    await nav.getByRole("button", { name: "Company" }).hover();
    await expect(nav.getByRole("link", { name: /^About/ })).toBeVisible();
    await expect(nav.locator("[data-state=open][role=button], button[data-state=open]")).toHaveCount(1);
  });

  test("open and navigate by keyboard", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Resources" }).focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /News\+Insights/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/resources\/insights$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: /News\+Insights/ })).toHaveCount(0);
  });

  test("Escape closes an open menu", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Solutions" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile sheet", { tag: "@phone" }, () => {
  test("locks scroll, focuses its close button and closes on Escape", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("button", { name: "Close menu" })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("closes on the backdrop", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box?.x).toBeGreaterThan(0); // the sheet leaves a strip of backdrop on the left
    await page.mouse.click(5, 300);
    await expect(sheet).toBeHidden();
  });

  test("has independent accordion sections and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    const solutions = sheet.getByRole("button", { name: "Solutions" });
    const industries = sheet.getByRole("button", { name: "Industries" });
    await solutions.click();
    await industries.click();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await expect(industries).toHaveAttribute("aria-expanded", "true");
    await expect(sheet.getByRole("link", { name: "All Solutions" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "All Industries" })).toBeVisible();
    await solutions.click();
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await expect(industries).toHaveAttribute("aria-expanded", "true");
    await expect(sheet.getByRole("link", { name: "Book a demo" })).toBeVisible();
    await sheet.getByRole("link", { name: "All Industries" }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/industries$/);
  });
});
