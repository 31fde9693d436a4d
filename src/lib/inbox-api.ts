import * as z from "zod/mini";

/**
 * The sales inbox's API (`/api/inbox/…`, server/inbox/routes.ts): one schema per query or body, which the server
 * checks every request with; what it answers is typed from the routes, which the inbox's screens call through Hono's
 * typed client (./browser/inbox-client.ts). Messages are in plain words: the server sends the first one back as
 * `{ "error": … }`.
 */

export const leadStatuses = ["new", "contacted", "qualified", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
/** Each status as people read it: in the inbox and in the CSV. */
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  closed: "Closed",
};
/** `admin` manages users and edits the site too; `sales` works the leads; `editor` edits and publishes the site. */
export const staffRoles = ["admin", "sales", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];
/** A stored role as one of the staff roles; anything else counts as sales, the role with least to change. */
export const staffRoleOf = (role: unknown): StaffRole => (staffRoles.includes(role as StaffRole) ? (role as StaffRole) : "sales");
/** Who may edit, preview, publish and roll back the site. */
export const canEditSite = (role: StaffRole) => role === "admin" || role === "editor";
export const canSeeLeads = (role: StaffRole) => role === "admin" || role === "sales";

const date = (field: string) =>
  z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date written as YYYY-MM-DD`)));
const statusField = z.enum(leadStatuses, "Status must be new, contacted, qualified or closed");

const filterFields = {
  status: z.optional(statusField),
  /** Spam is hidden unless asked for: `only` lists just the flagged ones, `all` both. */
  spam: z._default(z.enum(["hide", "only", "all"], "Spam must be hide, only or all"), "hide"),
  suite: z.optional(z.string().check(z.maxLength(100, "Suite is too long"))),
  from: date("From"),
  to: date("To"),
  /**
   * The time zone From and To are days of (an IANA name, the browser's: `Europe/Paris`), so a day is the one the
   * person sees the leads' times in; UTC's days without it.
   */
  tz: z.optional(
    z.string().check(z.maxLength(64, "Time zone is not valid"), z.regex(/^[A-Za-z][\w+\-/]*$/, "Time zone is not valid")),
  ),
  /** Words found in the name, company, e-mail address or message, whatever their accents. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, "Search must be at most 100 characters"))),
  /** `yes`: only the leads past the response target and not yet contacted (still New). */
  overdue: z.optional(z.enum(["yes"], "Overdue must be yes")),
  /** A company's leads: those from its e-mail domain (`orbit.example`). */
  domain: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(200, "Domain is too long"),
        z.regex(/^[a-z0-9.-]+$/, "Domain must be an e-mail domain, such as orbit.example"),
      ),
  ),
  /** `me`: the signed-in person's leads; `none`: nobody's yet; or a user's id. */
  owner: z.optional(z.string().check(z.minLength(1, "Owner is not valid"), z.maxLength(100, "Owner is not valid"))),
};

/** How many a page holds (50 unless asked), and where the previous page ended (its `next`). */
const pageLimit = z._default(
  z.coerce
    .number("Limit must be a number")
    .check(
      z.int("Limit must be a whole number"),
      z.minimum(1, "Limit must be at least 1"),
      z.maximum(200, "Limit must be at most 200"),
    ),
  50,
);
const cursor = z.optional(z.string().check(z.maxLength(200, "Cursor is not valid")));

export const leadSorts = ["newest", "oldest", "status", "owner"] as const;
export type LeadSort = (typeof leadSorts)[number];

/** A From date after the To date would select nothing: it is refused, with a message saying why. */
export const datesInOrderMessage = "The From date is after the To date: choose a From date on or before the To date.";
const datesInOrder = z.refine<{ from?: string; to?: string }>(
  (filter) => !filter.from || !filter.to || filter.from <= filter.to,
  datesInOrderMessage,
);

/** GET /api/inbox/leads and GET /api/inbox/leads.csv: which leads, newest first. */
export const leadFilterSchema = z.object(filterFields).check(datesInOrder);
export type LeadFilter = z.infer<typeof leadFilterSchema>;

export const leadPageSchema = z
  .object({
    ...filterFields,
    /** Newest first (the default), oldest first, by status (New first) or by owner (by name, nobody's last). */
    sort: z._default(z.enum(leadSorts, "Sort must be newest, oldest, status or owner"), "newest"),
    cursor,
    limit: pageLimit,
  })
  .check(datesInOrder);
export type LeadPageQuery = z.infer<typeof leadPageSchema>;

/** Why a lead is spam, as the person flagging it says (the spam list shows it). */
const spamReason = z
  .string("Say why this is spam")
  .check(z.trim(), z.minLength(1, "Say why this is spam"), z.maxLength(500, "The reason must be at most 500 characters"));
const ownerField = z.nullable(z.string().check(z.minLength(1, "Owner is not valid"), z.maxLength(100, "Owner is not valid")));
/** The values the person last saw of the fields they change: a change of what someone else changed since is a conflict. */
const seen = z.object({ status: z.optional(statusField), ownerId: z.optional(ownerField) }, "Send the values you last saw (was)");
/** Whether a change comes with what was last seen of each field it changes. */
const sawEach = (change: { status?: unknown; ownerId?: unknown }, was: z.infer<typeof seen>) =>
  (change.status === undefined || was.status !== undefined) && (change.ownerId === undefined || was.ownerId !== undefined);
const sawEachMessage = "Send the value you last saw (was) for each field you change";
const leadsOf = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.minLength(1, "Choose at least one lead"), z.maxLength(200, "Choose at most 200 leads at once"));
const leadId = z.string().check(z.regex(/^[0-9a-f-]{36}$/i, "A lead's id is not valid"));

/**
 * PATCH /api/inbox/leads/:id: only the fields the person changed (a new status, a new owner's id, or no owner: null),
 * each with the value the person last saw in `was`. When someone else has changed that field since, the server
 * changes nothing and answers 409 with the lead as it is now, so nobody's change is undone without their knowing.
 */
export const leadUpdateSchema = z.object({ status: z.optional(statusField), ownerId: z.optional(ownerField), was: seen }).check(
  z.refine((update) => update.status !== undefined || update.ownerId !== undefined, "Send a status or an owner to change"),
  z.refine((update) => sawEach(update, update.was), sawEachMessage),
);
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/**
 * POST /api/inbox/leads/bulk: one change of status or owner (or both) for several leads, each with the values the
 * person last saw in the list. Each lead is saved as a PATCH saves it: a field someone else changed since is a
 * conflict, left as it is and reported; the other leads are saved.
 */
export const leadBulkSchema = z
  .object({
    leads: leadsOf(z.object({ id: leadId, was: seen })),
    status: z.optional(statusField),
    ownerId: z.optional(ownerField),
  })
  .check(
    z.refine((bulk) => bulk.status !== undefined || bulk.ownerId !== undefined, "Choose a status or an owner to set"),
    z.refine((bulk) => bulk.leads.every((lead) => sawEach(bulk, lead.was)), sawEachMessage),
  );

/**
 * POST /api/inbox/leads/bulk-spam: flags several leads as spam at once, with one reason, each as its own "Mark as spam"
 * flags it (a line in its timeline and the audit log; its notification, if still waiting, dropped).
 */
export const leadBulkSpamSchema = z.object({
  ids: leadsOf(leadId),
  reason: spamReason,
});

/** POST /api/inbox/leads/:id/notes */
export const noteSchema = z.object({
  body: z
    .string("Write the note as text")
    .check(z.trim(), z.minLength(1, "The note is empty"), z.maxLength(4000, "A note must be at most 4,000 characters")),
});

/** POST /api/inbox/leads/:id/spam: flags a lead as spam, saying why. */
export const spamSchema = z.object({ reason: spamReason });

const userId = z.string().check(z.minLength(1, "Choose a person"), z.maxLength(100, "Choose a person"));

/** PUT /api/inbox/response-target (admins): minutes within which a new lead should be contacted; null: no target. */
export const responseTargetSchema = z.object({
  minutes: z.nullable(
    z
      .number("The target is a number of minutes")
      .check(
        z.int("The target is a whole number of minutes"),
        z.minimum(1, "The target is at least 1 minute"),
        z.maximum(43_200, "The target is at most 30 days"),
      ),
  ),
});

/** PUT /api/inbox/time-zone (admins): the sales team's IANA time zone (Europe/Berlin), for e-mails and the CSV. */
export const timeZoneSchema = z.object({
  timeZone: z
    .string("Choose a time zone")
    .check(z.trim(), z.minLength(1, "Choose a time zone"), z.maxLength(100, "Choose a time zone from the list")),
});

/** POST /api/inbox/assignment/rules */
export const assignmentRuleSchema = z.object({
  kind: z.enum(["domain", "solution"], "A rule is for an e-mail domain or a solution"),
  value: z.string("Name the domain or solution").check(
    z.trim(),
    z.minLength(1, "Name the domain or solution"),
    z.maxLength(200, "The domain or solution is too long"),
    z.refine((value) => !/\s/.test(value), "A domain or solution has no spaces"),
  ),
  ownerId: userId,
});

/** PUT /api/inbox/assignment/round-robin: the people who take turns, in order (none: no round-robin). */
export const roundRobinSchema = z.object({
  ownerIds: z.array(userId).check(z.maxLength(100, "Choose at most 100 people")),
});

/** POST /api/inbox/users: an invitation, sent by e-mail. */
export const inviteSchema = z.object({
  email: z.pipe(z.string("E-mail is required").check(z.trim(), z.toLowerCase()), z.email("Please enter a valid email address")),
  name: z.string("Name is required").check(
    z.trim(),
    z.minLength(1, "Name is required"),
    z.maxLength(100, "Name must be less than 100 characters"),
    // The name becomes the author of the person's saves in the content's history: a line break would let it pose as
    // another line, another person.
    z.regex(/^[^\p{Cc}\p{Zl}\p{Zp}]*$/u, "Name must be one line, without line breaks"),
    // Nor may it turn text around, showing the history or the inbox a name other than its own.
    z.regex(/^[^\u202a-\u202e\u2066-\u2069]*$/u, "Name must not hold characters that reverse the direction of its text"),
  ),
  role: z.enum(staffRoles, "Role must be admin, sales or editor"),
});

/** GET /api/inbox/audit (admins): the audit log, newest first, a page at a time. */
export const auditPageSchema = z.object({ cursor, limit: pageLimit });
export type AuditPageQuery = z.infer<typeof auditPageSchema>;
