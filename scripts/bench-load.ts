import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { readSiteData } from "../server/site-data.ts";
import { inBuild } from "../src/lib/build-output.ts";
import { markdownTable, startProductionServer } from "./production-server.ts";

const pageEntries = () => readSiteData(inBuild("client")).pages;

/**
 * `npm run bench:load`: the production server (embedded database, rate limit raised) under autocannon, twice
 * over: static pages (a mix of routes and assets, as a browser asks for them) then demo submissions with
 * varied valid bodies, each for BENCH_SECONDS (default 30). Prints requests per second, p50/p99 latency,
 * errors and non-2xx answers, and the server's peak memory per round. Fails if the second round needs clearly
 * more memory than the first (over 20 % more), which would point at a leak. BENCH_CONNECTIONS default 20.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

if (spawnSync("node", ["scripts/build-if-needed.ts"], { stdio: "inherit" }).status !== 0) process.exit(1);

const server = await startProductionServer({ RATE_LIMIT_PER_MINUTE: "1000000000" });
const { base } = server;

/** Memory of the server process from /proc: resident now and its high-water mark, in MiB. */
function memory(): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rss: kib("VmRSS") / 1024, hwm: kib("VmHWM") / 1024 };
}

// Every page of the route table, and the hashed assets the build made (the demo form's code among them).
const assets = readdirSync(`${inBuild("client")}/_astro`)
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => `/_astro/${name}`);
const staticRequests = [...pageEntries().map((page) => page.path), ...assets].map((p) => ({
  method: "GET" as const,
  path: p,
  headers: { "accept-encoding": "br, gzip" },
}));

const roles = ["ceo", "cto", "cfo", "cdo", "cio", "head-of-risk", "product", "engineering", "business-dev", "other"];
const suites = [["family-banking"], ["dynamic-banking"], ["family-banking", "dynamic-banking"], []];
let sent = 0;
/** A different valid request each time. */
const submission = () => {
  const n = sent++;
  return JSON.stringify({
    full_name: `Load Test ${n}`,
    email: `load+${n}@bank${n % 17}.example`,
    company: `Bank ${n % 101}`,
    role: roles[n % roles.length],
    message: n % 3 ? `Request ${n}: we would like to see the platform.`.repeat(1 + (n % 5)) : "",
    suites_of_interest: suites[n % suites.length],
  });
};

type Row = {
  round: number;
  load: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  peak: number;
};

async function phase(round: number, load: string, options: autocannon.Options): Promise<Row> {
  let peak = memory().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memory().rss);
  }, 200);
  const result = await autocannon({ connections, duration: seconds, ...options });
  clearInterval(sampler);
  peak = Math.max(peak, memory().rss);
  return {
    round,
    load,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
    peak,
  };
}

const rows: Row[] = [];
const peaks: number[] = [];
for (const round of [1, 2]) {
  const before = memory().rss;
  rows.push(await phase(round, "static pages", { url: base, requests: staticRequests }));
  rows.push(
    await phase(round, "POST submit-demo", {
      url: base,
      requests: [
        {
          method: "POST",
          path: "/functions/v1/submit-demo",
          headers: { "content-type": "application/json" },
          setupRequest: (request) => ({ ...request, body: submission() }),
        },
      ],
    }),
  );
  peaks.push(Math.max(...rows.filter((r) => r.round === round).map((r) => r.peak)));
  console.log(`round ${round}: resident ${before.toFixed(0)} MiB before, peak ${peaks.at(-1)?.toFixed(0)} MiB`);
}
const hwm = memory().hwm;

await server.stop();

const header = ["round", "load", "req/s", "p50 ms", "p99 ms", "errors", "non-2xx", "requests", "peak RSS MiB"];
const table = rows.map((r) => [
  String(r.round),
  r.load,
  r.rps.toFixed(0),
  String(r.p50),
  String(r.p99),
  String(r.errors),
  String(r.non2xx),
  String(r.requests),
  r.peak.toFixed(0),
]);
console.log(
  `\n${seconds} s per load, ${connections} connections, ${pageEntries().length} pages and ${assets.length} assets in turn\n`,
);
console.log(markdownTable(header, table));

const [first = 0, second = 0] = peaks;
const growth = first ? ((second - first) / first) * 100 : 0;
console.log(
  `\npeak RSS: round 1 ${first.toFixed(0)} MiB, round 2 ${second.toFixed(0)} MiB (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %); ` +
    `high-water mark (VmHWM) ${hwm.toFixed(0)} MiB`,
);
const failed = rows.some((r) => r.errors > 0 || r.non2xx > 0);
if (failed) console.log("FAILED: some requests had errors or non-2xx answers");
if (growth > 20) console.log("FAILED: the second round needed over 20 % more memory than the first");
process.exit(failed || growth > 20 ? 1 : 0);
