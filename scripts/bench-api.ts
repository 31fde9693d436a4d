import { rmSync } from "node:fs";
import autocannon from "autocannon";
import { count } from "drizzle-orm";
import { openDatabase } from "../server/db/client.ts";
import { demoRequests } from "../server/db/schema.ts";
import { buildFirst, cpuMsOf, printTable, startProductionServer } from "./production-server.ts";

/**
 * `npm run bench:api`: the production server on the embedded database, loaded with demo requests by
 * autocannon (rate limit raised for the run). Prints throughput, latency and errors, then checks that every
 * 200 answer left exactly one stored row. It sends a fixed number of requests and waits for every answer, so
 * the count is exact. The server's CPU time a request tells slow code from a busy machine, which moves the rate.
 * Options: BENCH_REQUESTS (default 3000), BENCH_CONNECTIONS (default 20), BENCH_SKIP_BUILD=1.
 */
const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

buildFirst();

const server = await startProductionServer({ RATE_LIMIT_PER_MINUTE: "1000000000" });
const { base, dataDir } = server;
const cpuBefore = cpuMsOf(server.process.pid);

const body = JSON.stringify({
  full_name: "Bench Mark [<id>]",
  email: "bench+[<id>]@bank.example",
  company: "Load Test Bank",
  role: "cto",
  message: "Measuring the demo endpoint.",
  suites_of_interest: ["family-banking", "dynamic-banking"],
});
const result = await autocannon({
  url: `${base}/functions/v1/submit-demo`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body,
  idReplacement: true,
  connections,
  amount: requests,
});
const seconds = result.duration;
const cpu = cpuMsOf(server.process.pid) - cpuBefore;

await server.stop({ keepData: true });
const database = await openDatabase({ dataDir });
const [row] = await database.db.select({ n: count() }).from(demoRequests);
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const ok = result["2xx"];
const stored = row?.n ?? 0;
const table = [
  ["requests", `${requests} over ${connections} connections in ${seconds.toFixed(1)} s`],
  ["accepted (200)", String(ok)],
  ["accepted per second", (ok / seconds).toFixed(0)],
  ["server CPU a request", `${(cpu / ok).toFixed(2)} ms`],
  ["latency p50", `${result.latency.p50} ms`],
  ["latency p99", `${result.latency.p99} ms`],
  ["non-2xx answers", String(result.non2xx)],
  ["errors / timeouts", `${result.errors} / ${result.timeouts}`],
  ["rows stored", String(stored)],
];
printTable("submit-demo on the embedded database (PGlite)", ["measure", "value"], table);
const consistent = stored === ok && result.non2xx === 0 && result.errors === 0;
console.log(`\n  ${consistent ? "OK: every 200 answer is one stored row" : "MISMATCH: stored rows differ from 200 answers"}\n`);
process.exit(consistent ? 0 : 1);
