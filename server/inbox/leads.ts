import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type LeadFilter, type LeadPageQuery, type LeadStatus, type LeadUpdate, leadStatuses } from "../../src/lib/inbox-api.ts";
import { visibleBidi } from "../bidi.ts";
import type { Database } from "../db/client.ts";
import { leadArrives } from "../db/demo-requests.ts";
import { auditLog, demoRequests, emailDomain, inboxSettings, leadEvents, leadStatusRank, outbox, users } from "../db/schema.ts";
import { type LeadWebhooks, queueErasedWebhooks, queueLeadWebhook } from "../notify/webhooks.ts";
import { isActiveUser, mailboxDomains, readSettings } from "./assignment.ts";
import { Refusal } from "./refusal.ts";

/**
 * Where a page ended, opaque to the client: the sort's key of the last row (a lead's status's rank, or its owner; an
 * audit entry's table) when the sort has one, its creation time as the database wrote it (to the microsecond, which a
 * JavaScript Date would round), and its id.
 */
export const encodeCursor = (parts: (string | number)[]) => Buffer.from(parts.join("|")).toString("base64url");

type Cursor = { key: string; at: string; id: string };
const leadId = /^[0-9a-f-]{36}$/;
const anyKey = /^/;

/** A cursor's parts: its id as `id` has it, and its key as `key` has it (none: a sort without a key); else refused. */
export function decodeCursor(cursor: string, id: RegExp, key?: RegExp): Cursor {
  const parts = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const [keyPart, at, idPart] = key ? parts : ["", ...parts];
  if (
    parts.length !== (key ? 3 : 2) ||
    keyPart === undefined ||
    (key && !key.test(keyPart)) ||
    !at ||
    !idPart ||
    !id.test(idPart) ||
    !/^\d{4}-\d{2}-\d{2}[ T][\d:.]+(Z|[+-]\d{2}(:?\d{2})?)?$/.test(at)
  ) {
    throw new Refusal("The page cursor is not valid: start again from the first page.");
  }
  return { key: keyPart, at, id: idPart };
}

const newerThan = (cursor: Cursor, direction: "<" | ">" = "<") =>
  sql`(${demoRequests.createdAt}, ${demoRequests.id}) ${sql.raw(direction)} (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;

/** The creation time as the cursor keeps it. */
const cursorAt = sql<string>`${demoRequests.createdAt}::text`;
const statusRank = leadStatusRank(demoRequests);

/** Whether PostgreSQL knows a time zone by this name (asking is quicker than reading its list of them). */
export const isKnownTimeZone = (db: Database, zone: string) =>
  db.execute(sql`select now() at time zone ${zone}`).then(
    () => true,
    () => false,
  );

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Not yet contacted past the response target (inbox_settings; none set: nothing is overdue). Written as the partial
 * index demo_requests_waiting_idx has it, so the Overdue filter reads that index.
 */
const overdue = sql`(${demoRequests.firstContactAt} is null and ${demoRequests.isSpam} = false and ${demoRequests.createdAt} < now() - (select ${inboxSettings.responseTargetMinutes} from ${inboxSettings} where ${inboxSettings.id} = 'inbox') * interval '1 minute')`;

/** Who is asking: `owner=me` means them. */
export type Viewer = { id: string };

function filterConditions(filter: LeadFilter, viewer?: Viewer): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(demoRequests.status, filter.status));
  if (filter.spam === "hide") conditions.push(eq(demoRequests.isSpam, false));
  if (filter.spam === "only") conditions.push(eq(demoRequests.isSpam, true));
  if (filter.suite) conditions.push(sql`${demoRequests.suitesOfInterest} @> array[${filter.suite}]::text[]`);
  // The days begin at midnight where the person is (`tz`; UTC without it), as PostgreSQL's time zones have it.
  const zone = filter.tz ?? "UTC";
  if (filter.from) conditions.push(sql`${demoRequests.createdAt} >= (${filter.from}::date::timestamp at time zone ${zone})`);
  if (filter.to) conditions.push(sql`${demoRequests.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${zone})`);
  if (filter.overdue === "yes") conditions.push(overdue);
  if (filter.domain) conditions.push(sql`${emailDomain(demoRequests)} = ${filter.domain}`);
  if (filter.owner === "none") conditions.push(isNull(demoRequests.ownerId));
  else if (filter.owner) conditions.push(eq(demoRequests.ownerId, filter.owner === "me" ? (viewer?.id ?? "") : filter.owner));
  // Every word, in any order ("Keller Maria" finds Maria Keller), folded as the text is (no case, no accents), each
  // against the folded text the trigram index covers (server/db/schema.ts).
  for (const word of (filter.q ?? "").split(/\s+/).filter(Boolean).slice(0, 10)) {
    conditions.push(sql`${demoRequests.searchText} like inbox_fold(${likePattern(word)})`);
  }
  return conditions;
}

/** A lead as the list shows it (toSummary). */
const summaryColumns = {
  id: demoRequests.id,
  createdAt: demoRequests.createdAt,
  fullName: demoRequests.fullName,
  company: demoRequests.company,
  role: demoRequests.role,
  suites: demoRequests.suitesOfInterest,
  status: demoRequests.status,
  isSpam: demoRequests.isSpam,
  spamReason: demoRequests.spamReason,
  /** What the form's checks doubted (server/db/schema.ts); shown as null once the lead is flagged as spam. */
  doubt: demoRequests.doubt,
  firstContactAt: demoRequests.firstContactAt,
  /** Still not contacted past the response target an admin set. */
  overdue: sql<boolean>`coalesce(${overdue}, false)`,
  ownerId: users.id,
  ownerName: users.name,
  /** Its company's e-mail domain, which groups the company's leads (null for a mailbox provider's, such as gmail.com). */
  domain: sql<string>`${emailDomain(demoRequests)}`,
  cursorAt,
};

/** Leads with their owners, as `columns` select them. */
const withOwners = <T extends typeof summaryColumns>(db: Pick<Database, "select">, columns: T) =>
  db.select(columns).from(demoRequests).leftJoin(users, eq(users.id, demoRequests.ownerId));
type SummaryRow = Awaited<ReturnType<typeof withOwners<typeof summaryColumns>>>[number];

/** What visitors typed, as the inbox shows it: bidirectional controls written out (server/bidi.ts). */
const toSummary = ({ ownerId, ownerName, createdAt, firstContactAt, domain, cursorAt: _, ...row }: SummaryRow) => ({
  ...row,
  fullName: visibleBidi(row.fullName),
  company: visibleBidi(row.company),
  role: visibleBidi(row.role),
  spamReason: row.isSpam ? visibleBidi(row.spamReason) : null,
  doubt: row.isSpam ? null : row.doubt,
  createdAt: createdAt.toISOString(),
  firstContactAt: firstContactAt ? new Date(firstContactAt).toISOString() : null,
  overdue: row.overdue === true,
  owner: ownerId ? { id: ownerId, name: visibleBidi(ownerName ?? "") } : null,
  companyDomain: companyDomain(domain),
});

/** An e-mail domain as its company's, or null for a mailbox provider's (people, not companies) or none. */
const companyDomain = (domain: string) => (domain && !mailboxDomains.has(domain) ? visibleBidi(domain) : null);

/** Requests from the same person: the same e-mail address, whatever its case. */
const sameAddress = (email: string) => sql`lower(${demoRequests.email}) = lower(${email})`;

const eventOwners = alias(users, "event_owners");

const nobody = "-";

/**
 * One page of leads in the order asked for, after `cursor`; `next` is where the following page starts, or null at the
 * end. Every order is a keyset over an index (server/db/schema.ts), so a deep page costs what the first one does.
 * Sorted by owner: each person's leads in turn, by name, newest first, then the leads nobody owns, with one query per
 * owner over the owner index, from the cursor's owner on, until the page is full: the few owners are read first, in
 * order.
 */
export async function listLeads(db: Database, query: LeadPageQuery, viewer?: Viewer) {
  const { sort, limit } = query;
  const cursor = query.cursor
    ? decodeCursor(query.cursor, leadId, sort === "status" || sort === "owner" ? anyKey : undefined)
    : undefined;
  const people =
    sort === "owner" ? await db.select({ id: users.id }).from(users).orderBy(sql`lower(${users.name})`, asc(users.id)) : [];
  const groups: (string | undefined)[] = sort === "owner" ? [...people.map((person) => person.id), nobody] : [undefined];
  const start = cursor && sort === "owner" ? groups.indexOf(cursor.key) : 0;
  if (start < 0) throw new Refusal("The page cursor is not valid: start again from the first page.");
  const order =
    sort === "oldest"
      ? [asc(demoRequests.createdAt), asc(demoRequests.id)]
      : [...(sort === "status" ? [desc(statusRank)] : []), desc(demoRequests.createdAt), desc(demoRequests.id)];
  const rows: (SummaryRow & { rank: number })[] = [];
  for (const group of groups.slice(start)) {
    const conditions = filterConditions(query, viewer);
    if (group) conditions.push(group === nobody ? isNull(demoRequests.ownerId) : eq(demoRequests.ownerId, group));
    if (cursor && group === (sort === "owner" ? cursor.key : undefined)) {
      conditions.push(
        sort === "oldest"
          ? newerThan(cursor, ">")
          : sort === "status"
            ? sql`(${statusRank}, ${demoRequests.createdAt}, ${demoRequests.id}) < (${Number(cursor.key)}::int, ${cursor.at}::timestamptz, ${cursor.id}::uuid)`
            : newerThan(cursor),
      );
    }
    const found = await withOwners(db, { ...summaryColumns, rank: sql<number>`${statusRank}` })
      .where(and(...conditions))
      .orderBy(...order)
      .limit(limit + 1 - rows.length);
    rows.push(...(found as typeof rows));
    if (rows.length > limit) break;
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const key = (row: SummaryRow & { rank: number }) =>
    sort === "status" ? [String(row.rank)] : sort === "owner" ? [row.ownerId ?? nobody] : [];
  const next = rows.length > limit && last ? encodeCursor([...key(last), last.cursorAt, last.id]) : null;
  return { leads: page.map(({ rank: _, ...row }) => toSummary(row)), next };
}

/**
 * How many leads the filter selects in each status, whatever status it asks for (the list's counts), and how many of
 * those in its status are overdue (what "Overdue only" would list). With spam hidden, as the list has it, the counts
 * per status are read from the partial index demo_requests_open_status_idx alone; the overdue count from
 * demo_requests_waiting_idx.
 */
export async function countByStatus(db: Database, filter: LeadFilter, viewer?: Viewer) {
  const rows = await statusCountsQuery(db, filter, viewer);
  const [late] = await db
    .select({ n: count() })
    .from(demoRequests)
    .where(and(...filterConditions({ ...filter, overdue: "yes" }, viewer)));
  const each = leadStatuses.map((status) => [status, rows.find((row) => row.status === status)?.n ?? 0]);
  return { ...(Object.fromEntries(each) as Record<LeadStatus, number>), overdue: late?.n ?? 0 };
}

/** The counts per status, as a query (its plan: server/inbox/inbox.test.ts and scripts/bench-inbox.ts). */
export const statusCountsQuery = (db: Pick<Database, "select">, filter: LeadFilter, viewer?: Viewer) =>
  db
    .select({ status: demoRequests.status, n: count() })
    .from(demoRequests)
    .where(and(...filterConditions({ ...filter, status: undefined }, viewer)))
    .groupBy(demoRequests.status);

/** A lead's own fields beside its summary's: what its page and the export show. */
const detailColumns = {
  ...summaryColumns,
  email: demoRequests.email,
  message: demoRequests.message,
  sourcePath: demoRequests.sourcePath,
  referrer: demoRequests.referrer,
  utm: demoRequests.utm,
  campaign: demoRequests.campaign,
};

/** Every lead the filter selects, newest first, a batch at a time (the CSV export). */
export async function* leadsForExport(db: Database, filter: LeadFilter, viewer?: Viewer, batch = 1_000) {
  let cursor: string | undefined;
  do {
    const conditions = filterConditions(filter, viewer);
    if (cursor) conditions.push(newerThan(decodeCursor(cursor, leadId)));
    const rows = await withOwners(db, { ...detailColumns, ownerEmail: users.email })
      .where(and(...conditions))
      .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
      .limit(batch);
    yield rows;
    const last = rows.at(-1);
    cursor = rows.length === batch && last ? encodeCursor([last.cursorAt, last.id]) : undefined;
  } while (cursor);
}

/**
 * An outbox item's state: `logged` when done without a mail server or CRM (no SMTP_URL, no LEAD_WEBHOOK_URL), so
 * written to the server's log and not sent; `dead` after a day of failures; `replaced` (a webhook) when "Send again"
 * sent the lead as it is now in its place.
 */
const deliveryState = (item: typeof outbox.$inferSelect): "pending" | "sent" | "logged" | "dead" | "replaced" =>
  item.sentAt ? (item.loggedOnly ? "logged" : "sent") : item.replacedAt ? "replaced" : item.deadAt ? "dead" : "pending";

/**
 * A lead's page, or undefined when there is no such lead: every field, where it came from, its notification, and what
 * the team did with it.
 */
export async function getLead(db: Database, id: string) {
  const [row] = await withOwners(db, detailColumns).where(eq(demoRequests.id, id));
  if (!row) return undefined;
  const events = await db
    .select({ ...getTableColumns(leadEvents), actorName: users.name, ownerId: eventOwners.id, ownerName: eventOwners.name })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorId))
    .leftJoin(eventOwners, and(inArray(leadEvents.kind, ["owner", "assigned"]), eq(eventOwners.id, leadEvents.body)))
    .where(eq(leadEvents.demoRequestId, id))
    .orderBy(asc(leadEvents.id));
  const samePerson = await relatedLeads(db, and(sameAddress(row.email), sql`${demoRequests.id} <> ${id}`), 20);
  // Other people of its company: its e-mail domain's requests from other addresses (none for a mailbox provider's).
  const colleagues = and(sql`${emailDomain(demoRequests)} = ${row.domain}`, sql`not ${sameAddress(row.email)}`);
  const sameCompany = companyDomain(row.domain) ? await relatedLeads(db, colleagues, 10) : { total: 0, leads: [] };
  // Its notification to sales (the latest) and its events for the CRM.
  const sent = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.demoRequestId, id), inArray(outbox.kind, ["lead-notification", "webhook"])))
    .orderBy(asc(outbox.id));
  const mail = sent.findLast((item) => item.kind === "lead-notification");
  const { email, message, sourcePath, referrer, utm, campaign, ...summary } = row;
  return {
    ...toSummary(summary as SummaryRow),
    email: visibleBidi(email),
    message: visibleBidi(message),
    sourcePath: visibleBidi(sourcePath),
    referrer: visibleBidi(referrer),
    utm: Object.fromEntries(Object.entries(utm ?? {}).map(([key, value]) => [key, visibleBidi(value)])),
    campaign,
    notification: mail
      ? { state: deliveryState(mail), attempts: mail.attempts, lastError: mail.lastError }
      : { state: "none" as const, attempts: 0, lastError: null },
    /**
     * What the team did: `spam` flagged as spam by a person, `body` saying why; `assigned` given to `owner` by the
     * assignment rules when it arrived, `detail` saying which (`company`, `domain:<domain>`, `solution:<slug>`,
     * `round-robin`). An owner change or an assignment names who was given the lead (a deactivated user keeps their
     * name), null when nobody was.
     */
    events: events.map(({ demoRequestId: _, actorId, actorName, ownerId, ownerName, createdAt, ...event }) => ({
      ...event,
      body: visibleBidi(event.body),
      detail: visibleBidi(event.detail),
      at: createdAt.toISOString(),
      actor: actorId ? { id: actorId, name: visibleBidi(actorName ?? "") } : null,
      ...(event.kind === "owner" || event.kind === "assigned"
        ? { owner: ownerId ? { id: ownerId, name: visibleBidi(ownerName ?? "") } : null }
        : {}),
    })),
    /** How many requests there are from this lead's e-mail address, this one included: erasing covers them all. */
    requestsFromAddress: samePerson.total + 1,
    /** The person's other requests (the same e-mail address), newest first: the first 20. */
    samePerson: samePerson.leads,
    /** Other people's requests from its company's e-mail domain, newest first: the first 10, and how many in all. */
    sameCompany,
    /** Its events sent to the CRM (LEAD_WEBHOOK_URL), oldest first. */
    webhooks: sent
      .filter((item) => item.kind === "webhook")
      .map((hook) => ({
        id: hook.id,
        type: (hook.payload as { type?: string } | null)?.type ?? "",
        at: hook.createdAt.toISOString(),
        state: deliveryState(hook),
        attempts: hook.attempts,
        lastError: hook.lastError,
      })),
  };
}

/**
 * The first requests `where` selects, newest first, as a lead's page lists a person's or a company's other requests,
 * and how many it selects in all.
 */
async function relatedLeads(db: Database, where: SQL | undefined, limit: number) {
  const { id, fullName, status, createdAt, isSpam } = demoRequests;
  const rows = await db
    .select({ id, fullName, status, createdAt, isSpam, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(demoRequests)
    .where(where)
    .orderBy(desc(createdAt), desc(id))
    .limit(limit);
  const leads = rows.map(({ total: _, ...row }) => ({
    ...row,
    fullName: visibleBidi(row.fullName),
    createdAt: row.createdAt.toISOString(),
  }));
  return { total: rows[0]?.total ?? 0, leads };
}

/** Runs `change` in a transaction on a lead's row, locked until it ends; undefined when there is no such lead. */
const withLead = <T>(db: Database, id: string, change: (tx: Database, lead: typeof demoRequests.$inferSelect) => Promise<T>) =>
  db.transaction(async (tx) => {
    const [lead] = await tx.select().from(demoRequests).where(eq(demoRequests.id, id)).for("update");
    return lead ? change(tx, lead) : undefined;
  });

/**
 * A field whose value someone else changed since the person saving last saw it (the 409 of a PATCH): what the person
 * last saw, what they wanted, and what it is now.
 */
export type LeadConflict = { field: "status" | "ownerId"; was: string | null; yours: string | null; now: string | null };
export type UpdateResult = { outcome: "saved" } | { outcome: "conflict"; conflicts: LeadConflict[] };

/**
 * Changes a lead's status or owner, only the fields sent, and records each change with who made it. A field someone
 * else changed since the person last saw it (`was`) is a conflict: nothing is changed, and the conflicts are returned
 * for the person to decide. Setting a field to the value it already has is no conflict. Undefined when there is no such
 * lead.
 */
export async function updateLead(db: Database, id: string, actorId: string, update: LeadUpdate, webhooks?: LeadWebhooks) {
  return withLead(db, id, async (tx, current): Promise<UpdateResult> => {
    const sent = (["status", "ownerId"] as const).filter((field) => update[field] !== undefined);
    const conflicts = sent
      .filter((field) => current[field] !== update.was[field] && current[field] !== update[field])
      .map((field) => ({ field, was: update.was[field] ?? null, yours: update[field] ?? null, now: current[field] }));
    if (conflicts.length > 0) return { outcome: "conflict", conflicts };
    if (update.ownerId && !(await isActiveUser(tx, update.ownerId))) {
      throw new Refusal("There is no such user to own the lead.");
    }
    const changed = sent.filter((field) => update[field] !== current[field]);
    if (changed.length === 0) return { outcome: "saved" };
    await tx
      .update(demoRequests)
      .set({
        // Only the fields sent (Drizzle leaves out what is undefined).
        status: update.status,
        ownerId: update.ownerId,
        // The first time its status leaves New is the first contact (the response time).
        ...(update.status !== undefined && update.status !== "new" && !current.firstContactAt
          ? { firstContactAt: sql`now()` }
          : {}),
      })
      .where(eq(demoRequests.id, id));
    const kinds = { status: ["status", "lead.status_changed"], ownerId: ["owner", "lead.owner_changed"] } as const;
    await tx
      .insert(leadEvents)
      .values(changed.map((field) => ({ demoRequestId: id, actorId, kind: kinds[field][0], body: update[field] ?? null })));
    // The CRM hears of each change, with what it was before.
    for (const field of changed) {
      if (webhooks) await queueLeadWebhook(tx, webhooks, id, kinds[field][1], { [field]: current[field] });
    }
    // Someone given a lead by another person hears of it (server/notify/outbox-worker.ts).
    if (update.ownerId && update.ownerId !== current.ownerId && update.ownerId !== actorId) {
      await tx.insert(outbox).values({ demoRequestId: id, kind: "owner-alert" });
    }
    return { outcome: "saved" };
  });
}

/** Adds a note to a lead's timeline. False when there is no such lead. */
export async function addNote(db: Database, id: string, actorId: string, body: string): Promise<boolean> {
  const [lead] = await db.select({ id: demoRequests.id }).from(demoRequests).where(eq(demoRequests.id, id));
  if (!lead) return false;
  await db.insert(leadEvents).values({ demoRequestId: id, actorId, kind: "note", body });
  return true;
}

/**
 * A lead flagged as spam is a real request after all: unflag it, and it arrives as a new lead does (leadArrives): sales
 * are e-mailed unless they already were, the rules give it an owner if it has none, the owner and Slack are told. The
 * CRM gets `lead.created`, or `lead.not_spam` when it already had the lead, so its history goes on under the same id.
 * Returns "unflagged", "not-spam" when it was not flagged, or undefined when there is no such lead.
 */
export async function markNotSpam(db: Database, id: string, actorId: string, webhooks?: LeadWebhooks) {
  return withLead(db, id, async (tx, lead) => {
    if (!lead.isSpam) return "not-spam" as const;
    // A person judged it: what the form's checks doubted is settled too.
    await tx.update(demoRequests).set({ isSpam: false, spamReason: null, doubt: null }).where(eq(demoRequests.id, id));
    await tx.insert(leadEvents).values({ demoRequestId: id, actorId, kind: "not-spam", body: null });
    const [mailed] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.demoRequestId, id), eq(outbox.kind, "lead-notification")));
    if (!mailed) await tx.insert(outbox).values({ demoRequestId: id, kind: "lead-notification" });
    const arriving = { ...lead, suites: lead.suitesOfInterest };
    await leadArrives(tx, arriving, { webhooks, crmEvent: lead.crmSequence > 0 ? "lead.not_spam" : "lead.created" });
    return "unflagged" as const;
  });
}

/**
 * Flags a lead as spam, with the reason the person gives: it leaves the list (spam is hidden unless asked for) and its
 * e-mails and Slack message, if still waiting, are not sent. A CRM that had the lead gets `lead.spam`. Returns "flagged", "spam" when
 * it already was, or undefined when there is no such lead.
 */
export async function markSpam(db: Database, id: string, actorId: string, reason: string, webhooks?: LeadWebhooks) {
  return withLead(db, id, async (tx, lead) => {
    if (lead.isSpam) return "spam" as const;
    await tx.update(demoRequests).set({ isSpam: true, spamReason: reason }).where(eq(demoRequests.id, id));
    // What was still to tell sales, the owner and Slack is not told; the CRM's events go on in order.
    await tx.delete(outbox).where(and(eq(outbox.demoRequestId, id), isNull(outbox.sentAt), ne(outbox.kind, "webhook")));
    await tx.insert(leadEvents).values({ demoRequestId: id, actorId, kind: "spam", body: reason });
    if (webhooks && lead.crmSequence > 0) await queueLeadWebhook(tx, webhooks, id, "lead.spam");
    return "flagged" as const;
  });
}

/**
 * The right to erasure, for the person behind a lead: every request from the same e-mail address goes, with its notes,
 * timeline and notification, and the CRM gets `lead.erased` for each it had; an audit entry for each records who erased
 * which id, and nothing about the person. Returns how many requests were erased: 0 when there is no such lead.
 */
export async function erasePerson(db: Database, id: string, actorId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ email: demoRequests.email }).from(demoRequests).where(eq(demoRequests.id, id));
    if (!lead) return 0;
    const deleted = await tx
      .delete(demoRequests)
      .where(sameAddress(lead.email))
      .returning({ id: demoRequests.id, crmSequence: demoRequests.crmSequence });
    await queueErasedWebhooks(tx, deleted);
    await tx.insert(auditLog).values(deleted.map((row) => ({ actorId, action: "lead-erased" as const, subject: row.id })));
    return deleted.length;
  });
}

/**
 * The inbox's "Send again" on one of a lead's webhooks: the CRM gets the lead as it is now, as a new `lead.resent`
 * event with the next sequence (an old event sent again could undo what came after it). Its dead events are replaced
 * by it, so they no longer hold back the events after them. False when the lead has no such webhook.
 */
export async function replayWebhook(db: Database, leadId: string, outboxId: number, webhooks: LeadWebhooks) {
  return db.transaction(async (tx) => {
    const lead = and(eq(outbox.demoRequestId, leadId), eq(outbox.kind, "webhook"));
    const [hook] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(lead, eq(outbox.id, outboxId)));
    if (!hook) return false;
    await tx
      .update(outbox)
      .set({ deadAt: null, replacedAt: sql`now()` })
      .where(and(lead, isNotNull(outbox.deadAt)));
    await queueLeadWebhook(tx, webhooks, leadId, "lead.resent");
    return true;
  });
}

/** The response target: minutes within which a new lead should be contacted, or null. */
export const readResponseTarget = async (db: Database) => ({ minutes: (await readSettings(db))?.responseTargetMinutes ?? null });
