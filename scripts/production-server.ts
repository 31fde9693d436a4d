import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import type autocannon from "autocannon";
import { readSiteData } from "../server/site-data.ts";
import { inBuild } from "../src/lib/build-output.ts";
import { firstOfEachKind } from "../src/lib/site-data.ts";

/**
 * What the benchmarks (scripts/bench-*.ts) share: the production server they load (which the tests start too), the
 * build it serves, the figures they take, their tables.
 */

/**
 * One page of each kind, named by its kind: the first of the built site's table of pages, one per template; `noindex`
 * when it asks search engines not to index it (an unlisted campaign).
 */
export const pageOfEachKind = () =>
  firstOfEachKind(readSiteData(inBuild("client"))).map((page) => ({ name: page.kind, path: page.path, noindex: page.noindex }));

/** A free port on loopback, for a server a script starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** The browser the benchmarks drive: Debian's Chromium, or the one CHROME_PATH names. */
export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** Its flags: no sandbox (a container), no GPU, and none of its own traffic (updates, first-run pages) in the figures. */
export const chromeFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
];

/** An app a script serves itself, on a free loopback port, until `stop`. */
export async function serveOnLoopback(fetch: (request: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, hostname: "127.0.0.1", port: 0 }) as Server;
  await once(server, "listening");
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Builds the site first, unless BENCH_SKIP_BUILD=1: whole with `always` (the browser benchmarks measure a build of
 * now), else only when it is missing or stale (scripts/build-if-needed.ts). Ends the process if the build fails.
 */
export function buildFirst({ always = false } = {}) {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  const [command, args] = always ? ["npm", ["run", "build", "--silent"]] : ["node", ["scripts/build-if-needed.ts"]];
  if (spawnSync(command, args, { stdio: "inherit" }).status !== 0) process.exit(1);
}

/** The value below which `p` percent of `values` lie (the median at 50). */
export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export const median = (values: number[]) => percentile(values, 50);

/** A process's memory from /proc: resident now and its high-water mark, in MiB. */
export function memoryOf(pid: number | undefined): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rss: kib("VmRSS") / 1024, hwm: kib("VmHWM") / 1024 };
}

/** A process's CPU time so far from /proc, user and system, all its threads, in ms (/proc counts hundredths). */
export function cpuMsOf(pid: number | undefined) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const roles = ["ceo", "cto", "cfo", "cdo", "cio", "head-of-risk", "product", "engineering", "business-dev", "other"];
const suites = [["family-banking"], ["dynamic-banking"], ["family-banking", "dynamic-banking"], []];
let sent = 0;
/** Autocannon's request to the demo endpoint (bench:load): a different valid submission each time. */
export const demoSubmission: autocannon.Request = {
  method: "POST",
  path: "/functions/v1/submit-demo",
  headers: { "content-type": "application/json" },
  setupRequest: (request) => {
    const n = sent++;
    const body = JSON.stringify({
      full_name: `Load Test ${n}`,
      email: `load+${n}@bank${n % 17}.example`,
      company: `Bank ${n % 101}`,
      role: roles[n % roles.length],
      message: n % 3 ? `Request ${n}: we would like to see the platform.`.repeat(1 + (n % 5)) : "",
      suites_of_interest: suites[n % suites.length],
    });
    return { ...request, body };
  },
};

/** Prints a benchmark's title, then its results as a Markdown table, each column as wide as its widest cell. */
export function printTable(title: string, header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const table = [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)];
  console.log(`\n${title}\n\n${table.join("\n")}`);
}

export type RunningServer = Awaited<ReturnType<typeof startProductionServer>>;

/**
 * The production server (`server/main.ts`, as `npm start` runs it) on a free loopback port with a fresh embedded
 * database, for the benchmarks and the tests; `cwd` runs it from another folder, `port` on a port chosen before.
 * Resolves once /healthz answers. Node runs with the flags `npm start` gives it (package.json).
 */
export async function startProductionServer(
  env: NodeJS.ProcessEnv = {},
  { cwd, port: chosen }: { cwd?: string; port?: number } = {},
) {
  const port = chosen ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-bench-"));
  const child = spawn(process.execPath, ["--max-semi-space-size=16", path.resolve("server/main.ts")], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 300 || child.exitCode !== null) {
      child.kill("SIGKILL");
      throw new Error("The production server did not start.");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    process: child,
    dataDir,
    /** Ends the server with SIGTERM and waits for it; removes its data unless asked to keep it. */
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
