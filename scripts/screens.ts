import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromeFlags, chromePath, pageOfEachKind, startProductionServer } from "./production-server.ts";

/**
 * `npm run screens`: whole-page pictures of one page of each kind and of the not-found page, at a desktop (1440×900)
 * and a phone (390×844) viewport, from the production build, into docs/screens/ (emptied first). They show a
 * reviewer what the site looks like without running it. JPEG at quality 70, so a long page stays a few hundred
 * kilobytes. Options: CHROME_PATH (default /usr/bin/chromium), SCREENS_SKIP_BUILD=1.
 */

const viewports = [
  { name: "desktop", width: 1440, height: 900, isMobile: false },
  { name: "phone", width: 390, height: 844, isMobile: true },
];

if (process.env.SCREENS_SKIP_BUILD !== "1") {
  if (spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

const pages = [...pageOfEachKind(), { name: "not-found", path: "/no/such/page" }];
rmSync("docs/screens", { recursive: true, force: true });
mkdirSync("docs/screens", { recursive: true });
const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: chromePath, args: [...chromeFlags, "--hide-scrollbars"] });
try {
  for (const viewport of viewports) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    for (const { name, path } of pages) {
      await page.goto(`${server.base}${path}`, { waitUntil: "load" });
      // Scroll the whole page as a reader would, so lazy images load, then wait for them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
        await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
        await document.fonts.ready;
      });
      const file = `docs/screens/${name}-${viewport.name}.jpg`;
      await page.screenshot({ path: file, fullPage: true, type: "jpeg", quality: 70 });
      console.log(`${file}  ${viewport.width}×${viewport.height}  ${path}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
