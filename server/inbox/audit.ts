import { sql } from "drizzle-orm";
import type { AuditPageQuery } from "../../src/lib/inbox-api.ts";
import { visibleBidi } from "../bidi.ts";
import type { Database } from "../db/client.ts";
import type { auditLog, leadEvents } from "../db/schema.ts";
import { decodeCursor, encodeCursor } from "./leads.ts";

type Row = {
  source: "l" | "a";
  id: string | number;
  at: Date | string;
  cursor_at: string;
  action: (typeof leadEvents.$inferSelect)["kind"] | (typeof auditLog.$inferSelect)["action"];
  subject: string | null;
  detail: string | null;
  actor_id: string | null;
  actor_name: string | null;
  lead_id: string | null;
  lead_name: string | null;
  person_id: string | null;
  person_name: string | null;
};

/**
 * Actions whose subject is a user's id: the person given a lead, invited, sent a new link, removed or made an admin,
 * or whose account had too many passwords tried.
 */
const aboutPeople = ["owner", "assigned", "user-invited", "link-sent", "user-removed", "admin-created", "sign-in-throttled"];

/**
 * The audit log, newest first, a page at a time: what was recorded, nothing more. Who changed what on a lead (its
 * timeline: status, owner, spam, notes, and the assignment rules' choices) and the admins' acts (people invited or
 * removed, requests erased: an erased lead is named by its id alone, as the audit keeps nothing about the person), the
 * sign-ins and the CSV exports. Pages by (time, source, id) over the two tables' time indexes (migration 0010).
 *
 * Each entry says who (`actor`; null for the assignment rules, or a first admin made from the command line) did what,
 * when. A lead's changes name the lead (null once erased); an owner change, an assignment and a user's invitation or
 * removal name the person. `detail`: the status set, why it was flagged as spam, which rule assigned it, the erased
 * request's id, or the filter of a CSV export (without its search words); never a note's text, which stays on the
 * lead's page.
 */
export async function auditTrail(db: Database, query: AuditPageQuery) {
  let after = sql`true`;
  if (query.cursor) {
    const { key: source, at, id } = decodeCursor(query.cursor, /^\d+$/, /^[la]$/);
    after = sql`(trail.at, trail.source, trail.id) < (${at}::timestamptz, ${source}, ${Number(id)}::bigint)`;
  }
  const { rows } = (await db.execute(sql`
    select trail.source, trail.id, trail.at, trail.at::text as cursor_at, trail.action, trail.subject, trail.detail,
           actor.id as actor_id, actor.name as actor_name, lead.id as lead_id, lead.full_name as lead_name,
           person.id as person_id, person.name as person_name
    from (
      select 'l' as source, e.id, e.created_at as at, e.actor_id, e.kind as action, e.demo_request_id as lead_id,
             e.body as subject, e.detail
      from lead_events e
      union all
      select 'a', a.id, a.created_at, a.actor_id, a.action, null::uuid, a.subject, null
      from audit_log a
    ) as trail
    left join users actor on actor.id = trail.actor_id
    left join demo_requests lead on lead.id = trail.lead_id
    left join users person on person.id = trail.subject and trail.action in ${aboutPeople}
    where ${after}
    order by trail.at desc, trail.source desc, trail.id desc
    limit ${query.limit + 1}`)) as unknown as { rows: Row[] };
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next = rows.length > query.limit && last ? encodeCursor([last.source, last.cursor_at, last.id]) : null;
  return {
    entries: page.map((row) => ({
      id: `${row.source}${row.id}`,
      at: new Date(row.at).toISOString(),
      action: row.action,
      actor: row.actor_id ? { id: row.actor_id, name: visibleBidi(row.actor_name ?? "") } : null,
      lead: row.lead_id ? { id: row.lead_id, name: visibleBidi(row.lead_name ?? "") } : null,
      person: row.person_id ? { id: row.person_id, name: visibleBidi(row.person_name ?? "") } : null,
      detail:
        row.action === "assigned"
          ? row.detail
          : ["note", "signed-in", ...aboutPeople].includes(row.action)
            ? null
            : visibleBidi(row.subject),
    })),
    next,
  };
}
