import * as chromeLauncher from "chrome-launcher";
import { Hono } from "hono";
import lighthouse from "lighthouse";
import {
  buildFirst,
  chromeFlags,
  chromePath,
  median,
  pageOfEachKind,
  printTable,
  type RunningServer,
  serveOnLoopback,
  startProductionServer,
} from "./production-server.ts";

/**
 * `npm run bench:lighthouse`: builds, serves the production server (which serves the folder STATIC_DIR names), and
 * runs mobile Lighthouse 13 (its default config, simulated throttling) in Debian's Chromium on every route type and on
 * a bare HTML page (no CSS, no script) that a small server of this script answers, as the baseline of the same run.
 * The runs go round by round (every page once, then again), so a slow spell of the machine hits all pages alike.
 * Prints the medians, with the document, JavaScript and CSS transferred during the Lighthouse load and the number of
 * requests (information only: the byte budgets are a browser test's) and the main-thread work of the load (all of it,
 * then by kind: script, compile, style and layout, paint, HTML and CSS, garbage collection and the browser's other
 * tasks, wherever it falls: TBT counts only what follows the first paint), lists the failed non-performance audits,
 * and exits non-zero when a budget is missed: performance at least 98, accessibility, best practices and SEO 100, LCP
 * at most 0.9 s, TBT at most the bare page's plus 50 ms, CLS 0 (below 0.0005) on every route type.
 * The bare page is a baseline for reading the figures, not a budget: whether a document fits Lighthouse's first
 * simulated round trip moves its LCP by about 150 ms, which says little about what a visitor sees.
 * BENCH_PEER_URL names a peer's home page (say, another Astro site built and served on this machine) measured in the
 * same rounds, for comparison on the same machine at the same moment.
 * Lantern's LCP is bimodal: a request of high priority that has finished before the observed LCP (the icon, which
 * Chromium fetches once the page has loaded, or the page's script) counts toward it, about one round trip more, and
 * whether it has depends on the race between the load event and the first frame. The bare page has it too (its
 * /favicon.ico). Hence five runs by default, every run's LCP in the table, and FCP beside it, which counts only
 * what blocks rendering and so is not bimodal.
 * Options: BENCH_PEER_URL, BENCH_RUNS (default 5), BENCH_ROUTES (the route types to measure, by name,
 * comma-separated, such as "home,solution", as the kinds of the site's table of pages are named; every one unless
 * set, and the bare page always), CHROME_PATH (default /usr/bin/chromium),
 * BENCH_SKIP_BUILD=1 (measure the build that is there), STATIC_DIR (the build folder the server serves, build/client
 * unless set; passed on to it).
 */
const runs = Number(process.env.BENCH_RUNS ?? 5);
const lcpBudgetMs = 900;
/** How much more blocking time than the bare page's a page may have. */
const tbtOverBareMs = 50;
const performanceBudget = 98;

type Route = { name: string; path: string; bare?: boolean; noindex?: boolean; peer?: string };
const bareRoute: Route = { name: "bare page", path: "/", bare: true };
// Lighthouse refuses to audit a document that answers 404, so the not-found page is measured at /404.html:
// the same file, answered 200. It asks not to be indexed, as it must, and so does an unlisted campaign: Lighthouse
// skips that audit on them, and their SEO score leaves it out.
const notFoundRoute: Route = { name: "not found", path: "/404.html", noindex: true };
const chosen = process.env.BENCH_ROUTES?.split(",").map((name) => name.trim());
const peer = process.env.BENCH_PEER_URL;

/** The baseline: what a page with nothing but text costs on this machine under Lighthouse's throttling. */
const barePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A bare HTML page</title>
<meta name="description" content="A page of plain text with no stylesheet and no script, the baseline of the Lighthouse benchmark.">
</head>
<body>
<main>
<h1>A bare HTML page</h1>
<p>This page has a heading and two paragraphs of plain text. It loads no stylesheet, no script, no font and no image,
so it shows how fast a page can be on this machine under Lighthouse's simulated mobile network and processor.</p>
<p>Every route type of the site is measured beside it in the same run, with the same settings and the same number
of runs, so that its figures can be read against what the machine gives a page with nothing to load.</p>
</main>
</body>
</html>
`;

/**
 * The app that serves the bare page at /. /favicon.ico, which Chromium asks for, answers 204 so that no 404 lands in
 * the console; every other path answers 404.
 */
const barePageApp = new Hono().get("/", (c) => c.html(barePage)).get("/favicon.ico", (c) => c.body(null, 204));

type Sample = Omit<Exclude<Awaited<ReturnType<typeof measure>>, { error: string }>, "error">;
type ResourceRow = { resourceType: string; requestCount: number; transferSize: number };
type WorkRow = { group: string; duration: number };
/** Lighthouse's groups of main-thread work, each a column of the table; "other" is the browser's own tasks. */
const workKinds = {
  scriptEvaluation: "script",
  scriptParseCompile: "compile",
  styleLayout: "style & layout",
  paintCompositeRender: "paint",
  parseHTML: "HTML & CSS",
  garbageCollection: "GC",
  other: "other",
} as const;
type WorkKind = keyof typeof workKinds;

const failedAudits: string[] = [];
/** One Lighthouse run; a run that could not measure the page (a Lighthouse error) says why instead. */
async function measure(url: string, route: Route, port: number) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    skipAudits: route.noindex ? ["is-crawlable"] : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const metricError = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"]
    .map((id) => audits[id]?.errorMessage)
    .find(Boolean);
  if (runtimeError || metricError)
    return { error: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : `${metricError}` };
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  for (const [id, category] of Object.entries(categories)) {
    for (const ref of id === "performance" ? [] : category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failedAudits.push(`${route.name}: ${id} › ${ref.id} (${audit.title})`);
    }
  }
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const summary = audits["resource-summary"]?.details;
  const resources = summary?.type === "table" ? (summary.items as unknown as ResourceRow[]) : [];
  const resource = (type: string) => resources.find((row) => row.resourceType === type);
  const breakdown = audits["mainthread-work-breakdown"]?.details;
  const work = breakdown?.type === "table" ? (breakdown.items as unknown as WorkRow[]) : [];
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    /** The load's main-thread work, from Lighthouse's breakdown: all of it, then by kind (`workKinds`). */
    mainThread: numeric("mainthread-work-breakdown"),
    ...(Object.fromEntries(
      Object.keys(workKinds).map((kind) => [kind, work.find((row) => row.group === kind)?.duration ?? 0]),
    ) as Record<WorkKind, number>),
    /** Bytes transferred for the document, scripts and stylesheets, and the number of requests, during the load. */
    doc: resource("document")?.transferSize ?? Number.NaN,
    js: resource("script")?.transferSize ?? Number.NaN,
    css: resource("stylesheet")?.transferSize ?? Number.NaN,
    requests: resource("total")?.requestCount ?? Number.NaN,
    /** Lighthouse's measure of how fast the machine ran at that moment (higher is faster). */
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** CLS as printed, with 3 decimals; below 0.0005 it is 0. */
const clsText = (cls: number) => cls.toFixed(3);
const percentOver = (value: number, base: number) => {
  const percent = Math.round((value / base - 1) * 100);
  return `${percent < 0 ? "-" : "+"}${Math.abs(percent)} %`;
};

buildFirst({ always: true });
const allRoutes: Route[] = [...pageOfEachKind(), notFoundRoute];
const unknown = chosen?.filter((name) => !allRoutes.some((route) => route.name === name));
if (unknown?.length) throw new Error(`BENCH_ROUTES: no route type named ${unknown.join(", ")}`);
const routes = [
  bareRoute,
  ...allRoutes.filter((route) => !chosen || chosen.includes(route.name)),
  ...(peer ? [{ name: "peer's home", path: new URL(peer).pathname, peer }] : []),
];

const samples = new Map<Route, Sample[]>(routes.map((route) => [route, []]));
const bare = await serveOnLoopback(barePageApp.fetch);
let server: RunningServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  server = await startProductionServer();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...chromeFlags, "--disable-quic", "--disable-sync"],
  });
  // A run Lighthouse could not complete is no measurement: it is reported and run again, up to twice per route.
  const failures = new Map<Route, number>();
  for (let round = 1; round <= runs; round++) {
    for (const route of routes) {
      const url = route.peer ?? `${route.bare ? bare.base : server.base}${route.path}`;
      for (;;) {
        const sample = await measure(url, route, chrome.port);
        if (!("error" in sample)) {
          samples.get(route)?.push(sample);
          break;
        }
        console.error(`${route.name}: a Lighthouse run failed (${sample.error})`);
        const failed = (failures.get(route) ?? 0) + 1;
        failures.set(route, failed);
        if (failed > 2) throw new Error(`Lighthouse failed three times on ${url}.`);
      }
    }
    console.error(`Round ${round} of ${runs} done.`);
  }
} finally {
  chrome?.kill();
  await server?.stop();
  await bare.stop();
}

const medians = new Map(
  [...samples].map(([route, list]) => {
    const keys = Object.keys(list[0] as Sample) as (keyof Sample)[];
    return [route, Object.fromEntries(keys.map((key) => [key, median(list.map((s) => s[key]))])) as Sample];
  }),
);
/** The bare page's medians, which the others are read against. */
const baseline = medians.get(bareRoute) as Sample;

/** Every run's figure of one metric, rounded, for the table. */
const runsOf = (route: Route, metric: "lcp" | "tbt") => (samples.get(route) ?? []).map((s) => Math.round(s[metric])).join(", ");
/** The table's columns: each one's heading, and its cell for a route type and its medians. */
type Column = [heading: string, cell: (route: Route, m: Sample) => string];
const columns: Column[] = [
  ["route type", (route) => route.name],
  ["path", (route) => route.path],
  ["perf", (_, m) => String(m.perf)],
  ["a11y", (_, m) => String(m.a11y)],
  ["best pr.", (_, m) => String(m.bp)],
  ["SEO", (route, m) => String(m.seo) + (route.noindex ? "*" : "")],
  ["FCP", (_, m) => ms(m.fcp)],
  ["FCP vs bare", (route, m) => (route.bare ? "baseline" : percentOver(m.fcp, baseline.fcp))],
  ["LCP", (_, m) => ms(m.lcp)],
  ["LCP vs bare", (route, m) => (route.bare ? "baseline" : percentOver(m.lcp, baseline.lcp))],
  ["LCP runs", (route) => runsOf(route, "lcp")],
  ["TBT", (_, m) => ms(m.tbt)],
  ["TBT runs", (route) => runsOf(route, "tbt")],
  ["main thread", (_, m) => ms(m.mainThread)],
  ...Object.entries(workKinds).map(([kind, heading]): Column => [heading, (_, m) => ms(m[kind as WorkKind])]),
  ["CLS", (_, m) => clsText(m.cls)],
  ["doc KB", (_, m) => kb(m.doc)],
  ["JS KB", (_, m) => kb(m.js)],
  ["CSS KB", (_, m) => kb(m.css)],
  ["requests", (_, m) => String(m.requests)],
];

const rows: string[][] = [];
const misses: string[] = [];
for (const [route, m] of medians) {
  rows.push(columns.map(([, cell]) => cell(route, m)));
  // The bare page is held to the same budgets: if even it misses them, the run measured the machine. A peer is not.
  if (route.peer) continue;
  const check = (ok: boolean, what: string) => ok || misses.push(`${route.name}: ${what}`);
  check(m.perf >= performanceBudget, `performance ${m.perf} < ${performanceBudget}`);
  check(m.a11y === 100, `accessibility ${m.a11y} < 100`);
  check(m.bp === 100, `best practices ${m.bp} < 100`);
  check(m.seo === 100, `SEO ${m.seo} < 100`);
  check(m.lcp <= lcpBudgetMs, `LCP ${ms(m.lcp)} > ${ms(lcpBudgetMs)}`);
  check(m.tbt <= baseline.tbt + tbtOverBareMs, `TBT ${ms(m.tbt)} > the bare page's ${ms(baseline.tbt)} + ${ms(tbtOverBareMs)}`);
  check(m.cls < 0.0005, `CLS ${clsText(m.cls)} > 0`);
}

printTable(
  `Mobile Lighthouse 13, simulated throttling, median of ${runs} runs per route type`,
  columns.map(([heading]) => heading),
  rows,
);
console.log("\nbare page: a heading and two paragraphs of text, no CSS, no script, served by this script.");
console.log(
  "not found: measured at /404.html (answered 200). * SEO without is-crawlable: the page asks not to be indexed, by design.",
);
console.log(
  "main thread: the load's main-thread work, all of it, then by Lighthouse's groups (other: the browser's own tasks, such as decoding images and running timers).",
);
console.log(
  "doc, JS, CSS KB: transferred during the Lighthouse load, headers included (JS and CSS: files only; inline scripts and styles are part of the document); requests: all of them, the document too.",
);
const benchmarkIndexes = [...samples.values()].flat().map((s) => s.benchmarkIndex);
console.log(
  `Lighthouse's benchmark index of this machine during the runs: ${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))}.`,
);
if (failedAudits.length) console.log(`\nAudits not passed:\n  ${[...new Set(failedAudits)].join("\n  ")}`);
if (misses.length) {
  console.log(`\nBudgets missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("\nEvery budget met.");
