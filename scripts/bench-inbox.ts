import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createApp } from "../server/app.ts";
import { inviteUser } from "../server/auth/admin.ts";
import { capturingLink, createAuth } from "../server/auth/auth.ts";
import { openDatabase } from "../server/db/client.ts";
import { statusCountsQuery } from "../server/inbox/leads.ts";
import { createLogger } from "../server/log.ts";
import { readSiteData } from "../server/site-data.ts";
import { inBuild } from "../src/lib/build-output.ts";
import { percentile, printTable, serveOnLoopback } from "./production-server.ts";

/**
 * `npm run bench:inbox`: the sales inbox's API over HTTP with 100,000 leads, on the embedded database, or on
 * PostgreSQL when BENCH_DATABASE_URL names an empty database (its tables are truncated). Prints p50 and p99 of the
 * list, a filtered list, a deep page, a search and a lead's page. Options: BENCH_LEADS (default 100000),
 * BENCH_ROUNDS (requests per row, default 1000).
 */
const leads = Number(process.env.BENCH_LEADS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1000);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-bench-inbox-"));
const origin = "http://127.0.0.1";

const database = await openDatabase({ databaseUrl, dataDir });
const { db } = database;
if (databaseUrl) await db.execute(sql`truncate demo_requests, users, audit_log restart identity cascade`);

let seeded = performance.now();
// A bulk load, as one is done: the table's secondary indexes are dropped first and built again after.
const indexes = (await db.execute(
  sql`select indexname, indexdef from pg_indexes where tablename = 'demo_requests' and indexdef not like '%UNIQUE%'`,
)) as unknown as { rows: { indexname: string; indexdef: string }[] };
for (const { indexname } of indexes.rows) await db.execute(sql.raw(`drop index "${indexname}"`));
const slugs = readSiteData(inBuild("client")).solutions.map((s) => s.slug);
// Names, companies and times spread as real traffic would: one lead every 5 minutes or so, going back a year.
await db.execute(sql`
  insert into demo_requests (created_at, full_name, email, company, role, suites_of_interest, is_spam, status, source_path, message)
  select now() - (i * interval '5 minutes') - (random() * interval '4 minutes'),
         'Person ' || i || ' ' || (array['Lovelace','Hopper','Turing','Johnson','Vaughan','Jackson','Noether','Curie'])[1 + i % 8],
         'person' || i || '@bank' || (i % 997) || '.example',
         (array['Analytical','Orbit','Harbour','Summit','Meridian','Northwind','Keystone'])[1 + i % 7] || ' Bank ' || (i % 499),
         (array['cto','ceo','cfo','product','engineering'])[1 + i % 5],
         array[(${sql.raw(`array[${slugs.map((s) => `'${s}'`).join(",")}]`)})[1 + i % ${slugs.length}]],
         i % 50 = 0,
         (array['new','contacted','qualified','closed'])[1 + i % 4],
         '/demo',
         (array['We want to launch family accounts next quarter.', 'Nous cherchons une banque numérique pour l''été.',
                'Looking at open banking for our credit union.', null])[1 + i % 4]
  from generate_series(1, ${leads}) as i`);
for (const { indexdef } of indexes.rows) await db.execute(sql.raw(indexdef));
// What autovacuum does after a bulk load: statistics, and the trigram index's pending entries merged in.
await db.execute(sql`vacuum analyze demo_requests`);
seeded = performance.now() - seeded;

const auth = createAuth({
  db,
  log: createLogger("silent"),
  secret: "a benchmark secret that is long enough to sign sessions",
  origin,
  sendLink: async () => false,
});
const app = createApp({ env: { STATIC_DIR: inBuild("client") }, db, log: createLogger("silent"), inbox: { auth, origin } });
const server = await serveOnLoopback(app.fetch);
const { base } = server;

const { url } = await capturingLink(() =>
  inviteUser(auth, db, { email: "bench@tessera.example", name: "Bench", role: "admin" }, { origin, actorId: null }),
);
// Some 6 in 16 of the leads are the bench user's (My leads, sorting by owner).
await db.execute(sql`update demo_requests set owner_id = (select id from users limit 1) where substr(id::text, 1, 1) < '6'`);
await db.execute(sql`vacuum analyze demo_requests`);
// How the counts per status are read: from the partial index of the leads that are not spam (migration 0009).
const countsPlan = (
  (await db.execute(sql`explain ${statusCountsQuery(db, { spam: "hide" })}`)) as unknown as { rows: { "QUERY PLAN": string }[] }
).rows.map((row) => row["QUERY PLAN"]);
const post = (route: string, body: unknown, cookie = "") =>
  fetch(`${base}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, cookie },
    body: JSON.stringify(body),
  });
const password = "a benchmark password that is long";
await post("/api/auth/reset-password", { newPassword: password, token: new URL(url ?? "").pathname.split("/").pop() });
const signedIn = await post("/api/auth/sign-in/email", { email: "bench@tessera.example", password });
const cookie = signedIn.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");

async function get(route: string) {
  const response = await fetch(`${base}${route}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ leads: { id: string }[]; next: string | null }>;
}

const first = await get("/api/inbox/leads");
let deep: string | null = first.next;
for (let i = 0; i < 20 && deep; i++) deep = (await get(`/api/inbox/leads?cursor=${deep}`)).next;
const ids = first.leads.map((lead) => lead.id);

const cases: [string, (round: number) => string][] = [
  ["list, first page (50)", () => "/api/inbox/leads"],
  ["list, status + suite", () => `/api/inbox/leads?status=contacted&suite=${slugs[2]}`],
  ["list, page 21 (cursor)", () => `/api/inbox/leads?cursor=${deep}`],
  ["search a name", (round) => `/api/inbox/leads?q=person ${1000 + round * 37} `],
  ["search a company", () => "/api/inbox/leads?q=meridian bank 42"],
  ["search without accents", () => "/api/inbox/leads?q=numerique ete"],
  ["sort by status", () => "/api/inbox/leads?sort=status"],
  ["sort by owner", () => "/api/inbox/leads?sort=owner"],
  ["sort oldest, status", () => "/api/inbox/leads?sort=oldest&status=qualified"],
  ["my leads", () => "/api/inbox/leads?owner=me"],
  ["overdue", () => "/api/inbox/leads?overdue=yes"],
  ["a company's leads", () => "/api/inbox/leads?domain=bank42.example"],
  ["counts per status", () => "/api/inbox/leads/counts"],
  ["counts, search", () => "/api/inbox/leads/counts?q=meridian bank 42"],
  ["a lead's page", (round) => `/api/inbox/leads/${ids[round % ids.length]}`],
];

const rows: string[][] = [];
for (const [name, route] of cases) {
  for (let i = 0; i < 10; i++) await get(route(i)); // warm-up
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await get(route(round));
    times.push(performance.now() - started);
  }
  const p99 = percentile(times, 99);
  rows.push([name, `${percentile(times, 50).toFixed(1)} ms`, `${p99.toFixed(1)} ms`, p99 <= 50 ? "yes" : "no"]);
}

await server.stop();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

printTable(
  `Sales inbox API, ${database.kind}, ${leads.toLocaleString("en")} leads (seeded in ${(seeded / 1000).toFixed(1)} s), ${rounds} requests per row`,
  ["request", "p50", "p99", "p99 ≤ 50 ms"],
  rows,
);
console.log(`\nThe counts per status (spam hidden), as planned:\n${countsPlan.join("\n")}`);
