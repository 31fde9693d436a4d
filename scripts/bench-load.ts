import { readdirSync } from "node:fs";
import autocannon from "autocannon";
import { readSiteData } from "../server/site-data.ts";
import { inBuild } from "../src/lib/build-output.ts";
import { buildFirst, demoSubmission, memoryOf, printTable, startProductionServer } from "./production-server.ts";

/**
 * `npm run bench:load`: the production server (embedded database, rate limit raised) under autocannon, twice
 * over: static pages (a mix of routes and assets, as a browser asks for them) then demo submissions with
 * varied valid bodies, each for BENCH_SECONDS (default 30). Prints requests per second, p50/p99 latency,
 * errors and non-2xx answers, and the server's peak memory per round. Fails if the second round needs clearly
 * more memory than the first (over 20 % more), which would point at a leak. BENCH_CONNECTIONS default 20;
 * BENCH_SKIP_BUILD=1 measures the build that is there.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

buildFirst();

const server = await startProductionServer({ RATE_LIMIT_PER_MINUTE: "1000000000" });
const { base } = server;

const memory = () => memoryOf(server.process.pid);

// Every page of the route table, and the hashed assets the build made (the demo form's code among them).
const paths = readSiteData(inBuild("client")).pages.map((page) => page.path);
const assets = readdirSync(`${inBuild("client")}/_astro`)
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => `/_astro/${name}`);
const staticRequests = [...paths, ...assets].map((p) => ({
  method: "GET" as const,
  path: p,
  headers: { "accept-encoding": "br, gzip" },
}));

let failed = false;
/** One load for BENCH_SECONDS: its row of the table, and the server's peak resident memory meanwhile. */
async function phase(round: number, load: string, options: autocannon.Options) {
  let peak = memory().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memory().rss);
  }, 200);
  const result = await autocannon({ connections, duration: seconds, ...options });
  clearInterval(sampler);
  peak = Math.max(peak, memory().rss);
  const errors = result.errors + result.timeouts;
  if (errors > 0 || result.non2xx > 0) failed = true;
  const { requests, latency } = result;
  const row = [round, load, requests.average.toFixed(0), latency.p50, latency.p99, errors, result.non2xx, requests.total];
  return { row: [...row.map(String), peak.toFixed(0)], peak };
}

const rows: string[][] = [];
const peaks: number[] = [];
for (const round of [1, 2]) {
  const before = memory().rss;
  const pages = await phase(round, "static pages", { url: base, requests: staticRequests });
  const demos = await phase(round, "POST submit-demo", { url: base, requests: [demoSubmission] });
  rows.push(pages.row, demos.row);
  peaks.push(Math.max(pages.peak, demos.peak));
  console.log(`round ${round}: resident ${before.toFixed(0)} MiB before, peak ${peaks.at(-1)?.toFixed(0)} MiB`);
}
const hwm = memory().hwm;

await server.stop();

printTable(
  `${seconds} s per load, ${connections} connections, ${paths.length} pages and ${assets.length} assets in turn`,
  ["round", "load", "req/s", "p50 ms", "p99 ms", "errors", "non-2xx", "requests", "peak RSS MiB"],
  rows,
);

const [first = 0, second = 0] = peaks;
const growth = first ? ((second - first) / first) * 100 : 0;
console.log(
  `\npeak RSS: round 1 ${first.toFixed(0)} MiB, round 2 ${second.toFixed(0)} MiB (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %); ` +
    `high-water mark (VmHWM) ${hwm.toFixed(0)} MiB`,
);
if (failed) console.log("FAILED: some requests had errors or non-2xx answers");
if (growth > 20) console.log("FAILED: the second round needed over 20 % more memory than the first");
process.exit(failed || growth > 20 ? 1 : 0);
