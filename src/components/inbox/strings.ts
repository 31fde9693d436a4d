/**
 * The words more than one place of the inbox says (the lead list, a lead's page, the Assignment and Users screens,
 * sign-in, the audit log), written once here; a screen's own words are written where it shows them.
 */

/** Below a list read a page at a time, and on a screen while it loads. */
export const pagesText = { loading: "Loading...", showMore: "Show more" } as const;
const removedUser = "A removed user";

/** What someone did to a lead, in its timeline and in the audit log. */
export const leadActs = {
  status: (status: string) => `set the status to ${status}`,
  /** Who the lead went to: someone else, the person who set it (`self`), or nobody. */
  owner: (person: string | null, self: boolean) =>
    self ? "took the lead" : person ? `gave the lead to ${person}` : "left the lead without an owner",
  spam: (reason: string) => `flagged it as spam: ${reason}`,
  "not-spam": () => "marked it as not spam",
} as const;

export const listText = {
  heading: "Leads",
  myLeadsHeading: "My leads",
  status: "Status",
  spam: "Spam",
  owner: "Owner",
  any: "Any",
  nobody: "Nobody yet",
  spamChoices: { hide: "Hidden", only: "Only spam", all: "Shown" },
  sorts: { newest: "Newest first", oldest: "Oldest first", status: "Status, New first", owner: "Owner" },
  captions: {
    newest: "Leads, newest first",
    oldest: "Leads, oldest first",
    status: "Leads by status, New first",
    owner: "Leads by owner",
  },
  // What a salesperson reads first comes first: on a phone, the columns after Received are reached by scrolling sideways.
  columns: ["Name", "Status", "Received", "Owner", "Company", "Role", "Suites"],
  /** "New: 12", a count's button; pressing it lists that status alone. */
  count: (label: string, n: number) => `${label}: ${n.toLocaleString("en")}`,
  doubtBadge: "To check",
  none: "—",
  bulkFlagged: (n: number) =>
    `${n === 1 ? "1 lead" : `${n.toLocaleString("en")} leads`} flagged as spam: hidden from the list unless spam is shown.`,
  bulkSelected: (n: number) => (n === 1 ? "1 lead selected" : `${n} leads selected`),
  keep: "Keep as it is",
  bulkDone: (saved: number) => (saved === 1 ? "1 lead changed." : `${saved.toLocaleString("en")} leads changed.`),
  bulkConflicts: (names: string[]) =>
    `Not changed, because someone else changed them while you had the list open: ${names.join(", ")}. The list now shows them as they are.`,
  keys: [
    ["/", "search"],
    ["j", "next lead"],
    ["k", "previous lead"],
    ["x", "select the lead"],
    ["Enter", "open it"],
  ],
} as const;

export const leadText = {
  none: "None",
  notification: {
    none: "Not sent: the request was flagged as spam.",
    pending: "Waiting to be sent.",
    sent: "Sent to sales.",
    logged: "Not e-mailed: no mail server is set up (SMTP_URL), so it was only written to the server's log.",
    dead: "Failed after every retry: ask an admin to re-queue it.",
  },
  conflictStatus: (now: string, yours: string) => `the status is now ${now} (you wanted ${yours})`,
  conflictOwner: (now: string, yours: string) => `the owner is now ${now} (you wanted ${yours})`,
  conflict: (what: string) =>
    `Not saved: someone else changed this lead while you had it open: ${what}. The form now shows the lead as it is; change it again if your change is still right.`,
  erasedNotice: (name: string, requests: number) =>
    `${name} was erased: ${requests === 1 ? "their request is" : `their ${requests} requests are`} gone from the inbox.`,
  eraseQuestion: (name: string, email: string, requests: number) =>
    `Erase ${name} (${email})? This erases ${requests === 1 ? "their 1 request" : `all ${requests} of their requests`} from this e-mail address, with their notes and timelines. This cannot be undone.`,
  removedUser,
  /** The assignment rules gave it its owner. */
  timelineAssigned: (owner: string, why: string) => `The lead went to ${owner} by ${why}`,
  cancel: "Cancel",
} as const;

export const assignmentText = {
  heading: "Assignment",
  intro:
    "A new lead goes, in this order: to the owner its company already has; to the person a rule names for its e-mail domain, then for a solution it chose; else to the next person in the round-robin. Spam goes to nobody.",
  roundRobinHeading: "Round-robin",
  roundRobinSaved: (n: number) => (n === 0 ? "Round-robin is off." : `${n} ${n === 1 ? "person takes" : "people take"} turns.`),
  kinds: { domain: "E-mail domain", solution: "Solution" },
  addRule: "Add rule",
  ruleText: (kind: "domain" | "solution", value: string) =>
    kind === "domain" ? `E-mail from ${value} (and its subdomains)` : `Chose ${value}`,
  removedPerson: removedUser.toLowerCase(),
} as const;

/** Why a lead got its owner, from the assignment's `detail` ("domain:orbit.example"). */
export function assignedBy(detail: string | null | undefined, suiteName: (slug: string) => string) {
  const [rule, ...rest] = (detail ?? "").split(":");
  const value = rest.join(":");
  if (rule === "company") return `its company ${value} already had this owner`;
  if (rule === "domain") return `the rule for ${value}`;
  if (rule === "solution") return `the rule for ${suiteName(value)}`;
  return "the round-robin";
}

export const webhookText = {
  types: {
    "lead.created": "New lead",
    "lead.status_changed": "Status changed",
    "lead.owner_changed": "Owner changed",
    "lead.spam": "Marked as spam",
    "lead.not_spam": "Not spam after all",
    "lead.resent": "Sent again from the inbox",
  } as Record<string, string>,
  states: {
    pending: "waiting to be sent",
    replaced: "not sent: replaced by the lead as it is now, sent again",
    sent: "delivered",
    logged: "not sent: no CRM is set up (LEAD_WEBHOOK_URL), so it was only written to the server's log",
    dead: "failed at every attempt and was given up",
  },
  attempts: (n: number) => (n === 1 ? "1 attempt" : `${n} attempts`),
  lastError: (error: string) => `last error: ${error}`,
} as const;

/** The sales team's time zone, on the Assignment screen. */
export const timeZoneText = {
  heading: "Time zone",
  label: "The sales team's time zone",
  hint: "The e-mails about new leads and the CSV export give times in it. Until it is set, they are in UTC.",
  save: "Save time zone",
  saved: (timeZone: string) => `Time zone saved: times in e-mails and the CSV are now in ${timeZone}.`,
};

export const responseText = {
  overdue: "Overdue",
  after: (minutes: number) =>
    minutes < 60
      ? `${minutes} min after it arrived`
      : minutes < 48 * 60
        ? `${(minutes / 60).toFixed(1)} h after it arrived`
        : `${Math.round(minutes / 1440)} days after it arrived`,
  heading: "Response time",
  hint: "A lead still New this many minutes after it arrived is marked Overdue. Leave empty for no target.",
  save: "Save target",
  saved: (minutes: number | null) =>
    minutes ? `Target saved: ${minutes} ${minutes === 1 ? "minute" : "minutes"}.` : "No target: nothing is overdue.",
} as const;

export const usersText = {
  heading: "Users",
  email: "Work e-mail",
  roles: {
    sales: "Sales: works leads",
    editor: "Editor: edits and publishes the website, sees no leads",
    admin: "Admin: also manages users and edits the website",
  },
  invitedNoMail: (name: string) =>
    `${name} is invited, but no e-mail went out: give them this link yourself. It works once, for 48 hours.`,
  invited: (email: string) => `Invitation sent to ${email}. The link in it works once, for 48 hours.`,
  linkSent: (name: string, email: string) =>
    `A new link went to ${name} at ${email}. It works once, for 48 hours; an earlier one still works until it expires.`,
  linkNoMail: (name: string) =>
    `No e-mail went out: give ${name} this link yourself. It works once, for 48 hours; an earlier one still works until it expires.`,
  removeQuestion: (name: string) =>
    `Remove ${name} from the inbox? They are signed out at once and cannot sign in again; their name stays on what they did.`,
  removed: (name: string) => `${name} was removed.`,
  roleLabels: { admin: "Admin", sales: "Sales", editor: "Editor" },
  remove: "Remove",
} as const;

export const signInText = {
  brand: "Tessera inbox",
  nav: "Inbox",
  signIn: "Sign in",
} as const;

export const auditText = {
  heading: "Audit log",
  intro:
    "Who changed what on a lead, who invited, removed or erased, who signed in, whose account had too many passwords tried, and who exported leads. An erased request keeps only its id here; an export, its filter without the search words.",
  columns: ["When", "Who", "What", "Lead or person"],
  erasedLead: (id: string) => `erased request ${id}`,
  actions: {
    ...leadActs,
    note: () => "added a note",
    assigned: (person: string | null) => leadActs.owner(person ?? removedUser.toLowerCase(), false),
    "lead-erased": () => "erased a request",
    "user-invited": () => "invited",
    "link-sent": () => "sent a new sign-in link to",
    "user-removed": () => "removed from the inbox",
    "admin-created": () => "made an admin",
    "signed-in": () => "signed in",
    "sign-in-throttled": () => "tried too many passwords for",
    // The filter as it was asked for, without its search words: none when only words (or nothing) were asked for.
    "leads-exported": (filter: string) => `exported the leads as CSV${filter ? ` (${filter})` : ""}`,
  },
} as const;
