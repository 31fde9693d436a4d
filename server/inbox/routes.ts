import { setImmediate as nextTurn } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
import type * as z from "zod/mini";
import {
  assignmentRuleSchema,
  auditPageSchema,
  canSeeLeads,
  inviteSchema,
  leadBulkSchema,
  leadBulkSpamSchema,
  leadFilterSchema,
  leadPageSchema,
  leadStatusLabels,
  leadUpdateSchema,
  noteSchema,
  responseTargetSchema,
  roundRobinSchema,
  spamSchema,
  staffRoleOf,
  timeZoneSchema,
} from "../../src/lib/inbox-api.ts";
import { inviteUser, sendNewLink } from "../auth/admin.ts";
import { type Auth, capturingLink } from "../auth/auth.ts";
import { type Staff, staffOf } from "../auth/staff.ts";
import { visibleBidi } from "../bidi.ts";
import type { Database } from "../db/client.ts";
import { auditLog, users } from "../db/schema.ts";
import { localLock } from "../db/shared-lock.ts";
import { campaignLabel, roleLabel, suiteLabels } from "../labels.ts";
import type { Logger } from "../log.ts";
import { leadLink } from "../notify/lead-email.ts";
import type { LeadWebhooks } from "../notify/webhooks.ts";
import type { SiteDataSource } from "../site-data.ts";
import {
  addRule,
  isActive,
  isActiveUser,
  readAssignment,
  readTimeZone,
  removeRule,
  setRoundRobin,
  setTimeZone,
  writeSettings,
} from "./assignment.ts";
import { auditTrail } from "./audit.ts";
import { csvByteOrderMark, csvRow, csvTime } from "./csv.ts";
import {
  addNote,
  countByStatus,
  erasePerson,
  getLead,
  isKnownTimeZone,
  type LeadConflict,
  leadsForExport,
  listLeads,
  markNotSpam,
  markSpam,
  readResponseTarget,
  replayWebhook,
  updateLead,
} from "./leads.ts";
import { Refusal } from "./refusal.ts";

export type InboxOptions = {
  db: Database;
  auth: Auth;
  log: Logger;
  /** The origin the inbox is served from: links it makes point there. */
  origin: string;
  /** Called after a lead's notification is queued again ("not spam"), so it goes out at once. */
  onQueued?: () => void;
  /** The published site's content, which names the suites; without it they go by their slugs. */
  site?: SiteDataSource;
  /** Webhooks to the CRM are on: changes of status and owner are queued for it. */
  webhooks?: LeadWebhooks;
};

type Env = { Variables: { staff: Staff } };

const messages = {
  signIn: "Sign in to use the inbox.",
  adminOnly: "Only an admin can do this.",
  leadsOnly: "Only the sales team and admins see leads.",
  notJson: "Send the request as JSON (Content-Type: application/json).",
  badJson: "The request body is not valid JSON.",
  noLead: "There is no such lead.",
  noUser: "There is no such user.",
  unknownZone: (zone: string) =>
    `The time zone ${zone} is not known to the server, so the From and To days cannot be read in it.`,
  noOwner: "There is no such user to own the lead.",
  noRule: "There is no such rule.",
  noWebhook: "This lead has no such webhook.",
  exportRunning: "An export of yours is still running. Wait for it to finish, then try again.",
  tooLarge: "The request is too large.",
  taken: "Someone with this e-mail address is already a user. To send them a new link, use Send a new link beside their name.",
  self: "You cannot remove yourself.",
  conflict:
    "Not saved: someone else changed this lead while you had it open. The page now shows what it is now; make your change again if it is still right.",
} as const;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * The sales inbox's JSON API under /api/inbox. Every route needs a signed-in user (401 otherwise); user management
 * needs the admin role (403). A request that changes something must be JSON (415 otherwise), and comes from the
 * inbox's own origin (server/app.ts checks it for every API under /api, with server/origin.ts), so no cross-site form
 * or script can make one (the session cookie is SameSite=Lax as well). Errors are `{ "error" }` in plain words.
 */
export function inboxRoutes({ db, auth, log, origin, onQueued, site, webhooks }: InboxOptions) {
  const app = new Hono<Env>();

  app.use("*", async (c, next) => {
    c.header("cache-control", "no-store");
    const staff = await staffOf(auth, c.req.raw.headers);
    if (!staff) return c.json({ error: messages.signIn }, 401);
    c.set("staff", staff);
    if (!canSeeLeads(staff.role) && c.req.path !== "/api/inbox/me") return c.json({ error: messages.leadsOnly }, 403);
    await next();
  });

  // A request the inbox refuses (a cursor, an owner, a rule or a time zone it cannot take), and a body that is not JSON
  // at all (the validator's refusal).
  app.onError((error, c) => {
    if (error instanceof Refusal) return c.json({ error: error.message }, 400);
    if (error instanceof HTTPException && error.status === 400) return c.json({ error: messages.badJson }, 400);
    throw error;
  });

  const adminOnly: MiddlewareHandler<Env> = async (c, next) => {
    if (c.get("staff").role !== "admin") return c.json({ error: messages.adminOnly }, 403);
    await next();
  };
  const small = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ error: messages.tooLarge }, 413) });
  /** Up to 200 leads at once. */
  const bulkLimit = bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: messages.tooLarge }, 413) });

  /** A filter's time zone is one PostgreSQL knows (the browser's may be newer than its tables): else a clear 400. */
  const knownZone: MiddlewareHandler<Env> = async (c, next) => {
    const zone = c.req.query("tz");
    if (zone && !(await isKnownTimeZone(db, zone))) return c.json({ error: messages.unknownZone(zone) }, 400);
    await next();
  };

  /** The lead as it is now, after a change `found` it for (`status`: 201 for what the change added); else 404. */
  const leadNow = async (c: Context<Env>, id: string, found: unknown, status: 200 | 201 = 200) => {
    const lead = found && isUuid(id) ? await getLead(db, id) : undefined;
    return lead ? c.json(lead, status) : c.json({ error: messages.noLead }, 404);
  };
  /** Something to send is queued (an e-mail, a webhook, a Slack message): logged, and sent at once. */
  const queued = (fields: Record<string, unknown>, message: string) => {
    log.info(fields, message);
    onQueued?.();
  };

  /**
   * Who has an export streaming: one each at a time, so that one person cannot stack up exports that hold the
   * database. Per process: with several instances on PostgreSQL a person could run one on each (a lock shared
   * through the database would hold one of its connections for the whole download).
   */
  const exporting = new Set<string>();
  /**
   * The exports read their pages one at a time, with the event loop's turn before each: however many run, a visitor's
   * request waits for one page at most, not one per export (and on PostgreSQL they take one connection of the pool).
   */
  const pageTurn = localLock();

  return (
    app
      .get("/me", (c) => c.json(c.get("staff")))

      .get("/leads", knownZone, query(leadPageSchema), async (c) =>
        c.json(await listLeads(db, c.req.valid("query"), c.get("staff"))),
      )

      .get("/leads/counts", knownZone, query(leadFilterSchema), async (c) =>
        c.json(await countByStatus(db, c.req.valid("query"), c.get("staff"))),
      )

      .get("/leads.csv", knownZone, query(leadFilterSchema), async (c) => {
        const day = new Date().toISOString().slice(0, 10);
        const headers = {
          "content-type": "text/csv; charset=utf-8; header=present",
          "content-disposition": `attachment; filename="tessera-leads-${day}.csv"`,
        };
        // HEAD gets the headers alone: its body would be dropped unread, and the export never end.
        if (c.req.method === "HEAD") return c.body(null, 200, headers);
        const staff = c.get("staff");
        if (exporting.has(staff.id)) return c.json({ error: messages.exportRunning }, 429, { "retry-after": "30" });
        exporting.add(staff.id);
        const pages = leadsForExport(db, c.req.valid("query"), staff);
        const finish = async () => {
          exporting.delete(staff.id);
          await pages.return(undefined);
        };
        // Who exported what: the filter, without its search words (they may name a person).
        const { q: _, ...exported } = c.req.query();
        const [, siteData, timeZone] = await Promise.all([
          db
            .insert(auditLog)
            .values({ actorId: staff.id, action: "leads-exported", subject: new URLSearchParams(exported).toString() }),
          site?.(),
          readTimeZone(db),
        ]).catch(async (error: unknown) => {
          await finish();
          throw error;
        });
        const suiteLabel = suiteLabels(siteData?.solutions);
        // Each column's heading and its cell. Labels, not the codes stored (a role's label, a suite's name, a status's
        // label): the CSV is for people and CRMs. What visitors typed, with bidirectional controls written out
        // (server/bidi.ts), as the inbox shows it.
        const columns: [string, (lead: ExportedLead) => string | null][] = [
          ["Lead id", (lead) => lead.id],
          ["Received", (lead) => csvTime(lead.createdAt, timeZone)],
          ["First contact", (lead) => csvTime(lead.firstContactAt, timeZone)],
          ["Time zone", () => timeZone],
          ["Received (ISO 8601)", (lead) => lead.createdAt.toISOString()],
          ["Name", (lead) => visibleBidi(lead.fullName)],
          ["E-mail", (lead) => visibleBidi(lead.email)],
          ["Company", (lead) => visibleBidi(lead.company)],
          ["Role", (lead) => visibleBidi(roleLabel(lead.role))],
          ["Suites", (lead) => lead.suites.map(suiteLabel).join(", ")],
          ["Status", (lead) => leadStatusLabels[lead.status]],
          ["Spam", (lead) => (lead.isSpam ? "yes" : "no")],
          ["Owner", (lead) => visibleBidi(lead.ownerName)],
          ["Owner e-mail", (lead) => lead.ownerEmail],
          ["Link tracking (UTM)", (lead) => visibleBidi(campaignLabel(lead.utm ?? null) || null)],
          ["Referrer", (lead) => visibleBidi(lead.referrer)],
          ["Message", (lead) => visibleBidi(lead.message)],
          ["Sent from", (lead) => visibleBidi(lead.sourcePath)],
          ["Link", (lead) => leadLink(origin, lead.id)],
          ["Campaign page", (lead) => lead.campaign],
        ];
        const encoder = new TextEncoder();
        // A page of leads at a time, as the download takes them (pull), each page one short query: a slow download makes
        // the server hold no more than a page. Its end, a failure or a download given up ends the export.
        const stream = new ReadableStream<Uint8Array>({
          start: (controller) =>
            controller.enqueue(encoder.encode(csvByteOrderMark + csvRow(columns.map(([heading]) => heading)))),
          pull: async (controller) => {
            const page = await pageTurn(async () => {
              await nextTurn();
              return pages.next();
            }).catch(async (error: unknown) => {
              await finish();
              throw error;
            });
            if (!page.done)
              return controller.enqueue(
                encoder.encode(page.value.map((lead) => csvRow(columns.map(([, cell]) => cell(lead)))).join("")),
              );
            await finish();
            controller.close();
          },
          cancel: finish,
        });
        return c.body(stream, 200, headers);
      })

      .get("/leads/:id", (c) => leadNow(c, c.req.param("id"), true))

      .patch("/leads/:id", small, json(leadUpdateSchema), async (c) => {
        const id = c.req.param("id");
        const result = isUuid(id) ? await updateLead(db, id, c.get("staff").id, c.req.valid("json"), webhooks) : undefined;
        if (result?.outcome === "conflict") {
          return c.json({ error: messages.conflict, conflicts: result.conflicts, lead: await getLead(db, id) }, 409);
        }
        // A new owner's alert, or the CRM's webhook, is queued: send it now.
        if (result?.outcome === "saved") onQueued?.();
        return leadNow(c, id, result);
      })

      /**
       * One change for several leads (the list's bulk action): each saved as its PATCH would be, in its own transaction,
       * so a lead someone else changed meanwhile is left as they made it and reported, never overwritten.
       */
      .post("/leads/bulk", bulkLimit, json(leadBulkSchema), async (c) => {
        const { leads, status, ownerId } = c.req.valid("json");
        /** How many were saved, and the leads left as they were, each with what someone else changed. */
        const answer = {
          saved: 0,
          conflicts: [] as { id: string; fullName: string; conflicts: LeadConflict[] }[],
          missing: [] as string[],
        };
        // An owner who cannot own leads is refused before any lead is changed.
        if (ownerId && !(await isActiveUser(db, ownerId))) throw new Refusal(messages.noOwner);
        for (const { id, was } of leads) {
          const result = await updateLead(db, id, c.get("staff").id, { status, ownerId, was }, webhooks);
          if (!result) answer.missing.push(id);
          else if (result.outcome === "saved") answer.saved++;
          else answer.conflicts.push({ id, fullName: (await getLead(db, id))?.fullName ?? "", conflicts: result.conflicts });
        }
        if (answer.saved > 0) onQueued?.();
        log.info({ saved: answer.saved, conflicts: answer.conflicts.length, by: c.get("staff").id }, "leads changed in bulk");
        return c.json(answer);
      })

      /** Several leads flagged as spam with one reason (the list's bulk action), each as "Mark as spam" on its page. */
      .post("/leads/bulk-spam", bulkLimit, json(leadBulkSpamSchema), async (c) => {
        const body = c.req.valid("json");
        /** How many were flagged, how many already were, and the ids no longer there. */
        const answer = { flagged: 0, already: 0, missing: [] as string[] };
        for (const id of body.ids) {
          const result = isUuid(id) ? await markSpam(db, id, c.get("staff").id, body.reason, webhooks) : undefined;
          if (result === "flagged") answer.flagged++;
          else if (result === "spam") answer.already++;
          else answer.missing.push(id);
        }
        log.info({ flagged: answer.flagged, by: c.get("staff").id }, "leads flagged as spam in bulk");
        if (answer.flagged > 0) onQueued?.();
        return c.json(answer);
      })

      .post("/leads/:id/notes", small, json(noteSchema), async (c) => {
        const id = c.req.param("id");
        return leadNow(c, id, isUuid(id) && (await addNote(db, id, c.get("staff").id, c.req.valid("json").body)), 201);
      })

      .post("/leads/:id/not-spam", async (c) => {
        const id = c.req.param("id");
        const result = isUuid(id) ? await markNotSpam(db, id, c.get("staff").id, webhooks) : undefined;
        if (result === "unflagged") queued({ requestId: id }, "lead marked as not spam; its notification is queued");
        return leadNow(c, id, result);
      })

      .post("/leads/:id/spam", small, json(spamSchema), async (c) => {
        const id = c.req.param("id");
        const by = c.get("staff").id;
        const result = isUuid(id) ? await markSpam(db, id, by, c.req.valid("json").reason, webhooks) : undefined;
        if (result === "flagged") queued({ requestId: id, by }, "lead flagged as spam");
        return leadNow(c, id, result);
      })

      .post("/leads/:id/webhooks/:hook/replay", async (c) => {
        const id = c.req.param("id");
        const hook = Number(c.req.param("hook"));
        if (!isUuid(id) || !Number.isSafeInteger(hook) || !(await replayWebhook(db, id, hook, webhooks ?? { origin }))) {
          return c.json({ error: messages.noWebhook }, 404);
        }
        queued({ requestId: id, outboxId: hook, by: c.get("staff").id }, "lead sent to the CRM again as it is now");
        return leadNow(c, id, true);
      })

      /** Erasure cannot be undone: an admin's act, and it covers every request from the lead's e-mail address. */
      .delete("/leads/:id", adminOnly, async (c) => {
        const id = c.req.param("id");
        const by = c.get("staff").id;
        const erased = isUuid(id) ? await erasePerson(db, id, by) : 0;
        if (erased === 0) return c.json({ error: messages.noLead }, 404);
        queued({ requestId: id, requests: erased, by }, "person erased: every request from one address");
        return c.body(null, 204);
      })

      .get("/audit", adminOnly, query(auditPageSchema), async (c) => c.json(await auditTrail(db, c.req.valid("query"))))

      /** The response target: everyone reads it (the Overdue badge); admins set it. */
      .get("/response-target", async (c) => c.json(await readResponseTarget(db)))

      .put("/response-target", adminOnly, small, json(responseTargetSchema), async (c) => {
        const body = c.req.valid("json");
        await writeSettings(db, { responseTargetMinutes: body.minutes });
        log.info({ minutes: body.minutes, by: c.get("staff").id }, "response target set");
        return c.json(await readResponseTarget(db));
      })

      /** The sales team's time zone: everyone reads it; admins set it. */
      .get("/time-zone", async (c) => c.json({ timeZone: await readTimeZone(db) }))

      .put("/time-zone", adminOnly, small, json(timeZoneSchema), async (c) => {
        const { timeZone } = c.req.valid("json");
        await setTimeZone(db, timeZone);
        log.info({ timeZone, by: c.get("staff").id }, "team time zone set");
        return c.json({ timeZone: await readTimeZone(db) });
      })

      /** How new leads find their owner: rules per e-mail domain and per solution, and a round-robin (admins). */
      .get("/assignment", adminOnly, async (c) => c.json(await readAssignment(db)))

      .put("/assignment/round-robin", adminOnly, small, json(roundRobinSchema), async (c) => {
        const body = c.req.valid("json");
        await setRoundRobin(db, body.ownerIds);
        log.info({ people: body.ownerIds.length, by: c.get("staff").id }, "round-robin set");
        return c.json(await readAssignment(db));
      })

      .post("/assignment/rules", adminOnly, small, json(assignmentRuleSchema), async (c) => {
        const body = c.req.valid("json");
        await addRule(db, body);
        log.info({ kind: body.kind, by: c.get("staff").id }, "assignment rule set");
        return c.json(await readAssignment(db), 201);
      })

      .delete("/assignment/rules/:id", adminOnly, async (c) => {
        const id = Number(c.req.param("id"));
        if (!Number.isSafeInteger(id) || !(await removeRule(db, id))) return c.json({ error: messages.noRule }, 404);
        return c.json(await readAssignment(db));
      })

      .get("/users", adminOnly, async (c) => {
        const { id, name, email, role, emailVerified: verified, banned } = users;
        const rows = await db.select({ id, name, email, role, verified, banned }).from(users).orderBy(sql`lower(${name})`);
        return c.json(
          // `deactivated`: removed from the inbox, kept so the timelines still name them.
          rows.map(({ role, verified, banned, ...user }) => ({
            ...user,
            role: staffRoleOf(role),
            invited: !verified,
            deactivated: banned === true,
          })),
        );
      })

      /** Who can own a lead: every active user, for any signed-in user. */
      .get("/owners", async (c) => {
        const { id, name } = users;
        const rows = await db.select({ id, name }).from(users).where(isActive).orderBy(sql`lower(${name})`);
        return c.json(rows.map((row) => ({ ...row, name: visibleBidi(row.name) })));
      })

      .post("/users", adminOnly, small, json(inviteSchema), async (c) => {
        const body = c.req.valid("json");
        const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
        if (existing) return c.json({ error: messages.taken }, 409);
        const by = c.get("staff").id;
        const { result: id, url, mailed } = await capturingLink(() => inviteUser(auth, db, body, { origin, actorId: by }));
        log.info({ userId: id, by }, "user invited");
        // Without a mail server the admin passes the link on.
        return c.json({ id, link: mailed ? undefined : url }, 201);
      })

      .post("/users/:id/link", adminOnly, async (c) => {
        const { id, email } = users;
        const [person] = await db
          .select({ id, email })
          .from(users)
          .where(and(eq(id, c.req.param("id")), isActive));
        if (!person) return c.json({ error: messages.noUser }, 404);
        const { url, mailed } = await capturingLink(() => sendNewLink(auth, db, person, { origin, actorId: c.get("staff").id }));
        log.info({ userId: person.id, by: c.get("staff").id }, "new sign-in link sent");
        return c.json({ link: mailed ? undefined : url });
      })

      .delete("/users/:id", adminOnly, async (c) => {
        const id = c.req.param("id");
        if (id === c.get("staff").id) return c.json({ error: messages.self }, 400);
        // Removing someone deactivates them: better-auth's ban signs them out at once and keeps them out, but their name
        // stays on what they did and on the leads they own, so no timeline is rewritten.
        if (!(await isActiveUser(db, id))) return c.json({ error: messages.noUser }, 404);
        await auth.api.banUser({ body: { userId: id, banReason: "Removed from the inbox" }, headers: c.req.raw.headers });
        await db.insert(auditLog).values({ actorId: c.get("staff").id, action: "user-removed", subject: id });
        return c.body(null, 204);
      })
  );
}

/**
 * What a checked part of a request takes and gives: the client sends the schema's input (a query's fields as text),
 * the handler gets its output (`c.req.valid(…)`).
 */
type Checked<T extends "json" | "query", S extends z.ZodMiniType> = MiddlewareHandler<
  Env,
  string,
  { in: { [K in T]: T extends "query" ? { [F in keyof z.input<S>]?: string } : z.input<S> }; out: { [K in T]: z.infer<S> } }
>;

/**
 * The JSON body or the query string, checked with its schema by Hono's validator (the handler gets it from
 * `c.req.valid(…)`): 400 with the schema's first message when it does not fit; a body 415 when it is not JSON, and 400
 * when it does not parse (the validator's HTTPException, answered in our words by inboxRoutes' error handler).
 */
const checked = <T extends "json" | "query", S extends z.ZodMiniType>(target: T, schema: S) =>
  validator(target, (value, c) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (target === "json" && type !== "application/json") return c.json({ error: messages.notJson }, 415);
    const result = schema.safeParse(value);
    return result.success ? result.data : c.json({ error: result.error.issues[0]?.message ?? "The request is not valid." }, 400);
  }) as Checked<T, S>;
const json = <S extends z.ZodMiniType>(schema: S) => checked("json", schema);
const query = <S extends z.ZodMiniType>(schema: S) => checked("query", schema);

type ExportedLead = ReturnType<typeof leadsForExport> extends AsyncGenerator<(infer Lead)[]> ? Lead : never;

/** The inbox's API as the inbox's screens call it (src/lib/browser/inbox-client.ts, Hono's typed client). */
export type InboxRoutes = ReturnType<typeof inboxRoutes>;
