import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

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

/** A benchmark's results as a Markdown table, each column as wide as its widest cell. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

export type RunningServer = {
  base: string;
  process: ChildProcess;
  /** The embedded database's folder. */
  dataDir: string;
  /** Ends the server with SIGTERM and waits for it; removes its data unless asked to keep it. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

/**
 * The production server (`server/main.ts`, as `npm start` runs it) on a free loopback port with a fresh embedded
 * database, for the benchmarks and the tests; `cwd` runs it from another folder, `port` on a port chosen before.
 * Resolves once /healthz answers.
 */
export async function startProductionServer(
  env: NodeJS.ProcessEnv = {},
  { cwd, port: chosen }: { cwd?: string; port?: number } = {},
): Promise<RunningServer> {
  const port = chosen ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-bench-"));
  const child = spawn(process.execPath, [path.resolve("server/main.ts")], {
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
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
