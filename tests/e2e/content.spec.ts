import type { Locator, Page } from "@playwright/test";
import { readSiteData } from "../../server/site-data.ts";
import { fill } from "../../src/content/fill.ts";
import { content, ctaLabel, dialogTitle, expect, test, ui } from "./fixtures.ts";

const pageEntries = () => readSiteData("build/client").pages;

test.describe("links", () => {
  test("a crawl from the home page finds no broken internal link", async ({ page, request }) => {
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
      const hrefs = await page.evaluate(
        (html) =>
          [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("a[href]")].map(
            (a) => a.getAttribute("href") ?? "",
          ),
        await response.text(),
      );
      for (const href of hrefs) {
        if (!href.startsWith("/") || href.startsWith("//")) continue;
        const target = href.split("#")[0]?.split("?")[0] ?? "/";
        if (!seen.has(target)) queue.push(target);
      }
    }
    expect(broken).toEqual([]);
    // Every page of the site is reachable by following links from the home page, but a campaign page, which only the
    // people given its address reach.
    expect(
      pageEntries()
        .filter((p) => !seen.has(p.path) && p.kind !== "campaign")
        .map((p) => p.path),
    ).toEqual([]);
  });
});

/** Whether a diagram item is lit: drawn in its full colour with white text. */
const lit = (item: Locator) => item.evaluate((el) => getComputedStyle(el).color === "rgb(255, 255, 255)");

async function pointAt(item: Locator) {
  await item.scrollIntoViewIfNeeded();
  await item.hover();
}

test.describe("card grids", () => {
  test("fit any number of cards: full rows, and a last row centred, at desktop and phone widths", async ({ page }) => {
    await page.goto("/company/leadership");
    for (let count = 1; count <= 7; count++) {
      const rows = await page.evaluate((count) => {
        const grid = document.querySelector("main [data-slot=card-grid]") as HTMLElement;
        const cards = [...grid.children];
        grid.replaceChildren(...Array.from({ length: count }, (_, i) => cards[i % cards.length]?.cloneNode(true) as Element));
        const box = grid.getBoundingClientRect();
        const byRow = new Map<number, DOMRect[]>();
        for (const card of grid.children) {
          const rect = card.getBoundingClientRect();
          byRow.set(Math.round(rect.top), [...(byRow.get(Math.round(rect.top)) ?? []), rect]);
        }
        grid.replaceChildren(...cards);
        // Each row's room left and right of its cards.
        return [...byRow.values()].map((row) => [
          Math.round(Math.min(...row.map((r) => r.left)) - box.left),
          Math.round(box.right - Math.max(...row.map((r) => r.right))),
        ]);
      }, count);
      for (const [left, right] of rows) expect(Math.abs((left ?? 0) - (right ?? 0)), `${count} cards`).toBeLessThanOrEqual(1);
    }
  });
});

test.describe("home page", () => {
  test("its sections come in the product's order (docs/product.md), on every width", { tag: "@every-width" }, async ({
    page,
  }) => {
    await page.goto("/");
    const sections = {
      hero: "[data-slot=hero]",
      overview: "#platform",
      challenge: "#use-cases",
      diagram: "#technology",
      "call to action": "[data-cta-band]",
      benefits: "#integration",
      "platform pages": "[data-slot=platform-links]",
      suites: "#solutions",
    };
    // Every match, in the order of the document (which is also the order on a phone, where nothing sits side by side).
    const order = await page.evaluate(
      (sections) =>
        [...document.querySelectorAll(Object.values(sections).join(","))].map(
          (element) => Object.entries(sections).find(([, selector]) => element.matches(selector))?.[0],
        ),
      sections,
    );
    expect(order).toEqual([
      "hero",
      "overview",
      "challenge",
      "diagram",
      "call to action",
      "benefits",
      "platform pages",
      "suites",
      // The closing call to action, the second band of its kind.
      "call to action",
    ]);
  });

  // The diagram draws the content's suites and blocks (src/content/platform-overview.yaml): the tests read which
  // suite uses which block from there.
  const { diagramSuites: suites, capabilityBlocks: blocks } = content;
  const uses = (suite: (typeof suites)[number], block: (typeof blocks)[number]) => suite.blocks.includes(block.id);
  /** A suite that leaves some block out, and a block that some suite leaves out, so that both states are seen. */
  const suite = suites.find((candidate) => blocks.some((block) => !uses(candidate, block))) ?? suites[0];
  const block = blocks.find((candidate) => suites.some((other) => !uses(other, candidate))) ?? blocks[0];

  test("the diagram lights up a suite's blocks, and a block's suites, by pointer", { tag: "@every-width" }, async ({ page }) => {
    if (!suite || !block) throw new Error("The diagram has no suite or no block.");
    await page.goto("/");
    const diagram = page.locator("[data-slot=architecture-diagram]");
    const item = (name: string) => diagram.getByRole("button", { name, exact: true });
    await pointAt(item(suite.name));
    for (const each of blocks) await expect.poll(() => lit(item(each.name)), each.name).toBe(uses(suite, each));
    await pointAt(item(block.name));
    for (const each of suites) await expect.poll(() => lit(item(each.name)), each.name).toBe(uses(each, block));
  });

  test("the diagram lights up both ways by keyboard, and says what each item is linked with", async ({ page }) => {
    const [first, second] = suites;
    if (!first || !second || !block) throw new Error("The diagram needs two suites and a block.");
    await page.goto("/");
    const diagram = page.locator("[data-slot=architecture-diagram]");
    const item = (name: string) => diagram.getByRole("button", { name, exact: true });
    await item(first.name).focus();
    const firstUses = first.blocks.map((id) => blocks.find((each) => each.id === id)?.name);
    await expect(item(first.name)).toHaveAccessibleDescription(fill(ui.architecture.uses, { blocks: firstUses.join(", ") }));
    for (const each of blocks) await expect.poll(() => lit(item(each.name)), each.name).toBe(uses(first, each));
    await page.keyboard.press("Tab");
    await expect(item(second.name)).toBeFocused();
    await expect.poll(() => lit(item(first.name))).toBe(false);
    await item(block.name).focus();
    for (const each of suites) await expect.poll(() => lit(item(each.name)), each.name).toBe(uses(each, block));
  });

  test("the suite grid has 1, 2 and 4 columns at phone, tablet and desktop widths", async ({ page }) => {
    for (const [width, columns] of [
      [390, 1],
      [800, 2],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      // The cards in the first row: those level with the first.
      const count = await page
        .getByTestId("suite-grid")
        .evaluate(
          (grid) =>
            [...grid.children].filter(
              (card) => card.getBoundingClientRect().top === grid.children[0]?.getBoundingClientRect().top,
            ).length,
        );
      expect(count, `${width}px`).toBe(columns);
    }
  });

  test("the hero's dots brighten around the pointer", async ({ page }) => {
    await page.goto("/");
    const glow = page.locator("[data-slot=hero-dots] > :last-child");
    await page.mouse.move(400, 300);
    await page.mouse.move(420, 320);
    await expect(glow).toHaveAttribute("data-pointer");
    expect(await glow.evaluate((el) => el.style.getPropertyValue("--pointer-x"))).toMatch(/px$/);
  });
});

/** The CSS animations running on the page, by keyframes name. */
const animationNames = (page: Page) =>
  page.evaluate(() => document.getAnimations().map((a) => (a as CSSAnimation).animationName));

test.describe("reduced motion", () => {
  test.use({ colorScheme: "light", reducedMotion: "reduce" });

  test("keeps the hero's dots and the sections still", async ({ page }) => {
    await page.goto("/");
    await page.mouse.move(400, 300);
    await page.mouse.move(500, 350);
    await expect(page.locator("[data-slot=hero-dots] > :last-child")).toBeHidden();
    expect(await animationNames(page)).not.toEqual(expect.arrayContaining(["rise-in"]));
  });

  test("opens the demo dialog and the mobile sheet without fading or sliding", { tag: "@every-width" }, async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    if (isMobile) {
      await page.getByRole("button", { name: ui.header.openMenu }).click();
      await expect(page.getByRole("dialog", { name: ui.header.menu })).toBeVisible();
      const names = await animationNames(page);
      expect(names).not.toEqual(expect.arrayContaining(["slide-in-right"]));
      expect(names).not.toEqual(expect.arrayContaining(["fade-in"]));
      await page.keyboard.press("Escape");
    }
    await page.locator("[data-slot=hero]").getByRole("button", { name: ctaLabel }).click();
    await expect(page.getByRole("dialog", { name: dialogTitle })).toBeVisible();
    expect(await animationNames(page)).not.toEqual(expect.arrayContaining(["fade-in"]));
  });
});

test.describe("motion", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the demo dialog fades in when the visitor has not asked for less motion", async ({ page }) => {
    await page.goto("/");
    await page.locator("[data-slot=hero]").getByRole("button", { name: ctaLabel }).click();
    const dialog = page.getByRole("dialog", { name: dialogTitle });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => getComputedStyle(element).animationName)).toBe("fade-in");
  });
});
