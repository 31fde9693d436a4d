import { pageEntries } from "../../app/lib/route-table.server.ts";
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

/**
 * Each band of a page skips rendering while away from the viewport (content-visibility: auto).
 * That contains their paint: whatever reaches outside a band would be cut off at its edge, and a band that
 * renders late must not move what the visitor is looking at.
 */
test.describe("bands that render when near the viewport", () => {
  test("nothing inside a band reaches outside it, where it would be cut off", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of [...pageEntries().map((entry) => entry.path), "/404.html"]) {
      await page.goto(path);
      const outside = await page.evaluate(async () => {
        const found: string[] = [];
        for (const band of document.querySelectorAll("[data-slot=section]")) {
          // On screen, the band renders at its real size.
          band.scrollIntoView();
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const edge = band.getBoundingClientRect();
          for (const element of band.querySelectorAll("*")) {
            const box = element.getBoundingClientRect();
            // Off screen by design (the form's trap for bots), or not drawn at all.
            if (box.right <= 0 || box.left >= window.innerWidth || (!box.width && !box.height)) continue;
            // Inside a box that clips or scrolls (a wide table's scroller), that box is what is checked.
            let inScroller = false;
            for (let parent = element.parentElement; parent && parent !== band; parent = parent.parentElement) {
              const { overflowX, overflowY } = getComputedStyle(parent);
              if (overflowX !== "visible" || overflowY !== "visible") inScroller = true;
            }
            if (inScroller) continue;
            const style = getComputedStyle(element);
            let reach = 0;
            for (const [, x, y, blur, spread] of style.boxShadow.matchAll(
              /(-?[\d.]+)px (-?[\d.]+)px ([\d.]+)px(?: (-?[\d.]+)px)?/g,
            ))
              reach = Math.max(reach, Math.abs(Number(x)) + Math.abs(Number(y)) + Number(blur) + Number(spread ?? 0));
            if (style.outlineStyle !== "none")
              reach = Math.max(reach, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset));
            if (
              box.left - reach < edge.left - 0.5 ||
              box.right + reach > edge.right + 0.5 ||
              box.top - reach < edge.top - 0.5 ||
              box.bottom + reach > edge.bottom + 0.5
            )
              found.push(`${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
          }
        }
        return found;
      });
      expect(outside, path).toEqual([]);
    }
  });

  test("a link to a band far down lands it under the top bar, and scrolling back up does not jump", async ({ page }) => {
    await page.goto("/#solutions");
    await hydrated(page);
    const band = page.locator("#solutions");
    // Where the stylesheet puts it: the page's scroll padding plus the band's own scroll margin, below the top bar.
    const expected = await band.evaluate(
      (el) =>
        parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
        parseFloat(getComputedStyle(el).scrollMarginTop),
    );
    await expect.poll(() => band.evaluate((el, at) => Math.abs(el.getBoundingClientRect().top - at), expected)).toBeLessThan(2);
    // Each band above renders at its real height as it comes near; the browser keeps what is on screen in place.
    for (let step = 0; step < 10; step++) {
      const before = await band.evaluate((el) => el.getBoundingClientRect().top);
      if ((await page.evaluate(() => window.scrollY)) < 400) break;
      await page.evaluate(() => window.scrollBy(0, -400));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(Math.abs((await band.evaluate((el) => el.getBoundingClientRect().top)) - before - 400), `step ${step}`).toBeLessThan(
        1,
      );
    }
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
