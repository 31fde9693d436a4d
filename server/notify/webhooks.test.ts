import { and, eq, isNull, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type Receiver,
  silentLog,
  startReceiver,
  startSmtp,
  type TestDatabase,
  testDatabase,
  validRequest,
} from "../../tests/support.ts";
import { pruneExpiredRequests, storeDemoRequest } from "../db/demo-requests.ts";
import { requeueDeadNotifications } from "../db/outbox.ts";
import { outbox, users } from "../db/schema.ts";
import { parseEnv } from "../env.ts";
import { setRoundRobin } from "../inbox/assignment.ts";
import { erasePerson, getLead, markNotSpam, markSpam, replayWebhook, updateLead } from "../inbox/leads.ts";
import { backoffMs, type OutboxWorker, type OutboxWorkerOptions, startOutboxWorker } from "./outbox-worker.ts";
import { type LeadErasedPayload, type LeadWebhookPayload, webhookSender } from "./webhooks.ts";

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
    const event = new Webhook(secret).verify(body, headers) as LeadWebhookPayload | LeadErasedPayload;
    return { id: headers["webhook-id"], event };
  });

/** Every retry delay passes: each waiting item is due, in the order its delay would have made it due. */
const timePasses = () =>
  database.db
    .update(outbox)
    .set({ nextAttemptAt: sql`${outbox.nextAttemptAt} - interval '1 hour'` })
    .where(isNull(outbox.sentAt));

/** Runs the worker's passes until no event for the CRM waits. */
const untilDelivered = () =>
  vi.waitFor(async () => {
    await worker?.runOnce();
    const waiting = await database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.kind, "webhook"), isNull(outbox.sentAt), isNull(outbox.replacedAt)));
    expect(waiting).toEqual([]);
  });

type CrmLead = { status: string; spam: boolean; ownerId: string | null };

/**
 * The CRM's copy of the leads, from the events it accepted (those after the first `refused` it answered with an
 * error): applied by sequence, as docs/inbox.md shows (an event older than the last applied is dropped), or in the
 * order they arrived.
 */
function crmCopy(refused: number, order: "sequence" | "arrival") {
  const applied = new Map<string, number>();
  const leads = new Map<string, CrmLead>();
  for (const { event } of verified().slice(refused)) {
    const { id, sequence } = event.data;
    if (order === "sequence" && (applied.get(id) ?? 0) >= sequence) continue;
    applied.set(id, sequence);
    if (event.type === "lead.erased") leads.delete(id);
    else leads.set(id, { status: event.data.status, spam: event.data.spam, ownerId: event.data.owner?.id ?? null });
  }
  return Object.fromEntries(leads);
}

/** The inbox's state of the leads `ids` that are still there, as the CRM should copy it. */
async function inboxState(ids: string[]) {
  const leads: Record<string, CrmLead> = {};
  for (const id of ids) {
    const lead = await getLead(database.db, id);
    if (lead) leads[id] = { status: lead.status, spam: lead.isSpam, ownerId: lead.owner?.id ?? null };
  }
  return leads;
}

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
      const events = verified().map(({ event }) => event as LeadWebhookPayload);
      expect(events.map((event) => [event.type, event.data.id, event.data.owner?.id])).toEqual([["lead.created", id, "bo"]]);
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

  it("reach a failing CRM in the order they happened, spam flags and erasures too, so its copy ends as the inbox's", async () => {
    await database.db.insert(users).values([
      { id: "bo", name: "Bo Owner", email: "bo@tessera.example", emailVerified: true },
      { id: "cy", name: "Cy Closer", email: "cy@tessera.example", emailVerified: true },
    ]);
    await setRoundRobin(database.db, ["bo"]);
    crm.answer(503);
    const { id } = await request();
    const { id: erased } = await request({ email: "grace@hopper.example" });
    start({ retryDelayMs: backoffMs });
    await worker?.runOnce();
    await updateLead(database.db, id, "bo", { status: "contacted", was: { status: "new" } }, hooks);
    await timePasses();
    await worker?.runOnce();
    await timePasses();
    await worker?.runOnce();
    // Contacted has now failed twice, and waits longer than Qualified, which failed once, would.
    await updateLead(database.db, id, "bo", { status: "qualified", was: { status: "contacted" } }, hooks);
    await worker?.runOnce();
    await markSpam(database.db, id, "bo", "Looked like a reseller", hooks);
    await markNotSpam(database.db, id, "bo", hooks);
    await updateLead(database.db, id, "bo", { ownerId: "cy", was: { ownerId: "bo" } }, hooks);
    await worker?.runOnce();
    expect(await erasePerson(database.db, erased, "bo")).toBe(1);
    await worker?.runOnce();

    const refused = crm.received.length;
    crm.answer(200);
    await timePasses();
    await untilDelivered();

    const accepted = verified().slice(refused);
    expect(accepted.filter(({ event }) => event.data.id === id).map(({ event }) => [event.type, event.data.sequence])).toEqual([
      ["lead.created", 1],
      ["lead.status_changed", 2],
      ["lead.status_changed", 3],
      ["lead.spam", 4],
      ["lead.not_spam", 5],
      ["lead.owner_changed", 6],
    ]);
    // The erased person's events the CRM never got went with the person; what it is told of the erasure names no one.
    expect(accepted.filter(({ event }) => event.data.id === erased).map(({ event }) => event)).toEqual([
      { type: "lead.erased", timestamp: expect.any(String), data: { id: erased, sequence: 2 } },
    ]);
    const inbox = await inboxState([id, erased]);
    expect(inbox).toEqual({ [id]: { status: "qualified", spam: false, ownerId: "cy" } });
    expect(crmCopy(refused, "sequence")).toEqual(inbox);
    expect(crmCopy(refused, "arrival")).toEqual(inbox);
  });

  it("tell a CRM that had a lead when it is flagged as spam, and never tell one that did not", async () => {
    await database.db.insert(users).values({ id: "bo", name: "Bo Owner", email: "bo@tessera.example", emailVerified: true });
    const { id } = await request();
    const { id: bot } = await request({ isSpam: true, email: "bot@spam.example" });
    await markSpam(database.db, id, "bo", "A competitor", hooks);
    await start().runOnce();
    expect(verified().map(({ event }) => [event.type, event.data.id, event.type === "lead.erased" || event.data.spam])).toEqual([
      ["lead.created", id, false],
      ["lead.spam", id, true],
    ]);
    expect(await erasePerson(database.db, bot, "bo")).toBe(1);
    await worker?.runOnce();
    expect(verified()).toHaveLength(2);
  });

  it("tell the CRM of a lead deleted when it is kept no longer, as of one erased", async () => {
    const { id } = await request();
    await start().runOnce();
    const later = new Date(Date.now() + 731 * 24 * 60 * 60 * 1000);
    expect(await pruneExpiredRequests(database.db, later)).toBe(1);
    await worker?.runOnce();
    expect(verified().map(({ event }) => event)).toMatchObject([
      { type: "lead.created" },
      { type: "lead.erased", data: { id, sequence: 2 } },
    ]);
  });

  it("hold a lead's later events while an earlier one is dead, and send them in order once it is retried", async () => {
    await database.db.insert(users).values({ id: "bo", name: "Bo Owner", email: "bo@tessera.example", emailVerified: true });
    const { id } = await request();
    crm.answer(503);
    start({ maxAttempts: 1 });
    await worker?.runOnce();
    await updateLead(database.db, id, "bo", { status: "contacted", was: { status: "new" } }, hooks);
    await worker?.runOnce();
    expect((await getLead(database.db, id))?.webhooks.map((hook) => [hook.type, hook.state])).toEqual([
      ["lead.created", "dead"],
      ["lead.status_changed", "pending"],
    ]);
    expect(crm.received).toHaveLength(1);
    crm.answer(200);
    expect(await requeueDeadNotifications(database.db)).toBe(1);
    await untilDelivered();
    expect(
      verified()
        .slice(1)
        .map(({ event }) => event.type),
    ).toEqual(["lead.created", "lead.status_changed"]);
  });

  it("retry with the same id while the CRM fails, are dead after the last attempt, and send the lead as it is now on Send again", async () => {
    await database.db.insert(users).values({ id: "bo", name: "Bo Owner", email: "bo@tessera.example", emailVerified: true });
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

    // Meanwhile the lead moved on: its change waits behind the dead event.
    await updateLead(database.db, id, "bo", { status: "contacted", ownerId: "bo", was: { status: "new", ownerId: null } }, hooks);
    crm.answer(200);
    expect(await replayWebhook(database.db, id, hook?.id ?? 0, hooks)).toBe(true);
    expect(await replayWebhook(database.db, "00000000-0000-4000-8000-000000000000", hook?.id ?? 0, hooks)).toBe(false);
    await untilDelivered();
    const hooksNow = (await getLead(database.db, id))?.webhooks ?? [];
    expect(hooksNow.map(({ type, state, attempts }) => [type, state, attempts])).toEqual([
      ["lead.created", "replaced", 3],
      ["lead.status_changed", "sent", 1],
      ["lead.owner_changed", "sent", 1],
      ["lead.resent", "sent", 1],
    ]);
    [hook] = hooksNow;
    expect(hook?.lastError).toBe("The CRM answered 503");
    const resent = verified().slice(3);
    expect(resent.map(({ event }) => [event.type, event.data.sequence])).toEqual([
      ["lead.status_changed", 2],
      ["lead.owner_changed", 3],
      ["lead.resent", 4],
    ]);
    expect(resent.at(-1)?.event.data).toMatchObject({ id, status: "contacted", owner: { id: "bo" }, spam: false });
    // A replaced event is no longer dead: retrying the dead leaves it be.
    expect(await requeueDeadNotifications(database.db)).toBe(0);

    // Send again on a delivered event sends the lead as it is now too, as the next event.
    await updateLead(database.db, id, "bo", { status: "qualified", was: { status: "contacted" } }, hooks);
    await untilDelivered();
    expect(await replayWebhook(database.db, id, hook?.id ?? 0, hooks)).toBe(true);
    await untilDelivered();
    expect(verified().at(-1)?.event).toMatchObject({ type: "lead.resent", data: { sequence: 6, status: "qualified" } });
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
