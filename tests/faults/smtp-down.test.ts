import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  freePort,
  notifiedIds,
  type RunningServer,
  type Smtp,
  sleep,
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
    const running = await startServer({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT_PER_MINUTE: "1000" });
    server = running;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await submit(running.base, validBody(`smtp-${i}`));
      // The visitor's request is accepted whatever the state of the mail server.
      expect(response.status).toBe(200);
      ids.push(response.json.id as string);
      await sleep(250);
    }
    await sleep(3_000); // Several failed attempts, each scheduling a retry with backoff.

    smtp = await startSmtp(port);
    const mail = smtp;
    await waitFor("every notification to arrive", () => ids.every((id) => notifiedIds(mail).includes(id)), 60_000);
    await sleep(2_000); // Nothing arrives twice.
    expect(notifiedIds(mail).sort()).toEqual([...ids].sort());
  });
});
