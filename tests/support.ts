import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, vi } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "../server/db/client.ts";
import { createLogger } from "../server/log.ts";
import { readSiteData } from "../server/site-data.ts";
import type { SiteData } from "../src/lib/site-data.ts";
import { specMessages } from "./fixtures/demo-form-messages.ts";

export type TestDatabase = {
  db: Database;
  kind: DatabaseHandle["kind"];
  /** Empties every table. */
  reset: () => Promise<void>;
  /** Closes the connection and opens the same database again, as a server restart does. */
  reopen: () => Promise<void>;
  /** Closes and deletes the database. */
  close: () => Promise<void>;
};

/**
 * A real database for a test file: PostgreSQL when TEST_DATABASE_URL is set (CI runs the suite against both),
 * otherwise PGlite in a fresh temporary folder.
 */
export async function testDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-test-"));
  const open = () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir });
  let handle = await open();
  const test: TestDatabase = {
    db: handle.db,
    kind: handle.kind,
    reset: () => emptyTables(test.db),
    reopen: async () => {
      await handle.close();
      handle = await open();
      test.db = handle.db;
    },
    close: async () => {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // PostgreSQL is shared by every test file: each starts from empty tables.
  await test.reset();
  return test;
}

/** Empties every table (a PostgreSQL database is shared by the test files, which run one at a time). */
export async function emptyTables(db: Database) {
  await db.execute(
    sql`truncate demo_requests, outbox, rate_limits, users, verifications, auth_rate_limits, audit_log, inbox_settings, site_publishes, site_jobs restart identity cascade`,
  );
}

export const silentLog = createLogger("silent");

/**
 * Runs `check` with the clock held still, just after a minute begins. Rate limits count in one-minute windows
 * (db/rate-limits.ts): requests that straddled a minute's end would be counted in two windows, and a test of a limit
 * would then see it not reached. Only `Date` is held; timers run as usual.
 */
export async function inOneRateWindow<T>(check: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000);
  try {
    return await check();
  } finally {
    vi.useRealTimers();
  }
}

export const validRequest = {
  full_name: "Ada Lovelace",
  email: "ada@analytical.example",
  company: "Analytical Bank",
  role: "cto",
  message: "We want to launch family accounts next quarter.",
  suites_of_interest: ["family-banking", "dynamic-banking"],
};

export type Smtp = {
  received: ParsedMail[];
  port: number;
  /** Messages refused so far. */
  readonly refused: number;
  /** While on, every recipient is refused with 550, so every message is. */
  refuse: (on: boolean) => void;
  close: () => Promise<void>;
};

/** A real SMTP server on loopback that keeps every message it accepts, parsed; or refuses them, if asked. */
export async function startSmtp(port = 0, options: { refuse?: boolean } = {}): Promise<Smtp> {
  const received: ParsedMail[] = [];
  let refusing = options.refuse ?? false;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      refused++;
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // A client that dies in the middle of a conversation (a server killed under load, in the fault tests) resets the
  // connection: that is the client's doing, not a failure of this server.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") throw error;
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    received,
    port: address.port,
    get refused() {
      return refused;
    },
    refuse: (on) => {
      refusing = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Close open client connections too, so the port is free at once.
        for (const connection of (server as unknown as { connections: Set<{ close: () => void }> }).connections ?? []) {
          connection.close();
        }
        server.close(() => resolve());
      }),
  };
}

/**
 * A build's site.json for a test's stand-in site of a few files: the given solutions, no pages, and the built site's
 * interface text with the demo form's messages as the specification words them (npm test builds first).
 */
export function standInSiteData(solutions: SiteData["solutions"] = []): SiteData {
  const { ui } = readSiteData("build/client");
  return {
    pages: [],
    moved: {},
    solutions,
    scheduled: [],
    ui: { ...ui, demoForm: { ...ui.demoForm, errors: { ...ui.demoForm.errors, ...specMessages } } },
  };
}

/** The solutions of a stand-in site: the two `validRequest` asks about, and one more. */
export const standInSolutions: SiteData["solutions"] = [
  { slug: "family-banking", name: "Family Banking" },
  { slug: "dynamic-banking", name: "Dynamic Banking" },
  { slug: "smart-rewards", name: "Smart Rewards" },
];

/**
 * A folder that stands in for a build, for tests of the server's own behaviour: a home page, a not-found page and
 * site.json with the given solutions and moved addresses. Such a test holds whatever a marketer renames, moves or
 * removes in the live content. Call it at a test file's top level: the folder is deleted after the file's tests.
 */
export function standInSite({
  solutions = standInSolutions,
  moved = {},
  pages = [],
}: Partial<Pick<SiteData, "solutions" | "moved" | "pages">> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "tessera-site-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(path.join(dir, "404.html"), "<!doctype html><title>Not found</title>");
  writeFileSync(path.join(dir, "site.json"), JSON.stringify({ ...standInSiteData(solutions), moved, pages }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export type Receiver = {
  url: string;
  /** Every request received: its headers and its body as sent. */
  received: { headers: Record<string, string>; body: string }[];
  /** The status it answers with from now on (200 unless told). */
  answer: (status: number) => void;
  close: () => Promise<void>;
};

/** A real HTTP server on 127.0.0.1 that keeps every POST it receives (Slack's and a CRM's stand-in). */
export async function startReceiver(): Promise<Receiver> {
  const received: Receiver["received"] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(", ") : (value ?? "")]),
      );
      received.push({ headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "no");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answer: (next) => {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
