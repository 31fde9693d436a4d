import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storeDemoRequest } from "../db/demo-requests.ts";
import { outbox, users } from "../db/schema.ts";
import { parseEnv } from "../env.ts";
import { setRoundRobin } from "../inbox/assignment.ts";
import { getLead, markNotSpam, markSpam, replayWebhook, updateLead } from "../inbox/leads.ts";
import {
  type Receiver,
  silentLog,
  startReceiver,
  startSmtp,
  type TestDatabase,
  testDatabase,
  validRequest,
} from "../test-support.ts";
import { type OutboxWorker, type OutboxWorkerOptions, startOutboxWorker } from "./outbox-worker.ts";
import { type LeadWebhookPayload, webhookSender } from "./webhooks.ts";

const secret = `whsec_${Buffer.from("a CRM's shared secret, 32 bytes!").toString("base64")}`;
const hooks = { origin: "https://inbox.tessera.example" };
let database: TestDatabase;
let crm: Receiver;
let worker: OutboxWorker | undefined;

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.reset();
  crm = await startReceiver();
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await crm.close();
});

const start = (options: Partial<OutboxWorkerOptions> = {}) => {
  worker = startOutboxWorker({
    db: database.db,
    log: silentLog,
    from: "site@tessera.example",
    to: "sales@tessera.example",
    origin: hooks.origin,
    webhooks: webhookSender({ url: crm.url, secret }),
    intervalMs: 60_000,
    retryDelayMs: () => 0,
    ...options,
  });
  return worker;
};

/** Every delivery the CRM received, each verified with standardwebhooks as a CRM would: a forged one throws. */
const verified = () =>
  crm.received.map(({ headers, body }) => {
    const event = new Webhook(secret).verify(body, headers) as LeadWebhookPayload;
    return { id: headers["webhook-id"], event };
  });

const request = (extra: { isSpam?: boolean; email?: string } = {}) =>
  storeDemoRequest(
    database.db,
    { ...validRequest, role: "cto", email: extra.email ?? validRequest.email },
    { isSpam: extra.isSpam ?? false, sourcePath: "/demo", utm: { utm_source: "newsletter" }, webhooks: hooks },
  );

describe("webhooks to a CRM (what to build 6)", () => {
  it("post every accepted lead and every change of status or owner, signed per Standard Webhooks", async () => {
    await database.db.insert(users).values([
      { id: "bo", name: "Bo Owner", email: "bo@tessera.example", emailVerified: true },
      { id: "cy", name: "Cy Closer", email: "cy@tessera.example", emailVerified: true },
    ]);
    await setRoundRobin(database.db, ["bo"]);
    const { id } = await request();
    await request({ isSpam: true, email: "bot@spam.example" });
    await updateLead(database.db, id, "bo", { status: "contacted", was: { status: "new" } }, hooks);
    await updateLead(database.db, id, "bo", { ownerId: "cy", was: { ownerId: "bo" } }, hooks);
    await start().runOnce();

    const deliveries = verified();
    expect(deliveries.map((delivery) => delivery.event.type)).toEqual([
      "lead.created",
      "lead.status_changed",
      "lead.owner_changed",
    ]);
    const [created, status, owner] = deliveries.map((delivery) => delivery.event);
    expect(created?.data).toMatchObject({
      id,
      link: `${hooks.origin}/inbox?lead=${id}`,
      name: "Ada Lovelace",
      email: "ada@analytical.example",
      company: "Analytical Bank",
      status: "new",
      owner: { id: "bo", name: "Bo Owner", email: "bo@tessera.example" },
      source: { page: "/demo", campaign: { utm_source: "newsletter" } },
    });
    expect(status?.data).toMatchObject({ status: "contacted", previous: { status: "new" } });
    expect(owner?.data).toMatchObject({ owner: { id: "cy" }, previous: { ownerId: "bo" } });
    expect(new Set(deliveries.map((delivery) => delivery.id)).size).toBe(3);
    // A delivery signed with another secret is refused by the CRM's check.
    const [first] = crm.received;
    const other = `whsec_${Buffer.from("somebody else's secret of 32 b!!").toString("base64")}`;
    expect(() => new Webhook(other).verify(first?.body ?? "", first?.headers ?? {})).toThrow();

    // The lead's page lists them as sent.
    const lead = await getLead(database.db, id);
    expect(lead?.webhooks.map((hook) => [hook.type, hook.state])).toEqual([
      ["lead.created", "sent"],
      ["lead.status_changed", "sent"],
      ["lead.owner_changed", "sent"],
    ]);
  });

  it("treat a lead marked as not spam as one arriving: the rules give it an owner, who is e-mailed, Slack is told", async () => {
    const mail = await startSmtp();
    const slack = await startReceiver();
    try {
      await database.db.insert(users).values({ id: "bo", name: "Bo Owner", email: "bo@tessera.example", emailVerified: true });
      await setRoundRobin(database.db, ["bo"]);
      const { id } = await request({ isSpam: true });
      const transport = nodemailer.createTransport({ host: "127.0.0.1", port: mail.port, secure: false, ignoreTLS: true });
      await start({ transport, slackWebhookUrl: slack.url }).runOnce();
      expect(crm.received).toHaveLength(0);
      expect(mail.received).toHaveLength(0);
      await markNotSpam(database.db, id, "bo", hooks);
      await worker?.runOnce();
      expect((await getLead(database.db, id))?.owner?.id).toBe("bo");
      expect(mail.received.map((message) => message.to)).toMatchObject([
        { value: [{ address: "sales@tessera.example" }] },
        { value: [{ address: "bo@tessera.example" }] },
      ]);
      expect(slack.received).toHaveLength(1);
      expect(verified().map((delivery) => [delivery.event.type, delivery.event.data.id, delivery.event.data.owner?.id])).toEqual([
        ["lead.created", id, "bo"],
      ]);
    } finally {
      await mail.close();
      await slack.close();
    }
  });

  it("continue a lead's history in the CRM when it was flagged after it went out: never a second lead.created", async () => {
    await database.db.insert(users).values({ id: "bo", name: "Bo Owner", email: "bo@tessera.example", emailVerified: true });
    const { id } = await request();
    await start().runOnce();
    await markSpam(database.db, id, "bo", "Looked like a reseller");
    await markNotSpam(database.db, id, "bo", hooks);
    await worker?.runOnce();
    expect(verified().map((delivery) => [delivery.event.type, delivery.event.data.id])).toEqual([
      ["lead.created", id],
      ["lead.not_spam", id],
    ]);
  });

  it("retry with the same id while the CRM fails, are dead after the last attempt, and are sent again on replay", async () => {
    const { id } = await request();
    crm.answer(503);
    start({ maxAttempts: 3 });
    await worker?.runOnce();
    await worker?.runOnce();
    await worker?.runOnce();
    let [hook] = (await getLead(database.db, id))?.webhooks ?? [];
    expect(hook).toMatchObject({ type: "lead.created", state: "dead", attempts: 3, lastError: "The CRM answered 503" });
    expect(crm.received).toHaveLength(3);
    expect(new Set(crm.received.map((delivery) => delivery.headers["webhook-id"])).size).toBe(1);

    crm.answer(200);
    expect(await replayWebhook(database.db, id, hook?.id ?? 0)).toBe(true);
    expect(await replayWebhook(database.db, "00000000-0000-4000-8000-000000000000", hook?.id ?? 0)).toBe(false);
    await worker?.runOnce();
    [hook] = (await getLead(database.db, id))?.webhooks ?? [];
    expect(hook).toMatchObject({ state: "sent", attempts: 1, lastError: null });
    expect(verified()).toHaveLength(4);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.kind, "webhook"));
    expect(row?.deadAt).toBeNull();
  });

  it("are configured with a URL and a whsec_ secret together", () => {
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: "https://crm.example/hooks" })).toThrow(/set together/);
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: "https://crm.example/hooks", LEAD_WEBHOOK_SECRET: "plain" })).toThrow(
      /LEAD_WEBHOOK_SECRET/,
    );
    expect(parseEnv({ LEAD_WEBHOOK_URL: "https://crm.example/hooks", LEAD_WEBHOOK_SECRET: secret }).LEAD_WEBHOOK_SECRET).toBe(
      secret,
    );
  });
});
