import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  freePort,
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

/** SMTP down for a while: every request accepted meanwhile is e-mailed, once, when it is back on its port. */
const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-smtp-"));
let smtp: Smtp | undefined;
let server: RunningServer | undefined;

afterAll(async () => {
  await stopServer(server);
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("SMTP down", () => {
  it("delivers every notification once the SMTP server returns", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const running = await startServer({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      RATE_LIMIT_PER_MINUTE: "1000",
      LOG_LEVEL: "info",
    });
    server = running;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await submit(running.base, validBody(`smtp-${i}`));
      // The visitor's request is accepted whatever the state of the mail server.
      expect(response.status).toBe(200);
      ids.push(response.json.id as string);
    }
    const attempts = (msg: string) =>
      logged(running, msg).filter((entry) => entry.kind === "lead-notification" && ids.includes(entry.requestId as string));
    // Every notification is tried while the mail server is down, and some are tried again after their backoff.
    await waitFor(
      "a failed attempt for every request, and a second for some",
      () => {
        const failed = attempts("lead notification failed; will retry");
        return ids.every((id) => failed.some((entry) => entry.requestId === id)) && failed.some((entry) => entry.attempts === 2);
      },
      60_000,
    );

    smtp = await startSmtp(port);
    const mail = smtp;
    // Once recorded as sent, a notification is never claimed again: what has arrived by then is all that will.
    await waitFor(
      "every notification to be recorded as sent",
      () => attempts("outbox item delivered").length === ids.length,
      60_000,
    );
    expect(notifiedIds(mail).sort()).toEqual([...ids].sort());
  });
});
