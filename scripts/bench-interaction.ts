import { chromium, devices } from "@playwright/test";
import { buildFirst, chromeFlags, chromePath, median, printTable, startProductionServer } from "./production-server.ts";

/**
 * `npm run bench:interaction`: how long the first tap on Book a demo and on the menu button takes to show the
 * dialog or the sheet, on a phone-sized page (Pixel 7) with the CPU slowed 4×, right after the page has loaded.
 * The time is the browser's own Event Timing of the tap (as INP counts it): from the touch to the next frame
 * painted after every handler of the pointerdown, pointerup and click has run. The bench checks that the frame
 * showed the dialog or the sheet. Prints a table; exits non-zero when a median misses the budget (`budgetMs`).
 * Options: BENCH_RUNS (default 7), CHROME_PATH (default /usr/bin/chromium), BENCH_SKIP_BUILD=1.
 */
const runs = Number(process.env.BENCH_RUNS ?? 7);
const budgetMs = 100;
const cpuSlowdown = 4;

/** A tap on Book a demo, which opens the dialog. */
const demoTap = (where: string, path: string, control: string) => ({
  name: `Book a demo (${where}) → dialog`,
  path,
  control: `${control} button[commandfor=demo-dialog]`,
  shows: "#demo-dialog",
});
const taps = [
  demoTap("hero", "/", "[data-slot=hero]"),
  demoTap("solution", "/solutions/family-banking", "main"),
  { name: "menu button → sheet", path: "/", control: "button[commandfor=mobile-menu]", shows: "#mobile-menu" },
  { name: "menu button → sheet (about)", path: "/about", control: "button[commandfor=mobile-menu]", shows: "#mobile-menu" },
];

buildFirst({ always: true });

const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });

async function measure(tap: (typeof taps)[number]) {
  const context = await browser.newContext({ ...devices["Pixel 7"] });
  // The cookie choice is made, so the banner is not what the tap lands on.
  await context.addInitScript(() => {
    localStorage.setItem("tessera_consent", JSON.stringify({ analytics: false, decidedAt: new Date().toISOString() }));
    const entries: { name: string; duration: number; interactionId: number }[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) entries.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    Object.assign(window, { __eventTimings: entries });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await page.goto(`${server.base}${tap.path}`, { waitUntil: "load" });
  const control = page.locator(tap.control).first();
  await control.scrollIntoViewIfNeeded();
  await control.tap();
  // Event Timing entries are reported after the frame they end with has been presented.
  await page
    .waitForFunction(() => (window as unknown as { __eventTimings: unknown[] }).__eventTimings.length > 0, null, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(200);
  const result = await page.evaluate((selector) => {
    const entries = (window as unknown as { __eventTimings: { duration: number }[] }).__eventTimings;
    const target = document.querySelector(selector) as HTMLDialogElement | null;
    return {
      // Below the 16 ms threshold the browser reports nothing: the tap took less than a frame.
      latency: entries.length ? Math.max(...entries.map((e) => e.duration)) : 16,
      shown: Boolean(target?.open && target.checkVisibility()),
    };
  }, tap.shows);
  await context.close();
  return result;
}

const rows: string[][] = [];
const misses: string[] = [];
try {
  for (const tap of taps) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(tap));
    const latencies = samples.map((s) => s.latency);
    const m = median(latencies);
    const allShown = samples.every((s) => s.shown);
    rows.push([
      tap.name,
      tap.path,
      `${Math.round(m)} ms`,
      `${Math.round(Math.max(...latencies))} ms`,
      latencies.map(Math.round).join(", "),
      allShown ? "yes" : "NO",
    ]);
    if (m > budgetMs) misses.push(`${tap.name}: median ${Math.round(m)} ms > ${budgetMs} ms`);
    if (!allShown) misses.push(`${tap.name}: the tap did not show ${tap.shows}`);
  }
} finally {
  await browser.close();
  await server.stop();
}

printTable(
  `First tap after load, Pixel 7 viewport, CPU slowed ${cpuSlowdown}×, ${runs} runs each (Event Timing: tap → next paint)`,
  ["tap", "page", "median", "max", "runs", "shown"],
  rows,
);
if (misses.length) {
  console.log(`\nBudgets missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nEvery first tap showed its dialog within ${budgetMs} ms.`);
