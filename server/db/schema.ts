import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every Book a demo request, kept whether or not its notification has gone out (DESIGN.md §6). */
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
    sourcePath: text("source_path"),
    status: text("status", { enum: ["new", "contacted", "qualified", "closed"] })
      .notNull()
      .default("new"),
  },
  (table) => [
    check("demo_requests_status_check", sql`${table.status} in ('new', 'contacted', 'qualified', 'closed')`),
    index("demo_requests_created_at_idx").on(table.createdAt),
  ],
);

/**
 * Work to do after a request is stored: the e-mail to sales. Written in the same transaction as the request.
 * A row is pending (due at `next_attempt_at`), sent (`sent_at`) or dead (`dead_at`: out of attempts).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    demoRequestId: uuid("demo_request_id")
      .notNull()
      .references(() => demoRequests.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["lead-notification"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the last allowed attempt failed: the worker gives up until `npm run outbox -- retry-dead`. */
    deadAt: timestamp("dead_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.sentAt} is null and ${table.deadAt} is null`),
    // Keeps /healthz's count of dead notifications to the dead rows alone.
    index("outbox_dead_idx").on(table.deadAt).where(sql`${table.deadAt} is not null`),
  ],
);

/** Fixed-window request counters per client address, shared by every server instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
