import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { startProductionServer } from "./production-server.ts";

/**
 * `npm run screens`: whole-page pictures of one page of each kind, at a desktop (1440×900) and a phone (412×915)
 * viewport, from the production build, into docs/screens/. They show a reviewer what the site looks like without
 * running it. JPEG at quality 70, so a long page stays a few hundred kilobytes.
 * Options: CHROME_PATH (default /usr/bin/chromium), SCREENS_SKIP_BUILD=1.
 */
const pages = [
  { name: "home", path: "/" },
  { name: "about", path: "/about" },
  { name: "solution", path: "/solutions/family-banking" },
  { name: "industry", path: "/industries/retail-banks" },
  { name: "platform", path: "/platform/ai-simulation" },
  { name: "demo", path: "/demo" },
  { name: "case-studies", path: "/resources/case-studies" },
  { name: "security", path: "/security" },
  { name: "developers", path: "/developers" },
];
const viewports = [
  { name: "desktop", width: 1440, height: 900, isMobile: false, deviceScaleFactor: 1 },
  { name: "phone", width: 412, height: 915, isMobile: true, deviceScaleFactor: 1 },
];

if (process.env.SCREENS_SKIP_BUILD !== "1") {
  if (spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

mkdirSync("docs/screens", { recursive: true });
const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--hide-scrollbars"],
});
try {
  for (const viewport of viewports) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
      deviceScaleFactor: viewport.deviceScaleFactor,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    for (const { name, path } of pages) {
      // The typeface shows on the pages reached from another page of the site, once the first has fetched it
      // (src/lib/build/typeface.ts): open the page, wait for the file, then come to it again as from a link.
      await page.goto(`${server.base}${path}`, { waitUntil: "load" });
      await page.waitForFunction(() => performance.getEntriesByType("resource").some(({ name }) => name.endsWith(".woff2")));
      await page.goto(`${server.base}${path}`, { waitUntil: "load", referer: `${server.base}/` });
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
