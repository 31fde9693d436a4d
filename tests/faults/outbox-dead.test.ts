import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  logged,
  notifiedIds,
  type RunningServer,
  type Smtp,
  startServer,
  startSmtp,
  stopServer,
  submit,
  validBody,
  waitFor,
} from "./harness.ts";

/**
 * A mail server that refuses every lead notification: after OUTBOX_MAX_ATTEMPTS the notification is dead, the
 * error log says so, and /healthz reports it; `npm run outbox -- retry-dead` re-queues it, and once the mail server
 * accepts again it is sent, once. The command runs while the server is stopped: the embedded database is one
 * process's at a time, and the command refuses it while the server has it open.
 */
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-dead-"));
let smtp: Smtp | undefined;
let server: RunningServer | undefined;

afterAll(async () => {
  await stopServer(server);
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const healthz = async (base: string) => (await fetch(`${base}/healthz`)).json();

/** `npm run outbox -- …` on the test's embedded database: its exit code and everything it printed. */
function outboxCommand(...args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "outbox", "--", ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

describe("a lead notification the mail server refuses", () => {
  it("dies after OUTBOX_MAX_ATTEMPTS, shows on /healthz, and is sent once after retry-dead", { timeout: 180_000 }, async () => {
    const mail = await startSmtp(0, { refuse: true });
    smtp = mail;
    const env = { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${mail.port}`, OUTBOX_MAX_ATTEMPTS: "3", LOG_LEVEL: "info" };
    const first = await startServer(env);
    server = first;
    const visitor = validBody("dead");
    const response = await submit(first.base, visitor);
    expect(response.status).toBe(200);
    const id = response.json.id as string;

    // Attempts at once and after the 2 s and 4 s waits of the backoff, each picked up by the worker's 5 s pass.
    await waitFor("the notification to die", async () => (await healthz(first.base)).status === "degraded", 60_000);
    expect(await healthz(first.base)).toEqual({ status: "degraded", deadNotifications: 1 });
    expect(mail.refused).toBe(3);
    const lines = first.output().split("\n");
    const errors = lines.filter((line) => line.includes('"level":50'));
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0] as string)).toMatchObject({ requestId: id, attempts: 3, reason: expect.stringContaining("550") });
    for (const personal of [visitor.email, visitor.full_name, visitor.company, visitor.message]) {
      expect(first.output()).not.toContain(personal);
    }

    const refused = await outboxCommand("retry-dead");
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`open in process ${first.child.pid}`);

    await stopServer(first);
    const requeued = await outboxCommand("retry-dead");
    expect(requeued.code, requeued.output).toBe(0);
    expect(requeued.output).toContain("Re-queued 1 dead notification.");

    mail.refuse(false);
    const second = await startServer(env, first.port);
    server = second;
    // Once recorded as sent, it is never claimed again: what has arrived by then is all that will.
    await waitFor(
      "the notification to be recorded as sent",
      () => logged(second, "outbox item delivered").some((entry) => entry.requestId === id),
      30_000,
    );
    expect(notifiedIds(mail)).toEqual([id]);
    expect(mail.refused).toBe(3);
    expect(await healthz(second.base)).toEqual({ status: "ok", deadNotifications: 0 });
  });
});
