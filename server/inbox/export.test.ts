import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { silentLog, standInSite, type TestDatabase, testDatabase, validRequest } from "../../tests/support.ts";
import { createApp } from "../app.ts";
import { inviteUser } from "../auth/admin.ts";
import { capturingLink, createAuth } from "../auth/auth.ts";
import { demoRequests } from "../db/schema.ts";
import { listen } from "../listen.ts";

/** The CSV export of the inbox (GET /api/inbox/leads.csv) beside the rest of the site: it must not stall it. */

const site = standInSite();
const origin = "http://inbox.test";
let database: TestDatabase;
let auth: ReturnType<typeof createAuth>;
let app: ReturnType<typeof createApp>;
let server: Server;
let base: string;

beforeAll(async () => {
  database = await testDatabase();
  auth = createAuth({
    db: database.db,
    log: silentLog,
    secret: "a test secret that is long enough to sign sessions",
    origin,
    sendLink: async () => false,
  });
  app = createApp({
    env: { STATIC_DIR: site, RATE_LIMIT_PER_MINUTE: 1000 },
    db: database.db,
    log: silentLog,
    inbox: { auth, origin },
  });
  const limits = { HEADERS_TIMEOUT_MS: 10_000, REQUEST_TIMEOUT_MS: 30_000, KEEP_ALIVE_TIMEOUT_MS: 5_000 };
  await new Promise<void>((resolve) => {
    server = listen(app, { ...limits, PORT: 0, HOST: "127.0.0.1" }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});
beforeEach(() => database.reset());

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json", origin },
  body: JSON.stringify(body),
});

/** Invites a salesperson, sets their password through the invitation's link, signs in: their Cookie header. */
async function salesperson(email: string) {
  const password = "correct horse battery staple";
  const { url } = await capturingLink(() =>
    inviteUser(auth, database.db, { email, name: email.split("@")[0] ?? email, role: "sales" }, { origin, actorId: null }),
  );
  const token = new URL(url ?? "").pathname.split("/").pop() ?? "";
  expect((await app.request("/api/auth/reset-password", json({ newPassword: password, token }))).status).toBe(200);
  const signedIn = await app.request("/api/auth/sign-in/email", json({ email, password }));
  expect(signedIn.status).toBe(200);
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** `count` leads in one statement, a minute apart, newest first by number (lead 1 is the newest). */
const seed = (count: number) =>
  database.db.execute(sql`
    insert into demo_requests (created_at, full_name, email, company, role, suites_of_interest, message)
    select now() - i * interval '1 minute', 'Person ' || i, 'person' || i || '@bank.example', 'Bank, "' || i % 7 || '"',
           'cto', '{}', 'Line one' || chr(10) || 'line ' || i
    from generate_series(1, ${count}) as i`);

const exportOf = (cookie: string) => app.request("/api/inbox/leads.csv", { headers: { cookie } });

/** The e-mail addresses in an export, in its order (the sixth column; no address holds a comma or a quote). */
const emailsIn = (csv: string) => [...csv.matchAll(/\r\n(?:[^,]*,){6}([^,]+@[^,]+),/g)].map((match) => match[1]);

describe("the CSV export", () => {
  it("runs one at a time for each person: a second one while the first runs is refused, in plain words", async () => {
    await seed(3);
    const ada = await salesperson("ada@tessera.example");
    // Asking for the headers alone starts no export.
    expect((await app.request("/api/inbox/leads.csv", { method: "HEAD", headers: { cookie: ada } })).status).toBe(200);
    const first = await exportOf(ada);
    expect(first.status).toBe(200);

    const second = await exportOf(ada);
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await second.json()).toEqual({ error: "An export of yours is still running. Wait for it to finish, then try again." });
    // Someone else's is theirs to run.
    const grace = await salesperson("grace@tessera.example");
    const theirs = await exportOf(grace);
    expect(theirs.status).toBe(200);
    await theirs.text();

    // Once the first is read to its end, or given up, the next one runs.
    expect(emailsIn(await first.text())).toHaveLength(3);
    const next = await exportOf(ada);
    expect(next.status).toBe(200);
    await next.body?.cancel();
    expect((await exportOf(ada)).status).toBe(200);
  });

  it("lists every lead of a long export, over many pages, as one query would, in its order", async () => {
    await seed(5_000);
    const csv = await (await exportOf(await salesperson("ada@tessera.example"))).text();
    const all = await database.db
      .select({ email: demoRequests.email })
      .from(demoRequests)
      .orderBy(sql`${demoRequests.createdAt} desc, ${demoRequests.id} desc`);
    expect(emailsIn(csv)).toEqual(all.map((row) => row.email));
    expect(csv.match(/\r\n/g)).toHaveLength(1 + 5_000);
  });

  it("reads no further than a stalled download takes: a demo request is answered meanwhile, and erased leads are not in the rest", async () => {
    await seed(5_000);
    const reader = (await exportOf(await salesperson("ada@tessera.example"))).body?.getReader();
    const decoder = new TextDecoder();
    let csv = decoder.decode((await reader?.read())?.value, { stream: true });
    // The download stalls; meanwhile a visitor sends a demo request, and the oldest half of the leads are erased.
    const demo = await fetch(`${base}/functions/v1/submit-demo`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(validRequest),
    });
    expect(demo.status).toBe(200);
    await database.db.execute(
      sql`delete from demo_requests where full_name in (select 'Person ' || i from generate_series(2501, 5000) as i)`,
    );
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      csv += decoder.decode(chunk.value, { stream: true });
    }
    expect(emailsIn(csv)).toEqual(Array.from({ length: 2_500 }, (_, i) => `person${i + 1}@bank.example`));
    const stored = await database.db.select().from(demoRequests).where(sql`${demoRequests.email} = ${validRequest.email}`);
    expect(stored).toHaveLength(1);
  });

  it("lets the site answer between its pages: a demo request is answered while a fast download runs", async () => {
    await seed(5_000);
    const exported = await exportOf(await salesperson("ada@tessera.example"));
    let finished = false;
    const reading = exported.text().then((csv) => {
      finished = true;
      return csv;
    });
    const demo = await fetch(`${base}/functions/v1/submit-demo`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(validRequest),
    });
    expect(demo.status).toBe(200);
    expect(finished).toBe(false);
    expect(emailsIn(await reading)).toHaveLength(5_000);
    const [stored] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(demoRequests)
      .where(sql`${demoRequests.email} = ${validRequest.email}`);
    expect(stored?.n).toBe(1);
  });
});
