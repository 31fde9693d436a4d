import { writeFileSync } from "node:fs";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { firstPathOf } from "../../app/lib/route-table.server.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/**
 * Each page inlines only the CSS its own HTML uses (scripts/critical-css.ts) and enables the full stylesheet
 * once it has painted. The first paint must not differ from the finished page by a single pixel: no jump when the
 * full stylesheet arrives, and nothing unstyled for a visitor whose script never runs.
 */
const kinds = ["solution", "industry", "platform-page", "insight", "news-post", "legal"] as const;
const paths = ["/", "/about", "/demo", ...kinds.map(firstPathOf), "/404.html"];

/**
 * A full-page screenshot without script, with the page as the server sends it or with its full stylesheet. Lazy
 * images are made eager in both, so that every image has arrived before the capture.
 */
async function screenshot(browser: Browser, options: BrowserContextOptions, path: string, fullStylesheet: boolean) {
  // Reduced motion: nothing moves between the two captures.
  const context = await browser.newContext({ ...options, javaScriptEnabled: false, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.route(path, async (route) => {
    const response = await route.fetch();
    // Page sections render only near the viewport (content-visibility), and a full-page capture does not always
    // wait for those below it: both captures render every section, so what is compared is the styling.
    let body = (await response.text())
      .replaceAll('loading="lazy"', 'loading="eager"')
      .replace("</head>", "<style>[data-slot=section]{content-visibility:visible!important}</style></head>");
    if (fullStylesheet) body = body.replace(' disabled=""', "");
    await route.fulfill({ response, body });
  });
  await page.goto(path);
  const disabled = await page.locator('link[rel="stylesheet"][disabled]').count();
  await page.waitForLoadState("networkidle");
  const shot = await capture(page);
  await context.close();
  return { shot, disabled };
}

/**
 * Chromium sometimes answers a capture with "Unable to capture screenshot" when the machine is busy; the page is
 * fine and a second request succeeds. Any other error fails the test.
 */
async function capture(page: Page) {
  try {
    return await page.screenshot({ fullPage: true });
  } catch (error) {
    if (!String(error).includes("Unable to capture screenshot")) throw error;
    return await page.screenshot({ fullPage: true });
  }
}

test.describe("the first paint, with the page's critical CSS only", () => {
  for (const path of paths) {
    test(`looks exactly like ${path} with the full stylesheet`, async ({
      browser,
      viewport,
      userAgent,
      isMobile,
      hasTouch,
      deviceScaleFactor,
    }, testInfo) => {
      const options = { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor };
      let critical = await screenshot(browser, options, path, false);
      let full = await screenshot(browser, options, path, true);
      // A capture taken while the machine is busy can differ from the next in how the text of a long page is
      // rasterised, or catch an image still decoding; both captures are taken again, and a style difference
      // would persist.
      if (!critical.shot.equals(full.shot)) {
        critical = await screenshot(browser, options, path, false);
        full = await screenshot(browser, options, path, true);
      }
      expect([critical.disabled, full.disabled], "the full stylesheet is linked, and enabled only in the second").toEqual([1, 0]);
      if (!critical.shot.equals(full.shot)) {
        for (const [name, shot] of [
          ["critical-css-only", critical.shot],
          ["full-stylesheet", full.shot],
        ] as const) {
          writeFileSync(testInfo.outputPath(`${name}.png`), shot);
          await testInfo.attach(name, { path: testInfo.outputPath(`${name}.png`), contentType: "image/png" });
        }
      }
      expect(critical.shot.equals(full.shot), "the two screenshots are the same").toBe(true);
    });
  }
});

/**
 * Once the page has painted, its loader adds the rest of the stylesheet's rules to the page's own sheet, each in
 * its place (defer-hydration.ts), and leaves the stylesheet's link disabled: the page must then look exactly as
 * with the stylesheet itself, whatever state it is in. The stylesheet's rules, enabled after the page's sheet,
 * decide every tie in the stylesheet's own order: no computed style of any element may change when it is.
 */
test.describe("the page's sheet, completed before hydration", () => {
  test.use({ reducedMotion: "reduce" });
  // Every computed style of every element, twice: a page with a menu open has about 700 elements.
  test.describe.configure({ timeout: 60_000 });

  async function stylesChangedByTheStylesheet(page: Page) {
    return page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
      if (!link?.hasAttribute("disabled")) return ["the stylesheet's link is not disabled"];
      // Animations run to their end first (the dialog's fade): a style they set is not the stylesheet's doing. One
      // in a band away from the viewport does not advance, nor change, until the band is near.
      const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
      await Promise.race([
        Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
      const pseudos = [null, "::before", "::after", "::placeholder", "::marker"];
      // Sizes and origins are read from the layout, which a band away from the viewport skips until it is near;
      // an aspect ratio follows the element's width and height attributes, which script sets (the hero's canvas).
      const fromLayout = new Set([
        "width",
        "height",
        "inline-size",
        "block-size",
        "perspective-origin",
        "transform-origin",
        "aspect-ratio",
      ]);
      const elements = [...document.querySelectorAll("*")];
      const snapshot = () =>
        elements.map((element) =>
          pseudos.map((pseudo) => {
            const style = getComputedStyle(element, pseudo);
            return Array.from(style)
              .filter((property) => !fromLayout.has(property))
              .map((property) => `${property}: ${style.getPropertyValue(property)}`);
          }),
        );
      const before = snapshot();
      await new Promise((resolve) => {
        link.onload = link.onerror = resolve;
        link.removeAttribute("disabled");
      });
      const after = snapshot();
      const changed: string[] = [];
      elements.forEach((element, index) => {
        pseudos.forEach((pseudo, kind) => {
          before[index]?.[kind]?.forEach((value, at) => {
            const now = after[index]?.[kind]?.[at];
            if (value !== now) {
              const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${String(element.className).slice(0, 50)}`;
              changed.push(`${name}${pseudo ?? ""} ${value} -> ${now}`);
            }
          });
        });
      });
      return changed.slice(0, 10);
    });
  }

  for (const path of ["/", "/demo", "/privacy-policy", firstPathOf("solution")]) {
    test(`${path} as loaded`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(await stylesChangedByTheStylesheet(page)).toEqual([]);
    });
  }

  test("with the demo dialog open", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.locator("[data-slot=hero]").getByRole("link", { name: "Book a demo" }).click();
    await expect(page.getByRole("dialog", { name: "Book a demo" })).toBeVisible();
    expect(await stylesChangedByTheStylesheet(page)).toEqual([]);
  });

  test("with a desktop menu open", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const solutions = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Solutions" });
    await solutions.hover();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    expect(await stylesChangedByTheStylesheet(page)).toEqual([]);
  });

  test("with the mobile sheet and a section open", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Solutions" }).click();
    expect(await stylesChangedByTheStylesheet(page)).toEqual([]);
  });
});
