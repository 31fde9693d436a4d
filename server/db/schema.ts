import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { leadStatuses } from "../../src/lib/inbox-api.ts";
import type { PublishedEntry } from "../../src/lib/publish-api.ts";

export const utmParameters = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** The domain of a request's e-mail address, in lower case: its company's, unless it is a mailbox provider's. */
export const emailDomain = (table: { email: AnyPgColumn }) => sql`lower(split_part(${table.email}, '@', 2))`;

/** A status's place in the work, for sorting: New first, Closed last (the inbox reads its index backwards). */
export const leadStatusRank = (table: { status: AnyPgColumn }) =>
  sql`(case ${table.status} when 'new' then 3 when 'contacted' then 2 when 'qualified' then 1 else 0 end)`;

/** Every Book a demo request, kept whether or not its notification has gone out. */
export const demoRequests = pgTable(
  "demo_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    role: text("role"),
    message: text("message"),
    suitesOfInterest: text("suites_of_interest").array().notNull().default(sql`'{}'::text[]`),
    idempotencyKey: text("idempotency_key").unique(),
    isSpam: boolean("is_spam").notNull().default(false),
    /** Why the lead is flagged as spam: what the form's checks saw, or what the person who flagged it wrote. */
    spamReason: text("spam_reason"),
    /**
     * Why the form's checks doubt a person sent it (too fast by the server's own start token, or no valid token): it
     * went to sales all the same, marked (docs/decisions/022-judging-automation.md). Null when nothing was doubted.
     */
    doubt: text("doubt"),
    /** The id of the start token the form was sent with: a second request with the same token is doubted. */
    formToken: text("form_token"),
    sourcePath: text("source_path"),
    /** The page that sent the visitor to the site, and the campaign parameters of the page they booked from. */
    referrer: text("referrer"),
    utm: jsonb("utm").$type<Partial<Record<(typeof utmParameters)[number], string>>>(),
    /** The campaign page (its slug, /campaigns/<slug>) whose form or Book a demo sent it; null from any other page. */
    campaign: text("campaign"),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    /** The salesperson who works the lead (the inbox); null until someone takes it. */
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** When its status first left New: the first contact, against the response target (inbox_settings). */
    firstContactAt: timestamp("first_contact_at", { withTimezone: true }),
    /** The `sequence` of the last event queued for the CRM about this lead (0: the CRM has never heard of it). */
    crmSequence: integer("crm_sequence").notNull().default(0),
    /**
     * The text the inbox searches: name, company, e-mail address and message, folded by `inbox_fold` (lower case,
     * accents removed with `unaccent`, migration 0007), so "credit" finds "Crédit". Kept in the row (migration 0013):
     * a search's words are each matched against it, and folding the text again for every row and word made a search
     * of common words take hundreds of milliseconds at 100,000 leads.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`inbox_fold(full_name || ' ' || company || ' ' || email || ' ' || coalesce(message, ''))`,
    ),
  },
  (table) => [
    check("demo_requests_status_check", sql`${table.status} in ('new', 'contacted', 'qualified', 'closed')`),
    // The inbox lists newest first and pages by (created_at, id): these indexes, read backwards.
    index("demo_requests_list_idx").on(table.createdAt, table.id),
    index("demo_requests_status_list_idx").on(table.status, table.createdAt, table.id),
    // Sorted by status (New first), then newest first.
    index("demo_requests_status_rank_idx").on(leadStatusRank(table), table.createdAt, table.id),
    // Its search finds any part of a word in the name, company, address or message, whatever the accents (pg_trgm).
    index("demo_requests_search_text_idx").using("gin", table.searchText.op("gin_trgm_ops")),
    // One person's leads ("My leads", sorting by owner), newest first.
    index("demo_requests_owner_list_idx").on(table.ownerId, table.createdAt, table.id),
    // A person's requests (erasure covers them all): by e-mail address, whatever its case.
    index("demo_requests_email_idx").on(sql`lower(${table.email})`),
    // A company's requests (a new one goes to the owner it already has): by e-mail domain, and by name.
    index("demo_requests_domain_idx").on(emailDomain(table)),
    index("demo_requests_company_idx").on(sql`lower(${table.company})`),
    // The counts per status as the list opens (spam hidden): read from this index alone, an index-only scan of a few
    // pages (four statuses, deduplicated), not the table.
    index("demo_requests_open_status_idx").on(table.status).where(sql`${table.isSpam} = false`),
    // A start token used before (server/functions/form-token.ts).
    index("demo_requests_form_token_idx").on(table.formToken),
    // The Overdue filter: leads not yet contacted, oldest first.
    index("demo_requests_waiting_idx")
      .on(table.createdAt, table.id)
      .where(sql`${table.firstContactAt} is null and ${table.isSpam} = false`),
  ],
);

/**
 * What is to be sent about a lead (server/db/outbox.ts). A row is pending (due at `next_attempt_at`), sent (`sent_at`)
 * or dead (`dead_at`: out of attempts).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Null only for a `lead.erased` webhook: its lead is gone, and with it every other item about the lead. */
    demoRequestId: uuid("demo_request_id").references(() => demoRequests.id, { onDelete: "cascade" }),
    /**
     * `lead-notification`: the e-mail to sales; `owner-alert`: the e-mail to the lead's owner, then `slack-alert`, its
     * message to SLACK_WEBHOOK_URL; `webhook`: one event POSTed to LEAD_WEBHOOK_URL (`payload`).
     */
    kind: text("kind", { enum: ["lead-notification", "owner-alert", "slack-alert", "webhook"] }).notNull(),
    /** A webhook's event, as it is sent. */
    payload: jsonb("payload"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the last allowed attempt failed: the worker gives up until `npm run outbox -- retry-dead`. */
    deadAt: timestamp("dead_at", { withTimezone: true }),
    /** True when the worker had no mail server (no SMTP_URL): the notification was written to the log, not e-mailed. */
    loggedOnly: boolean("logged_only").notNull().default(false),
    /** Set when "Send again" replaced this undelivered webhook with the lead's state now: it is never sent. */
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.sentAt} is null and ${table.deadAt} is null`),
    // Keeps /healthz's count of dead notifications to the dead rows alone.
    index("outbox_dead_idx").on(table.deadAt).where(sql`${table.deadAt} is not null`),
    // A lead's webhook waits for its earlier undelivered ones (server/db/outbox.ts): each claim looks them up here.
    index("outbox_webhook_waiting_idx")
      .on(table.demoRequestId, table.id)
      .where(sql`${table.kind} = 'webhook' and ${table.sentAt} is null and ${table.replacedAt} is null`),
  ],
);

/** Fixed-window request counters (server/db/rate-limits.ts), shared by every server instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/*
 * Sign-in for the sales inbox (better-auth, server/auth/auth.ts): its tables, under the field names it expects.
 * `role` is the admin plugin's ("admin" or "sales"); passkeys are its WebAuthn plugin's.
 */
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** A person's id, whose row goes with the person. */
const personColumn = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: personColumn("user_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: personColumn("user_id"),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: personColumn("user_id"),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    aaguid: text("aaguid"),
    createdAt: timestamp("created_at", { withTimezone: true }),
  },
  (table) => [index("passkeys_user_idx").on(table.userId), uniqueIndex("passkeys_credential_idx").on(table.credentialID)],
);

/** better-auth's own request counters (sign-in and the other auth routes), by client address and route. */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * What happened to a lead in the inbox, newest last: status changes, owner changes, notes, "not spam". Each row
 * names who and when; a note's text is in `body`.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    demoRequestId: uuid("demo_request_id")
      .notNull()
      .references(() => demoRequests.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** `assigned`: given to its owner by the assignment rules when it arrived (no actor). */
    kind: text("kind", { enum: ["status", "owner", "note", "not-spam", "spam", "assigned"] }).notNull(),
    /** The new status or owner id, the note's text, or why it was flagged as spam. */
    body: text("body"),
    /** For `assigned`: which rule gave it (server/inbox/assignment.ts). */
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (table) => [
    index("lead_events_request_idx").on(table.demoRequestId, table.id),
    // The audit log (server/inbox/audit.ts), newest first.
    index("lead_events_created_idx").on(table.createdAt, table.id),
  ],
);

/** Actions that must leave a trace without personal data: a lead erased, a user invited, sent a new link or removed. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id"),
    action: text("action", {
      enum: [
        "lead-erased",
        "user-invited",
        "link-sent",
        "user-removed",
        "admin-created",
        "signed-in",
        "sign-in-throttled",
        "leads-exported",
      ],
    }).notNull(),
    /**
     * The id of what the action was about (a lead's or a user's; for a sign-in, the user's), or the filter of an export
     * (its search words left out): never a name or an address.
     */
    subject: text("subject").notNull(),
    createdAt: createdAt(),
  },
  // The audit log (server/inbox/audit.ts), newest first.
  (table) => [index("audit_log_created_idx").on(table.createdAt, table.id)],
);

/**
 * How new leads find their owner (server/inbox/assignment.ts): a rule per e-mail domain or per solution, each naming
 * one owner. An admin sets them in the inbox.
 */
export const assignmentRules = pgTable(
  "assignment_rules",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind", { enum: ["domain", "solution"] }).notNull(),
    /** The e-mail domain (lower case, without "@") or the solution's slug. */
    value: text("value").notNull(),
    ownerId: personColumn("owner_id"),
    createdAt: createdAt(),
  },
  (table) => [
    check("assignment_rules_kind_check", sql`${table.kind} in ('domain', 'solution')`),
    uniqueIndex("assignment_rules_kind_value_idx").on(table.kind, table.value),
  ],
);

/** The inbox's settings, one row: who takes turns at the leads no rule gives, and whose turn is next. */
export const inboxSettings = pgTable("inbox_settings", {
  id: text("id").primaryKey().default("inbox"),
  /** The people who take turns (user ids, in order); empty: no round-robin. */
  roundRobin: text("round_robin").array().notNull().default(sql`'{}'::text[]`),
  /** How many leads round-robin has given so far: the next goes to `roundRobin[turn % length]`. */
  turn: integer("turn").notNull().default(0),
  /** Minutes within which a new lead should be contacted; null: no target, nothing is overdue. */
  responseTargetMinutes: integer("response_target_minutes"),
  /** The sales team's time zone (IANA, as Europe/Berlin): the times in e-mails and the CSV export are in it. */
  timeZone: text("time_zone").notNull().default("UTC"),
});

/**
 * The site's publishes (server/publish/publisher.ts), newest last: the newest is the build the site is served from. A
 * rollback is a publish of an earlier build (`restores` names the publish it brings back), so the history keeps both.
 */
export const sitePublishes = pgTable(
  "site_publishes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind", { enum: ["publish", "rollback", "scheduled", "rebuild"] }).notNull(),
    /** The build's folder, under the builds folder. */
    build: text("build").notNull(),
    /** The content repository's commit it was built from. */
    commit: text("commit").notNull(),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email").notNull(),
    /** The entries changed since the publish before it; a name alone in the rows of before 2026-11-29. */
    entries: jsonb("entries").$type<(string | PublishedEntry)[]>().notNull(),
    restores: bigint("restores", { mode: "number" }),
    /** The deployment whose code made the build (build/.build-id); a server deployed since builds it again. */
    code: text("code"),
    createdAt: createdAt(),
  },
  (table) => [check("site_publishes_kind_check", sql`${table.kind} in ('publish', 'rollback', 'scheduled', 'rebuild')`)],
);

/**
 * The preview and publish builds, one row each: at most one runs at a time across every instance (the partial unique
 * index), and a running one shows its last lines and signs of life (`beat_at`), so any instance can say who is
 * building and what came of it. A row left unfinished by an instance that stopped is closed once its beats stop.
 */
export const siteJobs = pgTable(
  "site_jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind", { enum: ["preview", "publish"] }).notNull(),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    beatAt: timestamp("beat_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The build's last lines while it runs. */
    lines: jsonb("lines").$type<string[]>().notNull().default([]),
    /** A preview's build folder and commit, once built. */
    build: text("build"),
    commit: text("commit"),
    /** How it ended: what the person is told (src/lib/publish-api.ts, BuildResult without kind and time). */
    result: jsonb("result").$type<JobResult>(),
  },
  (table) => [
    check("site_jobs_kind_check", sql`${table.kind} in ('preview', 'publish')`),
    uniqueIndex("site_jobs_one_running").on(sql`(true)`).where(sql`${table.finishedAt} is null`),
  ],
);

export type JobResult = { ok: true; note?: string } | { ok: false; message: string; problems: string[]; log: string[] };

/**
 * Who has which entry open in the editor, one row a person (server/editor/presence.ts): kept while their editor's bar
 * beats, so every instance says "Being edited by …"; a row not seen for a while is someone who has left.
 */
export const editorPresence = pgTable("editor_presence", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The entry's file in the content folder: "solutions/family-banking.yaml". */
  file: text("file").notNull(),
  /** Since when the person has had this entry open. */
  since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The version of the content each signed-in session's editor shows: the content repository's commit when the server last
 * answered it the content's files (server/publish/routes.ts). A save is checked against it (server/editor/save.ts).
 */
export const editorViews = pgTable("editor_views", {
  sessionId: text("session_id")
    .primaryKey()
    .references(() => sessions.id, { onDelete: "cascade" }),
  commit: text("commit").notNull(),
  /**
   * The session's last save refused for a field someone changed meanwhile: its file, the commit it was made from and
   * its text. The editor keeps the unsaved words and brings them back after a reload; a later save with them is checked
   * against it (server/editor/merge.ts).
   */
  refused: jsonb("refused").$type<{ file: string; from: string; text: string }>(),
});
