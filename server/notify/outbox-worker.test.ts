import { type AddressInfo, createServer } from "node:net";
import type { ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { outbox } from "../db/schema.ts";
import { silentLog, startSmtp, type TestDatabase, testDatabase, validRequest } from "../test-support.ts";
import { backoffMs, type OutboxWorker, startOutboxWorker } from "./outbox-worker.ts";

/** A loopback port with nothing listening on it. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let database: TestDatabase;
let worker: OutboxWorker | undefined;
const transportTo = (port: number) =>
  nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true, connectionTimeout: 2_000 });
const submit = (body: object) =>
  createApp({ env: { STATIC_DIR: "build/client", RATE_LIMIT_PER_MINUTE: 1000 }, db: database.db, log: silentLog }).request(
    "/functions/v1/submit-demo",
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
  );

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.reset();
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

describe("lead notifications", () => {
  it("e-mails sales once per accepted request, with the request's details", async () => {
    const smtp = await startSmtp();
    try {
      await submit(validRequest);
      worker = startOutboxWorker({
        db: database.db,
        log: silentLog,
        transport: transportTo(smtp.port),
        from: "site@tessera.example",
        to: "sales@tessera.example",
        intervalMs: 60_000,
      });
      await worker.runOnce();
      await worker.runOnce();
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0] as ParsedMail;
      expect(mail.subject).toBe("New demo request: Analytical Bank (Ada Lovelace)");
      expect(mail.replyTo?.text).toContain("ada@analytical.example");
      expect(mail.text).toContain("Solutions of interest: Family Banking, Dynamic Banking");
      expect(mail.text).toContain("Role: CTO");
      const [row] = await database.db.select().from(outbox);
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it("sends nothing for spam", async () => {
    const smtp = await startSmtp();
    try {
      await submit({ ...validRequest, website: "filled by a bot" });
      worker = startOutboxWorker({
        db: database.db,
        log: silentLog,
        transport: transportTo(smtp.port),
        from: "a@b.example",
        to: "c@d.example",
        intervalMs: 60_000,
      });
      await worker.runOnce();
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it("keeps retrying while SMTP is down and delivers exactly one e-mail once it is back", async () => {
    const port = await freePort();
    await submit(validRequest);
    worker = startOutboxWorker({
      db: database.db,
      log: silentLog,
      transport: transportTo(port),
      from: "a@b.example",
      to: "c@d.example",
      intervalMs: 60_000,
      retryDelayMs: () => 0,
    });
    await worker.runOnce();
    await worker.runOnce();
    const [failing] = await database.db.select().from(outbox);
    expect(failing?.sentAt).toBeNull();
    expect(failing?.attempts).toBeGreaterThanOrEqual(2);
    expect(failing?.lastError).toBeTruthy();

    const smtp = await startSmtp(port);
    try {
      await worker.runOnce();
      await worker.runOnce();
      expect(smtp.received).toHaveLength(1);
      const [sent] = await database.db.select().from(outbox);
      expect(sent?.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it("escapes what visitors type and keeps it out of the headers", async () => {
    const smtp = await startSmtp();
    try {
      await submit({
        ...validRequest,
        full_name: "Eve\r\nBcc: victim@example.com",
        company: "<script>alert(1)</script>\nX-Injected: yes",
        message: "<img src=x onerror=alert(1)>",
      });
      worker = startOutboxWorker({
        db: database.db,
        log: silentLog,
        transport: transportTo(smtp.port),
        from: "a@b.example",
        to: "sales@b.example",
        intervalMs: 60_000,
      });
      await worker.runOnce();
      const mail = smtp.received[0] as ParsedMail;
      expect(mail.headers.has("x-injected")).toBe(false);
      expect(mail.bcc).toBeUndefined();
      expect(JSON.stringify(mail.to)).not.toContain("victim");
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<img");
      expect(mail.html).toContain("&lt;script&gt;");
    } finally {
      await smtp.close();
    }
  });

  it("logs the notification instead when no SMTP server is configured", async () => {
    await submit(validRequest);
    worker = startOutboxWorker({ db: database.db, log: silentLog, from: "a@b.example", to: "c@d.example", intervalMs: 60_000 });
    expect(await worker.runOnce()).toBe(1);
    const [row] = await database.db.select().from(outbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("backs off from 2 seconds up to 5 minutes", () => {
    expect(backoffMs(1)).toBe(2_000);
    expect(backoffMs(2)).toBe(4_000);
    expect(backoffMs(20)).toBe(300_000);
  });
});
