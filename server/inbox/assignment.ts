import { and, asc, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type * as z from "zod/mini";
import type { assignmentRuleSchema } from "../../src/lib/inbox-api.ts";
import type { Database } from "../db/client.ts";
import { assignmentRules, demoRequests, emailDomain, inboxSettings, users } from "../db/schema.ts";
import { Refusal } from "./refusal.ts";

/**
 * Mailbox providers' domains: people, not companies. Requests from them are never "the same company" by domain, and
 * a domain rule cannot name one.
 */
export const mailboxDomains = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "mail.com",
  "yandex.ru",
  "orange.fr",
  "free.fr",
]);

export const domainOf = (email: string) => email.split("@").pop()?.trim().toLowerCase() ?? "";

/** Why a lead got its owner, as the timeline says it (src/components/inbox/strings.ts reads these). */
export type AssignedBy = { rule: "company" | "domain" | "solution" | "round-robin"; value: string };

/** The team's settings (inbox_settings' one row), or undefined before an admin set any. */
export async function readSettings(db: Pick<Database, "select">) {
  const [settings] = await db.select().from(inboxSettings).where(eq(inboxSettings.id, "inbox"));
  return settings;
}

/** Sets some of the team's settings, making their row the first time. */
export const writeSettings = (db: Pick<Database, "insert">, values: Partial<typeof inboxSettings.$inferInsert>) =>
  db.insert(inboxSettings).values(values).onConflictDoUpdate({ target: inboxSettings.id, set: values });

/** Not removed from the inbox (server/auth/auth.ts: a removed user is banned, so cannot sign in). */
export const isActive = or(isNull(users.banned), eq(users.banned, false));

async function activeIds(tx: Database, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.id} = any(${sql.param(ids)}::text[])`, isActive));
  return new Set(rows.map((row) => row.id));
}

/** Whether someone is a user who is in the inbox (not removed). */
export const isActiveUser = async (tx: Database, id: string) => (await activeIds(tx, [id])).has(id);

/**
 * The owner a new lead gets, in this order: the owner the same company already has (an earlier request from its
 * e-mail domain, or under its name, that someone owns); a rule for its e-mail domain; a rule for one of the solutions
 * it chose (the oldest rule first); else the next person in the round-robin. Removed people are skipped. Null when
 * nothing applies. Runs inside the transaction that stores the lead, so two leads never take the same turn.
 */
export async function chooseOwner(
  tx: Database,
  lead: { id: string; email: string; company: string; suites: string[] },
): Promise<{ ownerId: string; by: AssignedBy } | null> {
  const domain = domainOf(lead.email);
  const sameCompany = [sql`lower(${demoRequests.company}) = lower(${lead.company.trim()})`];
  if (domain && !mailboxDomains.has(domain)) sameCompany.push(sql`${emailDomain(demoRequests)} = ${domain}`);
  const [known] = await tx
    .select({ ownerId: demoRequests.ownerId })
    .from(demoRequests)
    .innerJoin(users, eq(users.id, demoRequests.ownerId))
    .where(
      and(
        or(...sameCompany),
        isNotNull(demoRequests.ownerId),
        eq(demoRequests.isSpam, false),
        sql`${demoRequests.id} <> ${lead.id}`,
        isActive,
      ),
    )
    .orderBy(desc(demoRequests.createdAt))
    .limit(1);
  if (known?.ownerId) return { ownerId: known.ownerId, by: { rule: "company", value: lead.company } };

  const rules = await tx
    .select({ kind: assignmentRules.kind, value: assignmentRules.value, ownerId: assignmentRules.ownerId })
    .from(assignmentRules)
    .innerJoin(users, eq(users.id, assignmentRules.ownerId))
    .where(isActive)
    .orderBy(asc(assignmentRules.id));
  const byDomain = rules.find((rule) => rule.kind === "domain" && (domain === rule.value || domain.endsWith(`.${rule.value}`)));
  if (byDomain) return { ownerId: byDomain.ownerId, by: { rule: "domain", value: byDomain.value } };
  const bySolution = rules.find((rule) => rule.kind === "solution" && lead.suites.includes(rule.value));
  if (bySolution) return { ownerId: bySolution.ownerId, by: { rule: "solution", value: bySolution.value } };

  const [settings] = await tx.select().from(inboxSettings).where(eq(inboxSettings.id, "inbox")).for("update");
  if (!settings || settings.roundRobin.length === 0) return null;
  const active = await activeIds(tx, settings.roundRobin);
  const people = settings.roundRobin.filter((id) => active.has(id));
  if (people.length === 0) return null;
  const ownerId = people[settings.turn % people.length] as string;
  await tx
    .update(inboxSettings)
    .set({ turn: sql`${inboxSettings.turn} + 1` })
    .where(eq(inboxSettings.id, "inbox"));
  return { ownerId, by: { rule: "round-robin", value: "" } };
}

/** The rules and the round-robin, as the admin's screen shows them. */
export async function readAssignment(db: Database) {
  const { id, kind, value, ownerId } = assignmentRules;
  const rules = await db.select({ id, kind, value, ownerId }).from(assignmentRules).orderBy(asc(kind), asc(value));
  return { rules, roundRobin: (await readSettings(db))?.roundRobin ?? [] };
}

/** Sets who takes turns at the leads no rule gives. Every id must be an active user. */
export async function setRoundRobin(db: Database, ownerIds: string[]) {
  const unique = [...new Set(ownerIds)];
  const active = await activeIds(db, unique);
  if (unique.some((id) => !active.has(id))) throw new Refusal("Choose people who are in the inbox.");
  await writeSettings(db, { roundRobin: unique });
}

/**
 * Refuses what is not an e-mail domain (a rule for it would never match), saying what to type: a web address, an
 * e-mail address, a bare name.
 */
function checkDomain(value: string) {
  if (/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u.test(value)) return;
  const host = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:]+)/.exec(value)?.[1] ?? (value.includes("@") ? value.split("@").pop() : "");
  const example = host?.replace(/^www\./, "") || "orbit.example";
  const what = value.includes("://") ? "a web address" : value.includes("@") ? "an e-mail address" : "not a domain";
  throw new Refusal(`${value} is ${what}: type the domain of the e-mail addresses, as in ${example}.`);
}

/** Adds a rule; a rule for the same domain or solution is replaced (one owner each). */
export async function addRule(db: Database, rule: z.infer<typeof assignmentRuleSchema>) {
  const value = rule.kind === "domain" ? rule.value.trim().toLowerCase().replace(/^@/, "") : rule.value.trim();
  if (rule.kind === "domain") checkDomain(value);
  if (rule.kind === "domain" && mailboxDomains.has(value)) {
    throw new Refusal(`${value} is a mailbox provider's domain, not a company's: it cannot have a rule.`);
  }
  if (!(await isActiveUser(db, rule.ownerId))) throw new Refusal("Choose someone who is in the inbox.");
  const [row] = await db
    .insert(assignmentRules)
    .values({ kind: rule.kind, value, ownerId: rule.ownerId })
    .onConflictDoUpdate({ target: [assignmentRules.kind, assignmentRules.value], set: { ownerId: rule.ownerId } })
    .returning({ id: assignmentRules.id });
  return row?.id;
}

export async function removeRule(db: Database, id: number) {
  const removed = await db.delete(assignmentRules).where(eq(assignmentRules.id, id)).returning({ id: assignmentRules.id });
  return removed.length > 0;
}

/** The sales team's time zone (set on the Assignment screen): the times in e-mails and the CSV are in it. */
export async function readTimeZone(db: Pick<Database, "select">): Promise<string> {
  return (await readSettings(db))?.timeZone ?? "UTC";
}

/** Sets the team's time zone: one of the IANA zones this server knows (Europe/Berlin), or UTC. */
export async function setTimeZone(db: Database, timeZone: string) {
  if (timeZone !== "UTC" && !Intl.supportedValuesOf("timeZone").includes(timeZone)) {
    throw new Refusal(`${timeZone} is not a time zone this server knows: choose one from the list, as in Europe/Berlin.`);
  }
  await writeSettings(db, { timeZone });
}
