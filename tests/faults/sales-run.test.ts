import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmins } from "../../server/auth/first-admins.ts";
import { parseEnv } from "../../server/env.ts";
import type { LeadDetail, LeadSummary } from "../../src/lib/browser/inbox-client.ts";
import { type Receiver, startReceiver } from "../support.ts";
import {
  freePort,
  notifiedIds,
  type RunningServer,
  type Smtp,
  setPassword,
  signIn,
  startServer,
  startSmtp,
  stopServer,
  submit,
  validBody,
  waitFor,
} from "./harness.ts";

/**
 * The head of sales' run (issue 46, "Done when") on the production server: a real SMTP server, a Slack endpoint and a
 * CRM that verifies every delivery per Standard Webhooks, refuses the first attempt at each event (and every event
 * about one person, until that event is given up on) and applies events as docs/inbox.md's receiver does, by
 * `sequence`. Requests by every way the server takes them, two salespeople changing the same leads from pages that
 * are out of date, spam flags, "Not spam", an erasure and "Send the lead as it is now": at the end the CRM holds
 * what the inbox holds, every request a person sent is owned and e-mailed, and Slack's text is escaped.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-sales-run-"));
const password = "correct horse battery staple";
const secret = `whsec_${Buffer.from("the sales run's CRM secret, 32 b").toString("base64")}`;
const hostile = "<!channel> Acme & Co <https://evil.example|Open lead>";

type CrmEvent = { type: string; data: { id: string; sequence: number } & Record<string, unknown> };
const crm = {
  seen: new Set<string>(),
  /** Down: every delivery refused. */
  down: false,
  refused: new Set<string>(),
  unverified: 0,
  applied: new Map<string, number>(),
  leads: new Map<string, CrmEvent["data"]>(),
  accepted: [] as CrmEvent[],
};
let crmServer: Server;
let smtp: Smtp;
let slack: Receiver;
let server: RunningServer;
let base: string;
type Api = <T = LeadDetail>(method: string, address: string, body?: unknown) => Promise<{ status: number; json: T }>;
let head: Api;
/** The two salespeople, invited by the head of sales. */
const team = {} as Record<"ana" | "ben", { id: string; api: Api }>;

/** The CRM: verify, refuse a first attempt, then apply only what is newer than what it has (docs/inbox.md). */
function startCrm() {
  const verifier = new Webhook(secret);
  crmServer = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, String(value)]));
      let event: CrmEvent;
      try {
        event = verifier.verify(Buffer.concat(chunks).toString("utf8"), headers) as CrmEvent;
      } catch {
        crm.unverified++;
        return response.writeHead(401).end();
      }
      const id = headers["webhook-id"] ?? "";
      const first = !crm.seen.has(id);
      crm.seen.add(id);
      if (first || crm.down || crm.refused.has(String(event.data.email))) return response.writeHead(503).end();
      crm.accepted.push(event);
      if (event.data.sequence > (crm.applied.get(event.data.id) ?? 0)) {
        crm.applied.set(event.data.id, event.data.sequence);
        if (event.type === "lead.erased") crm.leads.delete(event.data.id);
        else crm.leads.set(event.data.id, event.data);
      }
      response.writeHead(200).end();
    });
  });
  return new Promise<number>((resolve) =>
    crmServer.listen(0, "127.0.0.1", () => resolve((crmServer.address() as { port: number }).port)),
  );
}

function client(cookie: string): Api {
  return async (method, address, body) => {
    const response = await fetch(`${base}/api/inbox${address}`, {
      method,
      headers: { cookie, origin: base, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : undefined };
  };
}

beforeAll(async () => {
  const [crmPort, port] = [await startCrm(), await freePort()];
  [smtp, slack] = [await startSmtp(), await startReceiver()];
  base = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: base,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SLACK_WEBHOOK_URL: slack.url,
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${crmPort}/hook`,
    LEAD_WEBHOOK_SECRET: secret,
    // Four attempts: 2, 4 and 8 s of backoff before an event is given up on.
    OUTBOX_MAX_ATTEMPTS: "4",
    RATE_LIMIT_PER_MINUTE: "1000",
  };
  const links = await createAdmins(parseEnv({ ...process.env, ...env }), ["head@tessera.example"]);
  server = await startServer(env, port);
  await setPassword(base, links["head@tessera.example"] ?? "", password);
  head = client(await signIn(base, "head@tessera.example", password));
  for (const name of ["ana", "ben"] as const) {
    const email = `${name}@tessera.example`;
    const invited = await head<{ id: string }>("POST", "/users", { email, name, role: "sales" });
    const invitation = () => smtp.received.find((mail) => JSON.stringify(mail.to).includes(email));
    await waitFor("the invitation", () => Boolean(invitation()));
    await setPassword(base, /http\S+reset-password\S+/.exec(invitation()?.text ?? "")?.[0] ?? "", password);
    team[name] = { id: invited.json.id, api: client(await signIn(base, email, password)) };
  }
  await head("PUT", "/assignment/round-robin", { ownerIds: [team.ana.id, team.ben.id] });
}, 180_000);

afterAll(async () => {
  await stopServer(server);
  await smtp?.close();
  await slack?.close();
  await new Promise((resolve) => crmServer?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** A person of their own company, so the round-robin, not the company's owner, gives each lead its owner. */
const person = (n: number, extra: Record<string, unknown> = {}) => ({
  ...validBody(n),
  email: `person${n}@bank${n}.example`,
  company: `Bank ${n}`,
  ...extra,
});
const formPost = (body: Record<string, unknown>) =>
  fetch(`${base}/functions/v1/submit-demo`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(Object.entries(body).flatMap(([key, value]) => [value].flat().map((item) => [key, String(item)]))),
    redirect: "manual",
  });
const token = async () =>
  ((await (await fetch(`${base}/functions/v1/form-token`, { method: "POST" })).json()) as { token: string }).token;
const leads = async () => (await head<{ leads: LeadSummary[] }>("GET", "/leads?spam=all&limit=200")).json.leads;
const lead = async (id: string) => (await head("GET", `/leads/${id}`)).json;

describe("the head of sales' run", () => {
  it("ends with the CRM holding what the inbox holds, every person's request owned and e-mailed", {
    timeout: 300_000,
  }, async () => {
    // The requests: by the form's script with the token it was handed (a person who took their time), by a form posted
    // without JavaScript, by software without a token (doubted, not spam), sent twice with one Idempotency-Key, by a
    // bot that filled the honeypot, and one about a person the CRM refuses until their event is given up on.
    const tokens = await Promise.all([0, 1, 2, 3].map(() => token()));
    const issued = Date.now();
    crm.refused.add(person(9).email);
    const refused = await submit(base, person(9));
    for (const n of [4, 5, 6]) expect((await formPost(person(n, n === 4 ? { company: hostile } : {}))).status).toBe(303);
    const key = { "idempotency-key": "the-same-request-twice" };
    const [once, twice] = [await submit(base, person(7), key), await submit(base, person(7), key)];
    expect(twice.json.id).toBe(once.json.id);
    await submit(base, person(8));
    await submit(base, { ...person(99), website: "https://cheap-links.example" });
    await waitFor("a person's time to fill the form in", () => Date.now() - issued > 3_500, 10_000);
    for (const [n, value] of tokens.entries()) {
      expect((await submit(base, person(n, { form_start_token: value }))).status).toBe(200);
    }
    expect((await formPost(person(10, { email: person(5).email }))).status).toBe(303);
    const stored = await leads();
    expect(stored).toHaveLength(12);
    const id = (n: number) => stored.find((each) => each.fullName === person(n).full_name)?.id ?? "";
    const people = [...Array(11).keys()].map(id);
    expect(refused.json.id).toBe(id(9));
    // Nothing a person sent is spam; only the bot is.
    expect(stored.filter((each) => each.isSpam).map((each) => each.fullName)).toEqual([person(99).full_name]);
    expect(
      stored
        .filter((each) => each.doubt)
        .map((each) => each.fullName)
        .sort(),
    ).toEqual([person(7).full_name, person(8).full_name, person(9).full_name]);

    // Every person's request is owned, e-mailed to sales and to its owner, and Slack is told, its text escaped.
    const told = (requestId: string) => slack.received.some((hook) => hook.body.includes(requestId));
    await waitFor(
      "sales, owners and Slack told",
      () => people.every((each) => notifiedIds(smtp).filter((mail) => mail === each).length === 2 && told(each)),
      60_000,
    );
    expect((await leads()).filter((each) => !each.isSpam && !each.owner)).toEqual([]);
    expect(slack.received.map((hook) => JSON.parse(hook.body).text as string).find((text) => text.includes("Acme"))).toContain(
      "&lt;!channel&gt; Acme &amp; Co &lt;https://evil.example|Open lead&gt;",
    );

    // Two salespeople on lead 0 from pages opened before either changed it, while the CRM is down: Ana sets Contacted;
    // once that event has failed twice (its next attempt 4 s away), Ben takes the lead (saved: Ana did not change the
    // owner), and the CRM is back: Ben's event must not overtake Ana's. Ben's Closed, sent with the New he saw, is
    // refused; Ana goes on to Qualified.
    const { ana, ben } = team;
    const hooks = async (n: number) => (await lead(id(n))).webhooks;
    await waitFor(
      "the CRM to have every lead",
      async () => {
        const all = await Promise.all([...Array(11).keys()].filter((n) => n !== 9).map(hooks));
        return all.every((each) => each.every((hook) => hook.state === "sent"));
      },
      60_000,
    );
    crm.down = true;
    expect((await ana.api("PATCH", `/leads/${id(0)}`, { status: "contacted", was: { status: "new" } })).status).toBe(200);
    await waitFor("Ana's event to fail twice", async () => ((await hooks(0)).at(-1)?.attempts ?? 0) >= 2, 30_000);
    const seenOwner = (await lead(id(0))).owner?.id ?? null;
    expect(seenOwner).not.toBe(ben.id);
    expect((await ben.api("PATCH", `/leads/${id(0)}`, { ownerId: ben.id, was: { ownerId: seenOwner } })).status).toBe(200);
    crm.down = false;
    expect((await ben.api("PATCH", `/leads/${id(0)}`, { status: "closed", was: { status: "new" } })).status).toBe(409);
    expect((await ana.api("PATCH", `/leads/${id(0)}`, { status: "qualified", was: { status: "contacted" } })).status).toBe(200);
    expect((await ben.api("POST", `/leads/${id(0)}/notes`, { body: "Sent the pricing deck." })).status).toBe(201);
    expect(await lead(id(0))).toMatchObject({ status: "qualified", owner: { id: ben.id } });
    // Flags: Ana flags lead 1 wrongly and the head of sales finds it a person's; Ben flags lead 2; the bot was a person.
    await ana.api("POST", `/leads/${id(1)}/spam`, { reason: "Looks like a reseller" });
    await head("POST", `/leads/${id(1)}/not-spam`);
    await ben.api("POST", `/leads/${id(2)}/spam`, { reason: "A test booking by our agency" });
    await head("POST", `/leads/${id(99)}/not-spam`);
    // The person behind leads 5 and 10 asks to be forgotten.
    await ben.api("PATCH", `/leads/${id(5)}`, { status: "contacted", was: { status: "new" } });
    expect((await head("DELETE", `/leads/${id(10)}`)).status).toBe(204);
    // Lead 9's first event is given up on; Ben's change waits behind it; the CRM is fixed and Ben sends the lead again.
    await waitFor("lead 9's event given up on", async () => (await lead(id(9))).webhooks[0]?.state === "dead", 60_000);
    await ben.api("PATCH", `/leads/${id(9)}`, { status: "contacted", was: { status: "new" } });
    expect((await lead(id(9))).webhooks.map((hook) => hook.state)).toEqual(["dead", "pending"]);
    crm.refused.clear();
    const dead = (await lead(id(9))).webhooks[0]?.id;
    expect((await ben.api("POST", `/leads/${id(9)}/webhooks/${dead}/replay`)).status).toBe(200);

    // The CRM ends with the inbox's leads as the inbox has them, and nothing of the person erased.
    const inCrm = (each: LeadDetail) => {
      const copy = crm.leads.get(each.id);
      return (
        copy && {
          status: copy.status,
          spam: copy.spam,
          owner: (copy.owner as { id: string } | null)?.id ?? null,
          company: copy.company,
        }
      );
    };
    const asInbox = (each: LeadDetail) => ({
      status: each.status,
      spam: each.isSpam,
      owner: each.owner?.id ?? null,
      company: each.company,
    });
    await waitFor(
      "the CRM to hold what the inbox holds",
      async () => {
        const now = await Promise.all((await leads()).map((each) => lead(each.id)));
        return (
          now.length === crm.leads.size && now.every((each) => JSON.stringify(inCrm(each)) === JSON.stringify(asInbox(each)))
        );
      },
      90_000,
    );
    expect(crm.unverified).toBe(0);
    // Each lead's events arrived in the order they happened.
    for (const each of new Set(crm.accepted.map((event) => event.data.id))) {
      const arrived = crm.accepted.filter((event) => event.data.id === each).map((event) => event.data.sequence);
      expect(arrived).toEqual([...arrived].sort((a, b) => a - b));
    }
    expect([...crm.leads.keys()]).not.toContain(id(5));
    expect(crm.accepted.filter((event) => event.data.id === id(5)).at(-1)).toMatchObject({
      type: "lead.erased",
      data: { id: id(5) },
    });
    expect(crm.accepted.filter((event) => event.type === "lead.erased").map((event) => Object.keys(event.data).sort())).toEqual([
      ["id", "sequence"],
      ["id", "sequence"],
    ]);
    // "Not spam" continued lead 1's history; the bot's lead arrived, owned, e-mailed and told to Slack.
    expect(crm.accepted.filter((event) => event.data.id === id(1)).map((event) => event.type)).toEqual([
      "lead.created",
      "lead.spam",
      "lead.not_spam",
    ]);
    expect((await lead(id(99))).owner).not.toBeNull();
    await waitFor(
      "the bot's lead told",
      () => notifiedIds(smtp).filter((mail) => mail === id(99)).length === 2 && told(id(99)),
      30_000,
    );
    // Lead 9's events went out in order once the dead one was replaced: the lead sent again last, which the CRM's copy
    // above does not wait for (its status arrived before it).
    const lead9 = async () => (await lead(id(9))).webhooks.map((hook) => `${hook.type} ${hook.state}`);
    await waitFor("lead 9's lead sent again", async () => (await lead9()).at(-1) === "lead.resent sent");
    expect(await lead9()).toEqual(["lead.created replaced", "lead.status_changed sent", "lead.resent sent"]);
    expect(await (await fetch(`${base}/healthz`)).json()).toMatchObject({ status: "ok", deadNotifications: 0 });
  });
});
