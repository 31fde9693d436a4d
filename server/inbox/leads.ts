import { and, asc, count, desc, eq, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  LeadConflict,
  LeadDetail,
  LeadEvent,
  LeadFilter,
  LeadPageQuery,
  LeadSummary,
  LeadUpdate,
} from "../../src/lib/inbox-api.ts";
import { visibleBidi } from "../bidi.ts";
import type { Database } from "../db/client.ts";
import { auditLog, demoRequests, leadEvents, leadSearchText, outbox, users } from "../db/schema.ts";

/**
 * Where a page of leads ended: the last row's creation time, as the database wrote it (to the microsecond, which a
 * JavaScript Date would round), and its id; opaque to the client.
 */
const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString("base64url");

function afterCursor(cursor: string): SQL {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!at || !id || !/^[0-9a-f-]{36}$/.test(id) || !/^\d{4}-\d{2}-\d{2}[ T][\d:.]+(Z|[+-]\d{2}(:?\d{2})?)?$/.test(at)) {
    throw new BadCursorError("The page cursor is not valid: start again from the first page.");
  }
  return sql`(${demoRequests.createdAt}, ${demoRequests.id}) < (${at}::timestamptz, ${id}::uuid)`;
}

/** The creation time as the cursor keeps it. */
const cursorAt = sql<string>`${demoRequests.createdAt}::text`;

export class BadCursorError extends Error {
  override name = "BadCursorError";
}

const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000);

function filterConditions(filter: LeadFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(demoRequests.status, filter.status));
  if (filter.spam === "hide") conditions.push(eq(demoRequests.isSpam, false));
  if (filter.spam === "only") conditions.push(eq(demoRequests.isSpam, true));
  if (filter.suite) conditions.push(sql`${demoRequests.suitesOfInterest} @> array[${filter.suite}]::text[]`);
  if (filter.from) conditions.push(gte(demoRequests.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(demoRequests.createdAt, dayAfter(filter.to)));
  // Every word, in any order ("Keller Maria" finds Maria Keller), each against the expression of the trigram index
  // (server/db/schema.ts), so that the search uses it.
  for (const word of (filter.q ?? "").split(/\s+/).filter(Boolean).slice(0, 10)) {
    conditions.push(sql`(${leadSearchText(demoRequests)}) ilike ${likePattern(word)}`);
  }
  return conditions;
}

const summaryColumns = {
  id: demoRequests.id,
  createdAt: demoRequests.createdAt,
  fullName: demoRequests.fullName,
  company: demoRequests.company,
  role: demoRequests.role,
  suites: demoRequests.suitesOfInterest,
  status: demoRequests.status,
  isSpam: demoRequests.isSpam,
  ownerId: users.id,
  ownerName: users.name,
  cursorAt,
};

type SummaryRow = Omit<LeadSummary, "createdAt" | "owner"> & {
  createdAt: Date;
  ownerId: string | null;
  ownerName: string | null;
  cursorAt: string;
};

/** What visitors typed, as the inbox shows it: bidirectional controls written out (server/bidi.ts). */
const toSummary = ({ ownerId, ownerName, createdAt, cursorAt: _, ...row }: SummaryRow): LeadSummary => ({
  ...row,
  fullName: visibleBidi(row.fullName),
  company: visibleBidi(row.company),
  role: visibleBidi(row.role),
  createdAt: createdAt.toISOString(),
  owner: ownerId ? { id: ownerId, name: visibleBidi(ownerName ?? "") } : null,
});

/** Requests from the same person: the same e-mail address, whatever its case. */
const sameAddress = (email: string) => sql`lower(${demoRequests.email}) = lower(${email})`;

const eventOwners = alias(users, "event_owners");

/** One page of leads, newest first, after `cursor`; `next` is where the following page starts, or null at the end. */
export async function listLeads(db: Database, query: LeadPageQuery): Promise<{ leads: LeadSummary[]; next: string | null }> {
  const conditions = filterConditions(query);
  if (query.cursor) conditions.push(afterCursor(query.cursor));
  const rows = await db
    .select(summaryColumns)
    .from(demoRequests)
    .leftJoin(users, eq(users.id, demoRequests.ownerId))
    .where(and(...conditions))
    .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit) as SummaryRow[];
  const last = page.at(-1);
  return { leads: page.map(toSummary), next: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null };
}

/** Every lead the filter selects, newest first, a batch at a time (the CSV export). */
export async function* leadsForExport(db: Database, filter: LeadFilter, batch = 1_000) {
  let cursor: string | undefined;
  do {
    const conditions = filterConditions(filter);
    if (cursor) conditions.push(afterCursor(cursor));
    const rows = await db
      .select({
        ...summaryColumns,
        email: demoRequests.email,
        message: demoRequests.message,
        sourcePath: demoRequests.sourcePath,
        referrer: demoRequests.referrer,
        utm: demoRequests.utm,
      })
      .from(demoRequests)
      .leftJoin(users, eq(users.id, demoRequests.ownerId))
      .where(and(...conditions))
      .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
      .limit(batch);
    yield rows;
    const last = rows.at(-1);
    cursor = rows.length === batch && last ? encodeCursor(last.cursorAt, last.id) : undefined;
  } while (cursor);
}

/** A lead's page, or undefined when there is no such lead. */
export async function getLead(db: Database, id: string): Promise<LeadDetail | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      email: demoRequests.email,
      message: demoRequests.message,
      sourcePath: demoRequests.sourcePath,
      referrer: demoRequests.referrer,
      utm: demoRequests.utm,
    })
    .from(demoRequests)
    .leftJoin(users, eq(users.id, demoRequests.ownerId))
    .where(eq(demoRequests.id, id));
  if (!row) return undefined;
  const [mail] = await db
    .select({
      sentAt: outbox.sentAt,
      deadAt: outbox.deadAt,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      loggedOnly: outbox.loggedOnly,
    })
    .from(outbox)
    .where(eq(outbox.demoRequestId, id))
    .orderBy(desc(outbox.id))
    .limit(1);
  const events = await db
    .select({
      id: leadEvents.id,
      kind: leadEvents.kind,
      body: leadEvents.body,
      at: leadEvents.createdAt,
      actorId: users.id,
      actorName: users.name,
      ownerId: eventOwners.id,
      ownerName: eventOwners.name,
    })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorId))
    .leftJoin(eventOwners, and(eq(leadEvents.kind, "owner"), eq(eventOwners.id, leadEvents.body)))
    .where(eq(leadEvents.demoRequestId, id))
    .orderBy(asc(leadEvents.id));
  const [same] = await db.select({ n: count() }).from(demoRequests).where(sameAddress(row.email));
  const { email, message, sourcePath, referrer, utm, ...summary } = row;
  return {
    ...toSummary(summary as SummaryRow),
    email: visibleBidi(email),
    message: visibleBidi(message),
    sourcePath: visibleBidi(sourcePath),
    referrer: visibleBidi(referrer),
    utm: Object.fromEntries(Object.entries(utm ?? {}).map(([key, value]) => [key, visibleBidi(value)])),
    notification: mail
      ? {
          state: mail.sentAt ? (mail.loggedOnly ? "logged" : "sent") : mail.deadAt ? "dead" : "pending",
          attempts: mail.attempts,
          lastError: mail.lastError,
        }
      : { state: "none", attempts: 0, lastError: null },
    events: events.map(
      ({ actorId, actorName, ownerId, ownerName, at, ...event }): LeadEvent => ({
        ...event,
        body: visibleBidi(event.body),
        at: at.toISOString(),
        actor: actorId ? { id: actorId, name: visibleBidi(actorName ?? "") } : null,
        ...(event.kind === "owner" ? { owner: ownerId ? { id: ownerId, name: visibleBidi(ownerName ?? "") } : null } : {}),
      }),
    ),
    requestsFromAddress: same?.n ?? 1,
  };
}

export class UnknownOwnerError extends Error {
  override name = "UnknownOwnerError";
}

export type UpdateResult = { outcome: "missing" } | { outcome: "saved" } | { outcome: "conflict"; conflicts: LeadConflict[] };

/**
 * Changes a lead's status or owner, only the fields sent, and records each change with who made it. A field someone
 * else changed since the person last saw it (`was`) is a conflict: nothing is changed, and the conflicts are returned
 * for the person to decide. Setting a field to the value it already has is no conflict.
 */
export async function updateLead(db: Database, id: string, actorId: string, update: LeadUpdate): Promise<UpdateResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: demoRequests.status, ownerId: demoRequests.ownerId })
      .from(demoRequests)
      .where(eq(demoRequests.id, id))
      .for("update");
    if (!current) return { outcome: "missing" };
    const conflicts: LeadConflict[] = [];
    if (update.status !== undefined && current.status !== update.was.status && current.status !== update.status) {
      conflicts.push({ field: "status", was: update.was.status ?? null, yours: update.status, now: current.status });
    }
    if (update.ownerId !== undefined && current.ownerId !== update.was.ownerId && current.ownerId !== update.ownerId) {
      conflicts.push({ field: "ownerId", was: update.was.ownerId ?? null, yours: update.ownerId, now: current.ownerId });
    }
    if (conflicts.length > 0) return { outcome: "conflict", conflicts };
    if (update.ownerId) {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, update.ownerId), or(isNull(users.banned), eq(users.banned, false))));
      if (!owner) throw new UnknownOwnerError("There is no such user to own the lead.");
    }
    const events: (typeof leadEvents.$inferInsert)[] = [];
    if (update.status !== undefined && update.status !== current.status) {
      events.push({ demoRequestId: id, actorId, kind: "status", body: update.status });
    }
    if (update.ownerId !== undefined && update.ownerId !== current.ownerId) {
      events.push({ demoRequestId: id, actorId, kind: "owner", body: update.ownerId });
    }
    if (events.length === 0) return { outcome: "saved" };
    await tx
      .update(demoRequests)
      .set({
        ...(update.status !== undefined ? { status: update.status } : {}),
        ...(update.ownerId !== undefined ? { ownerId: update.ownerId } : {}),
      })
      .where(eq(demoRequests.id, id));
    await tx.insert(leadEvents).values(events);
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
 * A lead flagged as spam is a real request after all: unflag it and queue the notification it skipped, in one
 * transaction. Returns "unflagged", "not-spam" when it was not flagged, or undefined when there is no such lead.
 */
export async function markNotSpam(db: Database, id: string, actorId: string) {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ isSpam: demoRequests.isSpam })
      .from(demoRequests)
      .where(eq(demoRequests.id, id))
      .for("update");
    if (!lead) return undefined;
    if (!lead.isSpam) return "not-spam" as const;
    await tx.update(demoRequests).set({ isSpam: false }).where(eq(demoRequests.id, id));
    await tx.insert(outbox).values({ demoRequestId: id, kind: "lead-notification" });
    await tx.insert(leadEvents).values({ demoRequestId: id, actorId, kind: "not-spam", body: null });
    return "unflagged" as const;
  });
}

/**
 * The right to erasure, for the person behind a lead: every request from the same e-mail address goes, with its notes,
 * timeline and notification; an audit entry for each records who erased which id, and nothing about the person.
 * Returns how many requests were erased: 0 when there is no such lead.
 */
export async function erasePerson(db: Database, id: string, actorId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ email: demoRequests.email }).from(demoRequests).where(eq(demoRequests.id, id));
    if (!lead) return 0;
    const deleted = await tx.delete(demoRequests).where(sameAddress(lead.email)).returning({ id: demoRequests.id });
    await tx.insert(auditLog).values(deleted.map((row) => ({ actorId, action: "lead-erased" as const, subject: row.id })));
    return deleted.length;
  });
}
