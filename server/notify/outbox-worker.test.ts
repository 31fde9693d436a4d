import { type AddressInfo, createServer } from "node:net";
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type Receiver,
  type Smtp,
  silentLog,
  standInSite,
  standInSiteData,
  startReceiver,
  startSmtp,
  type TestDatabase,
  testDatabase,
  validRequest,
} from "../../tests/support.ts";
import { createApp } from "../app.ts";
import { storeDemoRequest } from "../db/demo-requests.ts";
import { claimDueNotification, requeueDeadNotifications } from "../db/outbox.ts";
import { demoRequests, outbox, users } from "../db/schema.ts";
import { defaultOutboxMaxAttempts } from "../env.ts";
import { setRoundRobin, setTimeZone } from "../inbox/assignment.ts";
import { updateLead } from "../inbox/leads.ts";
import { createLogger } from "../log.ts";
import { backoffMs, type OutboxWorker, type OutboxWorkerOptions, startOutboxWorker } from "./outbox-worker.ts";

const site = standInSite();

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
let smtp: Smtp | undefined;
let slack: Receiver | undefined;
const transportTo = (port: number) =>
  nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true, connectionTimeout: 2_000 });
const app = () => createApp({ env: { STATIC_DIR: site, RATE_LIMIT_PER_MINUTE: 1000 }, db: database.db, log: silentLog });
/** A request as the form's script sends it: with the start token the server gave the form as it opened, 10 s before. */
const submit = async (body: object) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() - 10_000);
  const opened = await app().request("/functions/v1/form-token", { method: "POST" });
  vi.useRealTimers();
  const { token } = (await opened.json()) as { token: string };
  return app().request("/functions/v1/submit-demo", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...body, form_start_token: token }),
  });
};
const healthz = async () => (await app().request("/healthz")).json();

/** A real SMTP server on loopback for this test (on `port`, if given), closed after it. */
const mailServer = async (port?: number) => {
  smtp = await startSmtp(port);
  return smtp;
};
/** Slack's stand-in for this test, closed after it. */
const slackServer = async () => {
  slack = await startReceiver();
  return slack;
};

/**
 * The worker under test, stopped after it: sales' addresses and an interval long enough that only `runOnce` sends.
 * `mailTo` e-mails through the SMTP server on that port.
 */
const startWorker = (options: Partial<OutboxWorkerOptions> & { mailTo?: number } = {}) => {
  const { mailTo, ...rest } = options;
  worker = startOutboxWorker({
    db: database.db,
    log: silentLog,
    from: "site@tessera.example",
    to: "sales@tessera.example",
    intervalMs: 60_000,
    ...(mailTo === undefined ? {} : { transport: transportTo(mailTo) }),
    ...rest,
  });
  return worker;
};

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
  await smtp?.close();
  await slack?.close();
  worker = undefined;
  smtp = undefined;
  slack = undefined;
});

describe("lead notifications", () => {
  it("e-mails sales once per accepted request, with the request's details", async () => {
    const { port, received } = await mailServer();
    await submit(validRequest);
    // The suites by the names the published site gives them.
    const site = async () =>
      standInSiteData([
        { slug: "family-banking", name: "Family Banking" },
        { slug: "dynamic-banking", name: "Dynamic Banking" },
      ]);
    await startWorker({ mailTo: port, site }).runOnce();
    await worker?.runOnce();
    expect(received).toHaveLength(1);
    const mail = received[0] as ParsedMail;
    expect(mail.subject).toBe("New demo request: Analytical Bank (Ada Lovelace)");
    expect(mail.replyTo?.text).toContain("ada@analytical.example");
    expect(mail.text).toContain("Solutions of interest: Family Banking, Dynamic Banking");
    expect(mail.text).toContain("Role: CTO");
    const [row] = await database.db.select().from(outbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("links the lead in the inbox and the visitor's address, and gives the time it came in the sales team's zone, UTC until one is set", async () => {
    const inbox = "https://inbox.tessera.example";
    const { port, received } = await mailServer();
    const request = { ...validRequest, role: "cto" as const };
    const first = await storeDemoRequest(database.db, request, { isSpam: false });
    const second = await storeDemoRequest(database.db, { ...request, email: "grace@analytical.example" }, { isSpam: false });
    await database.db.update(demoRequests).set({ createdAt: new Date("2026-11-29T04:24:24.550Z") });
    await startWorker({ mailTo: port, origin: inbox }).runOnce();
    const mail = received.find((message) => message.text?.includes(first.id));
    expect(mail?.text).toContain(`Open it: ${inbox}/inbox?lead=${first.id}`);
    expect(mail?.html).toContain(`href="${inbox}/inbox?lead=${first.id}"`);
    expect(mail?.html).toContain('<a href="mailto:ada@analytical.example">ada@analytical.example</a>');
    expect(received.map((message) => message.text?.match(/Received: .*/)?.[0])).toEqual([
      "Received: 29 Nov 2026, 04:24 UTC",
      "Received: 29 Nov 2026, 04:24 UTC",
    ]);
    await setTimeZone(database.db, "Europe/Berlin");
    await database.db.insert(outbox).values({ demoRequestId: second.id, kind: "lead-notification" });
    await worker?.runOnce();
    expect(received[2]?.text).toContain("Received: 29 Nov 2026, 05:24 CET (Europe/Berlin)");
  });

  it("sends nothing for spam", async () => {
    const { port, received } = await mailServer();
    await submit({ ...validRequest, website: "filled by a bot" });
    await startWorker({ mailTo: port }).runOnce();
    expect(received).toHaveLength(0);
  });

  it("keeps retrying while SMTP is down and delivers exactly one e-mail once it is back", async () => {
    const port = await freePort();
    await submit(validRequest);
    startWorker({ mailTo: port, retryDelayMs: () => 0 });
    await worker?.runOnce();
    await worker?.runOnce();
    const [failing] = await database.db.select().from(outbox);
    expect(failing?.sentAt).toBeNull();
    expect(failing?.attempts).toBeGreaterThanOrEqual(2);
    expect(failing?.lastError).toBeTruthy();

    const { received } = await mailServer(port);
    await worker?.runOnce();
    await worker?.runOnce();
    expect(received).toHaveLength(1);
    const [sent] = await database.db.select().from(outbox);
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it("escapes what visitors type and keeps it out of the headers", async () => {
    const { port, received } = await mailServer();
    await submit({
      ...validRequest,
      full_name: "Eve\r\nBcc: victim@example.com",
      company: "<script>alert(1)</script>\nX-Injected: yes",
      message: "<img src=x onerror=alert(1)>",
    });
    await startWorker({ mailTo: port }).runOnce();
    const mail = received[0] as ParsedMail;
    expect(mail.headers.has("x-injected")).toBe(false);
    expect(mail.bcc).toBeUndefined();
    expect(JSON.stringify(mail.to)).not.toContain("victim");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;script&gt;");
  });

  it("logs the notification instead when no SMTP server is configured", async () => {
    await submit(validRequest);
    expect(await startWorker().runOnce()).toBe(1);
    const [row] = await database.db.select().from(outbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("backs off from 2 seconds up to 5 minutes", () => {
    expect(backoffMs(1)).toBe(2_000);
    expect(backoffMs(2)).toBe(4_000);
    expect(backoffMs(20)).toBe(300_000);
  });

  it("gives up by default once the backoff has spanned 24 hours", () => {
    const waited = (attempts: number) => Array.from({ length: attempts - 1 }, (_, i) => backoffMs(i + 1)).reduce((a, b) => a + b);
    const day = 24 * 60 * 60 * 1000;
    expect(waited(defaultOutboxMaxAttempts)).toBeGreaterThanOrEqual(day);
    expect(waited(defaultOutboxMaxAttempts - 1)).toBeLessThan(day);
  });
});

describe("a notification out of attempts", () => {
  it("is dead after exactly maxAttempts failures, logged as an error without the visitor's details", async () => {
    const id = ((await (await submit(validRequest)).json()) as { id: string }).id;
    const lines: string[] = [];
    const log = createLogger("info", { write: (line: string) => void lines.push(line) });
    let sends = 0;
    const failing = {
      sendMail: async () => {
        sends++;
        throw new Error("Can't send mail - all recipients were rejected: 550 Mailbox unavailable");
      },
    };
    startWorker({ log, transport: failing, retryDelayMs: () => 0, maxAttempts: 3 });
    for (let pass = 0; pass < 6; pass++) await worker?.runOnce();

    expect(sends).toBe(3);
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ attempts: 3, sentAt: null, lastError: expect.stringContaining("550") });
    expect(row?.deadAt).toBeInstanceOf(Date);
    expect(await claimDueNotification(database.db, 0)).toBeUndefined();
    expect(await database.db.select({ id: demoRequests.id }).from(demoRequests)).toEqual([{ id }]);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.filter((entry) => entry.level === 40)).toHaveLength(2);
    const errors = entries.filter((entry) => entry.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ requestId: id, attempts: 3, reason: expect.stringContaining("550 Mailbox unavailable") });
    for (const personal of [validRequest.email, validRequest.full_name, validRequest.company, validRequest.message]) {
      expect(lines.join("\n")).not.toContain(personal);
    }
    expect(await healthz()).toEqual({ status: "degraded", deadNotifications: 1 });
  });

  it("is sent once after retry-dead re-queues it", async () => {
    await submit(validRequest);
    startWorker({
      transport: { sendMail: () => Promise.reject(new Error("550 Mailbox unavailable")) },
      retryDelayMs: () => 0,
      maxAttempts: 2,
    });
    await worker?.runOnce();
    await worker?.runOnce();
    await worker?.stop();
    expect(await healthz()).toEqual({ status: "degraded", deadNotifications: 1 });

    expect(await requeueDeadNotifications(database.db)).toBe(1);
    expect(await requeueDeadNotifications(database.db)).toBe(0);
    const [requeued] = await database.db.select().from(outbox);
    expect(requeued).toMatchObject({ attempts: 0, deadAt: null, sentAt: null });
    expect(await healthz()).toEqual({ status: "ok", deadNotifications: 0 });

    const { port, received } = await mailServer();
    await startWorker({ mailTo: port, maxAttempts: 2 }).runOnce();
    await worker?.runOnce();
    expect(received).toHaveLength(1);
    const [sent] = await database.db.select().from(outbox);
    expect(sent).toMatchObject({ attempts: 1, deadAt: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });
});

describe("alerts to a lead's owner (what to build 2)", () => {
  const inbox = "https://inbox.tessera.example";
  async function person(id: string, name: string) {
    await database.db.insert(users).values({ id, name, email: `${id}@tessera.example`, emailVerified: true, role: "sales" });
  }
  const store = () =>
    storeDemoRequest(
      database.db,
      { ...validRequest, role: "cto" },
      {
        isSpam: false,
        sourcePath: "/demo",
        referrer: "https://news.example/autumn",
        utm: { utm_source: "newsletter", utm_campaign: "autumn" },
      },
    );

  it("e-mail the owner the rules gave it, with the link, source, campaign and time in the team's zone, and Slack the link", async () => {
    const mail = await mailServer();
    const chat = await slackServer();
    await person("bo", "Bo Owner");
    await setRoundRobin(database.db, ["bo"]);
    await setTimeZone(database.db, "Europe/Berlin");
    const { id } = await store();
    await database.db.update(demoRequests).set({ createdAt: new Date("2026-11-29T04:24:24.550Z") });
    await startWorker({ mailTo: mail.port, origin: inbox, slackWebhookUrl: chat.url }).runOnce();
    const alert = mail.received.find((message) => message.subject?.startsWith("Your new lead"));
    expect(mail.received).toHaveLength(2);
    expect(alert?.to).toMatchObject({ value: [{ address: "bo@tessera.example", name: "Bo Owner" }] });
    expect(alert?.subject).toBe("Your new lead: Analytical Bank (Ada Lovelace)");
    expect(alert?.text).toContain(`Open it: ${inbox}/inbox?lead=${id}`);
    expect(alert?.text).toContain("Source: /demo (from https://news.example/autumn)");
    expect(alert?.text).toContain("Link tracking (UTM): source: newsletter, campaign: autumn");
    expect(alert?.text).toContain("Received: 29 Nov 2026, 05:24 CET (Europe/Berlin)");
    expect(alert?.html).toContain(`href="${inbox}/inbox?lead=${id}"`);
    expect(chat.received).toHaveLength(1);
    expect(chat.received[0]?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(chat.received[0]?.body ?? "{}")).toEqual({
      text: `New lead for Bo Owner: Analytical Bank (source: newsletter, campaign: autumn). ${inbox}/inbox?lead=${id}`,
    });
    // Each went once.
    await worker?.runOnce();
    expect(mail.received).toHaveLength(2);
    expect(chat.received).toHaveLength(1);
  });

  it("escape a visitor's words for Slack, so a company name neither pings the channel nor disguises a link", async () => {
    const chat = await slackServer();
    await person("bo", "Bo <Owner> & Co");
    await setRoundRobin(database.db, ["bo"]);
    const { id } = await storeDemoRequest(
      database.db,
      { ...validRequest, role: "cto", company: "<!channel> Acme & Co <https://evil.example|Open lead>" },
      { isSpam: false, utm: { utm_source: "<@U123>" } },
    );
    await startWorker({ origin: inbox, slackWebhookUrl: chat.url }).runOnce();
    expect(JSON.parse(chat.received[0]?.body ?? "{}")).toEqual({
      text: `New lead for Bo &lt;Owner&gt; &amp; Co: &lt;!channel&gt; Acme &amp; Co &lt;https://evil.example|Open lead&gt; (source: &lt;@U123&gt;). ${inbox}/inbox?lead=${id}`,
    });
  });

  it("mark a lead the form's checks doubted, in the e-mail to sales and to its owner, who get it all the same", async () => {
    const mail = await mailServer();
    await person("bo", "Bo Owner");
    await setRoundRobin(database.db, ["bo"]);
    const doubt = "The form was sent 0.8 s after it opened, sooner than most people fill it in.";
    await storeDemoRequest(database.db, { ...validRequest, role: "cto" }, { isSpam: false, doubt });
    await startWorker({ mailTo: mail.port, origin: inbox }).runOnce();
    expect(mail.received.map((message) => message.subject)).toEqual([
      "New demo request, to check: Analytical Bank (Ada Lovelace)",
      "Your new lead, to check: Analytical Bank (Ada Lovelace)",
    ]);
    for (const message of mail.received) {
      expect(message.text).toContain(`To check: ${doubt} It came to you all the same: if it is spam, mark it so in the inbox.`);
    }
  });

  it("retry Slack on its own while it fails, never e-mailing twice", async () => {
    const mail = await mailServer();
    const chat = await slackServer();
    await person("bo", "Bo Owner");
    await setRoundRobin(database.db, ["bo"]);
    await store();
    chat.answer(500);
    startWorker({ mailTo: mail.port, origin: inbox, slackWebhookUrl: chat.url, retryDelayMs: () => 0 });
    await worker?.runOnce();
    await worker?.runOnce();
    const [pending] = await database.db.select().from(outbox).where(eq(outbox.kind, "slack-alert"));
    expect(pending).toMatchObject({ sentAt: null, lastError: "Slack answered 500" });
    chat.answer(200);
    await worker?.runOnce();
    expect(chat.received.length).toBeGreaterThanOrEqual(3);
    expect(mail.received).toHaveLength(2);
    const [sent] = await database.db.select().from(outbox).where(eq(outbox.kind, "slack-alert"));
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it("go to someone another person gives a lead, not to someone who takes it", async () => {
    await person("ada", "Ada Admin");
    await person("bo", "Bo Owner");
    const { id } = await store();
    const alerts = async () => (await database.db.select().from(outbox).where(eq(outbox.kind, "owner-alert"))).length;
    expect(await alerts()).toBe(0);
    await updateLead(database.db, id, "bo", { ownerId: "bo", was: { ownerId: null } });
    expect(await alerts()).toBe(0);
    await updateLead(database.db, id, "bo", { ownerId: "ada", was: { ownerId: "bo" } });
    expect(await alerts()).toBe(1);
  });
});
