import { readSiteData } from "../../server/site-data.ts";
import { expect, test } from "./fixtures.ts";

const pageEntries = () => readSiteData("build/client").pages;

/**
 * Motion only ever adds: every section header and card (what rises in as it scrolls into view) ends up fully visible
 * once the visitor has scrolled to it, on a small phone, a phone held sideways and a desktop, and with reduced
 * motion, including the last ones on the page.
 */
// One page of each kind: pages of a kind share their sections.
const paths = [...new Map(pageEntries().map((entry) => [entry.kind, entry.path])).values()];

// Reduced motion turns the entrances off whatever the width, so one width shows it.
const small = { width: 320, height: 568 };
const runs = [
  { viewport: small, reducedMotion: "no-preference" },
  { viewport: { width: 667, height: 375 }, reducedMotion: "no-preference" },
  { viewport: { width: 1440, height: 900 }, reducedMotion: "no-preference" },
  { viewport: small, reducedMotion: "reduce" },
] as const;

for (const { viewport, reducedMotion } of runs) {
  test.describe(`at ${viewport.width}×${viewport.height}, ${reducedMotion} motion`, () => {
    test.use({ viewport, reducedMotion });
    test.describe.configure({ timeout: 120_000 });

    test("every section's content becomes visible", async ({ page }) => {
      for (const path of paths) {
        await page.goto(path);
        const hidden = await page.evaluate(async () => {
          // One frame is one update of the rendering, where the page's observer sees what is in view.
          const frame = () => new Promise(requestAnimationFrame);
          const items = [
            ...document.querySelectorAll<HTMLElement>("main :is([data-slot=section-header], [data-slot=card-grid] > *)"),
          ];
          // Scrolled through as a reader would, nearly a screen at a time, down to the end; then every entrance that
          // started is brought to its end (only those: the scroll-driven ones, the reading bar and the top bar's
          // backdrop, follow the scroll and have no end of their own).
          const end = () => document.documentElement.scrollHeight - innerHeight;
          for (let y = 0; y < end(); y += innerHeight * 0.9) {
            scrollTo(0, y);
            await frame();
          }
          scrollTo(0, end());
          for (let i = 0; i < 3; i++) await frame();
          const found: string[] = [];
          for (const animation of document.getAnimations()) {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            if (!target?.closest("[data-rise]")) continue;
            // An entrance that is not playing would never end by itself: that is a failure, not a thing to finish.
            if (animation.playState !== "running" && animation.playState !== "finished")
              found.push(`${target.tagName} "${target.textContent?.trim().slice(0, 40)}": ${animation.playState}`);
            animation.finish();
          }
          for (const item of items) {
            let opacity = 1;
            for (let el: Element | null = item; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
            const box = item.getBoundingClientRect();
            if (opacity < 0.99 || !box.width || !box.height)
              found.push(`${item.tagName} "${item.textContent?.trim().slice(0, 40)}"`);
          }
          // What rose in did rise: the entrances ran (none under reduced motion), so the check above saw their end.
          return { found, risen: document.querySelectorAll("main [data-rise]").length };
        });
        expect(hidden.found, path).toEqual([]);
        if (reducedMotion === "no-preference" && path === paths[0]) expect(hidden.risen, path).toBeGreaterThan(0);
      }
    });
  });
}
