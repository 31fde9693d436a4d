import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { type AddressInfo, createServer, type Server, Socket } from "node:net";
import path from "node:path";
import { readSiteData } from "../../server/site-data.ts";

/**
 * What the fault tests run against: the production server as its own process (`node server/main.ts`, as
 * `npm start` runs it), a real SMTP server on loopback, and a TCP proxy that can cut the database away.
 */
const root = path.resolve(import.meta.dirname, "../..");

/** A loopback port with nothing listening on it. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns true, or fails after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

import type { Smtp } from "../support.ts";

export { type Smtp, startSmtp } from "../support.ts";

/** Request ids of the lead notifications received, one entry per e-mail. */
export const notifiedIds = (smtp: Smtp) => smtp.received.map((mail) => String(mail.headers.get("x-demo-request-id")));

/**
 * The lead notifications received, by request: their Message-IDs and how many e-mails. A kill between sending a
 * notification and recording it sends it again after its lease, with the same Message-ID, which mail shows once.
 */
export function notificationsPerRequest(smtp: Smtp | undefined) {
  const messages = new Map<string, Set<string>>();
  const copies = new Map<string, number>();
  for (const mail of smtp?.received ?? []) {
    const id = String(mail.headers.get("x-demo-request-id"));
    messages.set(id, (messages.get(id) ?? new Set()).add(String(mail.messageId)));
    copies.set(id, (copies.get(id) ?? 0) + 1);
  }
  return { messages, copies };
}

export type RunningServer = {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote, for a failing test's message. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  kill: (signal: NodeJS.Signals) => void;
};

/** Starts `node server/main.ts` on a free loopback port and waits until /healthz answers. Needs a build. */
export async function startServer(env: Record<string, string>, port?: number): Promise<RunningServer> {
  if (!existsSync(path.join(root, "build/client/index.html"))) throw new Error('No build: run "npm run build" first.');
  const listenPort = port ?? (await freePort());
  let output = "";
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(listenPort),
      LOG_LEVEL: "warn",
      AUTH_SECRET: "a test secret that is long enough to sign sessions",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? -1)));
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const base = `http://127.0.0.1:${listenPort}`;
  try {
    await waitFor(
      "the server to start",
      async () => {
        if (ended) throw new Error(`The server exited during start-up:\n${output}`);
        return fetch(`${base}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
      },
      60_000,
    );
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return { base, port: listenPort, child, output: () => output, exited, kill: (signal) => child.kill(signal) };
}

/** The server's log entries with the message `msg` (it logs one JSON object a line), parsed. */
export const logged = (server: RunningServer, msg: string) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.includes(`"msg":${JSON.stringify(msg)}`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Stops a server started by `startServer` (SIGTERM, then SIGKILL if it hangs) and waits for it to exit. */
export async function stopServer(server: RunningServer | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 15_000);
  await server.exited;
  clearTimeout(timer);
}

/** A solution of the build the server serves, whatever the live content calls its solutions now. */
let solution: string | undefined;
const aSolution = () => (solution ??= readSiteData(path.join(root, "build/client")).solutions[0]?.slug);

export const validBody = (n: number | string) => ({
  full_name: `Fault Test ${n}`,
  email: `fault+${n}@bank.example`,
  company: "Resilient Bank",
  role: "cto",
  message: `Request number ${n}.`,
  suites_of_interest: [aSolution()].filter((slug) => slug !== undefined),
});

export type Answer = { status: number; json: { id?: string; error?: string }; headers: Headers; error?: unknown };

/** POSTs one demo request as JSON; resolves with the status (0 for a network error) and the parsed body. */
export async function submit(base: string, body: object, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    const response = await fetch(`${base}/functions/v1/submit-demo`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let json: { id?: string; error?: string } = {};
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: left empty, the test checks the status.
    }
    return { status: response.status, json, headers: response.headers };
  } catch (error) {
    return { status: 0, json: {}, headers: new Headers(), error };
  }
}

/**
 * A loopback TCP proxy in front of a database. `cut()` destroys every open connection and refuses new ones
 * (the listener closes); `restore()` listens on the same port again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = new Socket();
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        upstream.connect(target.port, target.host, () => {
          client.pipe(upstream);
          upstream.pipe(client);
        });
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  await listen();
  return {
    port,
    async cut() {
      const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await closing;
      server = undefined;
    },
    async restore() {
      if (!server) await listen();
    },
    async close() {
      await this.cut();
    },
  };
}

/** Sets a staff member's password through the one-time link an invitation (or `npm run admin`) made. */
export async function setPassword(base: string, link: string, password: string) {
  const first = await fetch(link, { redirect: "manual" });
  const token = new URL(first.headers.get("location") ?? "", base).searchParams.get("token");
  const response = await fetch(`${base}/api/auth/reset-password`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ newPassword: password, token }),
  });
  if (response.status !== 200) throw new Error(`Setting the password answered ${response.status}: ${await response.text()}`);
}

/** Signs a staff member in through the API; resolves with the session's Cookie header. */
export async function signIn(base: string, email: string, password: string) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`Signing in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
