import type { Page } from "@playwright/test";
import { pageEntries } from "../../app/lib/route-table.server.ts";
import { expect, hoverWhenSettled, hydrated, test } from "./fixtures.ts";

test.describe("links", () => {
  test("a crawl from the home page finds no broken internal link", { tag: "@desktop" }, async ({ request }) => {
    test.setTimeout(120_000);
    const seen = new Set<string>();
    const queue = ["/"];
    const broken: string[] = [];
    while (queue.length) {
      const path = queue.shift() as string;
      if (seen.has(path)) continue;
      seen.add(path);
      const response = await request.get(path);
      if (response.status() !== 200) {
        broken.push(`${path} → ${response.status()}`);
        continue;
      }
      if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) continue;
      const html = await response.text();
      for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        if (!href?.startsWith("/") || href.startsWith("//")) continue;
        const target = href.split("#")[0]?.split("?")[0] ?? "/";
        if (!seen.has(target)) queue.push(target);
      }
    }
    expect(broken).toEqual([]);
    // Every page of the site is reachable by following links from the home page.
    expect(
      pageEntries()
        .filter((p) => !seen.has(p.path))
        .map((p) => p.path),
    ).toEqual([]);
  });
});

test.describe("home page", () => {
  test("the diagram lights up a suite's blocks, and a block's suites, by pointer", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const diagram = page.locator("[data-slot=architecture-diagram]");
    await hoverWhenSettled(diagram.getByRole("button", { name: "Dynamic Banking" }));
    for (const block of ["Accounts", "Treasury", "Compliance"]) {
      await expect(diagram.getByRole("button", { name: block, exact: true })).toHaveAttribute("data-highlighted", "true");
    }
    for (const block of ["Rewards", "Lending"]) {
      await expect(diagram.getByRole("button", { name: block, exact: true })).toHaveAttribute("data-highlighted", "false");
    }
    await hoverWhenSettled(diagram.getByRole("button", { name: "Lending", exact: true }));
    await expect(diagram.getByRole("button", { name: "Integrated Banking" })).toHaveAttribute("data-highlighted", "true");
    await expect(diagram.getByRole("button", { name: "Family Banking" })).toHaveAttribute("data-highlighted", "false");
  });

  test("the diagram lights up both ways by keyboard", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const diagram = page.locator("[data-slot=architecture-diagram]");
    await diagram.getByRole("button", { name: "Family Banking" }).focus();
    await expect(diagram.getByRole("button", { name: "Rewards", exact: true })).toHaveAttribute("data-highlighted", "true");
    await expect(diagram.getByRole("button", { name: "Treasury", exact: true })).toHaveAttribute("data-highlighted", "false");
    await page.keyboard.press("Tab");
    await expect(diagram.getByRole("button", { name: "Loyalty 3.0" })).toBeFocused();
    await expect(diagram.getByRole("button", { name: "Family Banking" })).toHaveAttribute("data-highlighted", "false");
    await diagram.getByRole("button", { name: "Treasury", exact: true }).focus();
    await expect(diagram.getByRole("button", { name: "Dynamic Banking" })).toHaveAttribute("data-highlighted", "true");
    await expect(diagram.getByRole("button", { name: "Integrated Banking" })).toHaveAttribute("data-highlighted", "true");
    await expect(diagram.getByRole("button", { name: "Loyalty 3.0" })).toHaveAttribute("data-highlighted", "false");
  });

  test("the suite grid has 1, 2 and 4 columns at phone, tablet and desktop widths", { tag: "@desktop" }, async ({ page }) => {
    for (const [width, columns] of [
      [390, 1],
      [800, 2],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const count = await page
        .getByTestId("suite-grid")
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").filter(Boolean).length);
      expect(count, `${width}px`).toBe(columns);
    }
  });

  test("the canvas draws after first paint and follows the pointer", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const canvas = page.locator("[data-slot=dotted-canvas]");
    await expect(canvas).toHaveAttribute("data-frames", /\d+/);
    const before = Number(await canvas.getAttribute("data-frames"));
    await page.mouse.move(400, 300);
    await page.mouse.move(420, 320);
    await expect.poll(async () => Number(await canvas.getAttribute("data-frames"))).toBeGreaterThan(before);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(canvas).toHaveAttribute("data-paused", "true");
  });
});

/** The CSS animations running on the page, by keyframes name. */
const animationNames = (page: Page) =>
  page.evaluate(() => document.getAnimations().map((a) => (a as CSSAnimation).animationName));

test.describe("reduced motion", () => {
  test.use({ colorScheme: "light", reducedMotion: "reduce" });

  test("stops the canvas and the entrance animations", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const canvas = page.locator("[data-slot=dotted-canvas]");
    await expect(canvas).toHaveAttribute("data-frames", /\d+/);
    const frames = await canvas.getAttribute("data-frames");
    await page.mouse.move(400, 300);
    await page.mouse.move(500, 350);
    await page.waitForTimeout(300);
    expect(await canvas.getAttribute("data-frames")).toBe(frames);
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
  });

  test("opens the demo dialog and the mobile sheet without fading or sliding", async ({ page, isMobile }) => {
    await page.goto("/");
    await hydrated(page);
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      const names = await animationNames(page);
      expect(names).not.toEqual(expect.arrayContaining(["slide-in-right"]));
      expect(names).not.toEqual(expect.arrayContaining(["fade-in"]));
      await page.keyboard.press("Escape");
    }
    await page.locator("[data-slot=hero]").getByRole("link", { name: "Book a demo" }).click();
    await expect(page.getByRole("dialog", { name: "Book a demo" })).toBeVisible();
    expect(await animationNames(page)).not.toEqual(expect.arrayContaining(["fade-in"]));
  });
});

test.describe("motion", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the demo dialog fades in when the visitor has not asked for less motion", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.locator("[data-slot=hero]").getByRole("link", { name: "Book a demo" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a demo" });
    await expect(dialog).toBeVisible();
    // Its style, not the running animations: under load the 0.2 s fade can be over before they are read.
    expect(await dialog.evaluate((element) => getComputedStyle(element).animationName)).toBe("fade-in");
  });
});

test.describe("entrance animations", () => {
  test("sections below the fold wait for the visitor, then appear", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const suites = page.locator("section#solutions");
    await expect(suites).toHaveAttribute("data-reveal", "pending");
    await suites.scrollIntoViewIfNeeded();
    await expect(suites).toHaveAttribute("data-reveal", "shown");
    await expect(suites.locator("[data-slot=card-grid] > li").first()).toHaveCSS("opacity", "1");
  });
});

test.describe("a failing section", () => {
  test.use({ allowConsoleErrors: [/section failed|boom/i] });

  test("shows the notice and leaves the rest of the page", async ({ page }) => {
    // Dates render only in the article lists; make them throw in the browser.
    await page.addInitScript(() => {
      Date.prototype.getUTCMonth = () => {
        throw new Error("boom");
      };
    });
    await page.goto("/resources");
    await hydrated(page);
    const latest = page.locator("section#product-latest");
    // The section keeps its prerendered HTML until the visitor points at it; then it renders in the browser.
    await hoverWhenSettled(latest);
    await expect(latest.getByRole("alert")).toHaveText("Some sections failed to load. Please refresh the page.");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /News\+Insights|News and insights/ }).first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});
