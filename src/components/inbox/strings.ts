/**
 * The words the inbox shows (the lead list, a lead's page, the Assignment and Users screens, sign-in), in one place:
 * what sales and admins read, kept together so it is written one way and can be changed (or translated) without
 * touching the screens.
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
  /** A company's leads: those from its e-mail domain, chosen from a lead's domain in the list or on its page. */
  companyHeading: (domain: string) => `Leads from ${domain}`,
  companyLeads: "list this company's leads",
  exportCsv: "Export CSV",
  filterLabel: "Filter leads",
  search: "Search",
  searchPlaceholder: "Name, company, e-mail or message",
  status: "Status",
  suite: "Suite",
  spam: "Spam",
  owner: "Owner",
  sort: "Sort",
  from: "From",
  to: "To",
  any: "Any",
  anyone: "Anyone",
  nobody: "Nobody yet",
  spamChoices: { hide: "Hidden", only: "Only spam", all: "Shown" },
  apply: "Apply",
  clear: "Clear",
  sorts: { newest: "Newest first", oldest: "Oldest first", status: "Status, New first", owner: "Owner" },
  captions: {
    newest: "Leads, newest first",
    oldest: "Leads, oldest first",
    status: "Leads by status, New first",
    owner: "Leads by owner",
  },
  // What a salesperson reads first comes first: on a phone, the columns after Received are reached by scrolling sideways.
  columns: ["Name", "Status", "Received", "Owner", "Company", "Role", "Suites"],
  countsLabel: "Leads in each status",
  /** "New: 12", a count's button; pressing it lists that status alone. */
  count: (label: string, n: number) => `${label}: ${n.toLocaleString("en")}`,
  allStatuses: (n: number) => `All: ${n.toLocaleString("en")}`,
  spamWhy: (reason: string) => `Flagged as spam: ${reason}`,
  doubtBadge: "To check",
  doubtWhy: (doubt: string) =>
    `${doubt} Many such leads are people whose browser filled in the form: read it before marking it spam.`,
  none: "—",
  noLeads: "No leads match.",
  /** Under a lead's received time on a phone. */
  ownerLine: (name: string) => `Owner: ${name}`,
  /** Said to screen readers when leads arrive while the list is open. */
  newLeads: (n: number) => (n === 1 ? "1 new lead" : `${n.toLocaleString("en")} new leads`),
  /** Bulk actions: the leads ticked in the list, changed at once. */
  selectLead: (name: string) => `Select ${name}`,
  selectAll: "Select every lead shown",
  selectedLabel: "The selected leads",
  bulkLabel: "Change the selected leads",
  bulkSpamLabel: "Flag the selected leads as spam",
  bulkSpam: "Mark the selected as spam",
  bulkFlagged: (n: number) =>
    `${n === 1 ? "1 lead" : `${n.toLocaleString("en")} leads`} flagged as spam: hidden from the list unless spam is shown.`,
  bulkSelected: (n: number) => (n === 1 ? "1 lead selected" : `${n} leads selected`),
  bulkGoTo: "Change them",
  moreFilters: "More filters",
  fewerFilters: "Fewer filters",
  keep: "Keep as it is",
  bulkStatus: "New status",
  bulkOwner: "New owner",
  bulkApply: "Apply to the selected",
  bulkClear: "Clear the selection",
  bulkNothing: "Choose a status or an owner to set first.",
  bulkDone: (saved: number) => (saved === 1 ? "1 lead changed." : `${saved.toLocaleString("en")} leads changed.`),
  bulkConflicts: (names: string[]) =>
    `Not changed, because someone else changed them while you had the list open: ${names.join(", ")}. The list now shows them as they are.`,
  bulkMissing: (n: number) => `${n} of them no longer exist.`,
  /** The keyboard shortcuts, shown above the list. */
  keysLabel: "Keyboard shortcuts",
  keys: [
    ["/", "search"],
    ["j", "next lead"],
    ["k", "previous lead"],
    ["x", "select the lead"],
    ["Enter", "open it"],
  ],
} as const;

export const leadText = {
  back: "← All leads",
  requestHeading: "Request",
  fields: {
    email: "E-mail",
    company: "Company",
    role: "Role",
    suites: "Suites",
    received: "Received",
    sentFrom: "Sent from",
    referrer: "Referrer",
    campaign: "Link tracking (UTM)",
    campaignPage: "Campaign page",
    notification: "Notification",
  },
  noSuites: "None chosen",
  unknownPage: "Unknown page",
  none: "None",
  messageHeading: "Message",
  notification: {
    none: "Not sent: the request was flagged as spam.",
    pending: "Waiting to be sent.",
    sent: "Sent to sales.",
    logged: "Not e-mailed: no mail server is set up (SMTP_URL), so it was only written to the server's log.",
    dead: "Failed after every retry: ask an admin to re-queue it.",
  },
  followUpHeading: "Follow-up",
  removedOwner: (name: string) => `${name} (removed)`,
  save: "Save status and owner",
  saved: "Saved.",
  nothingChanged: "Nothing changed: choose another status or owner first.",
  /** One field someone else changed, in words: "the owner is now Sam (you wanted Nobody yet)". */
  conflictStatus: (now: string, yours: string) => `the status is now ${now} (you wanted ${yours})`,
  conflictOwner: (now: string, yours: string) => `the owner is now ${now} (you wanted ${yours})`,
  conflict: (what: string) =>
    `Not saved: someone else changed this lead while you had it open: ${what}. The form now shows the lead as it is; change it again if your change is still right.`,
  note: "Note",
  addNote: "Add note",
  noteKept: "Kept in this browser until it is added, even if you leave this page.",
  noteAdded: "Note added.",
  notSpam: "Not spam",
  notSpamDone: "Marked as not spam: sales will be notified.",
  erase: "Erase this person",
  erased: "Erased.",
  erasedNotice: (name: string, requests: number) =>
    `${name} was erased: ${requests === 1 ? "their request is" : `their ${requests} requests are`} gone from the inbox.`,
  eraseQuestion: (name: string, email: string, requests: number) =>
    `Erase ${name} (${email})? This erases ${requests === 1 ? "their 1 request" : `all ${requests} of their requests`} from this e-mail address, with their notes and timelines. This cannot be undone.`,
  timelineHeading: "Timeline",
  nothingYet: "Nothing yet.",
  removedUser,
  timelineNoted: "noted:",
  /** The assignment rules gave it its owner. */
  timelineAssigned: (owner: string, why: string) => `The lead went to ${owner} by ${why}`,
  markSpam: "Mark as spam",
  spamReason: "Why is this spam?",
  spamReasonHint: "Your colleagues see this on the spam list.",
  flag: "Flag as spam",
  cancel: "Cancel",
  flagged: "Flagged as spam: it is hidden from the list unless spam is shown.",
  flaggedBadge: "Flagged as spam",
  spamField: "Why spam",
  relatedLabel: "The same person and company",
  samePersonHeading: "Their other requests",
  sameCompanyHeading: (domain: string) => `Others from ${domain}`,
  allFromCompany: (n: number, domain: string) => `All ${n.toLocaleString("en")} from ${domain}`,
} as const;

export const assignmentText = {
  heading: "Assignment",
  intro:
    "A new lead goes, in this order: to the owner its company already has; to the person a rule names for its e-mail domain, then for a solution it chose; else to the next person in the round-robin. Spam goes to nobody.",
  roundRobinHeading: "Round-robin",
  roundRobinHint: "The people who take turns at leads no rule gives. Choose nobody to leave those leads unassigned.",
  saveRoundRobin: "Save round-robin",
  roundRobinSaved: (n: number) => (n === 0 ? "Round-robin is off." : `${n} ${n === 1 ? "person takes" : "people take"} turns.`),
  rulesHeading: "Rules",
  noRules: "No rules yet.",
  kind: "Rule for",
  kinds: { domain: "E-mail domain", solution: "Solution" },
  domain: "Domain",
  domainPlaceholder: "orbit.example",
  domainHint: "What follows the @ in their e-mail addresses.",
  solution: "Solution",
  owner: "Goes to",
  addRule: "Add rule",
  ruleAdded: "Rule saved.",
  ruleRemoved: "Rule removed.",
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
  heading: "Sent to the CRM",
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
  replay: "Send the lead as it is now",
  replayed: "The lead as it is now is queued for the CRM as a new event.",
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
  overdueBadgeTitle: "Not contacted within the response target",
  firstContact: "First contact",
  notYet: "Not yet",
  after: (minutes: number) =>
    minutes < 60
      ? `${minutes} min after it arrived`
      : minutes < 48 * 60
        ? `${(minutes / 60).toFixed(1)} h after it arrived`
        : `${Math.round(minutes / 1440)} days after it arrived`,
  heading: "Response time",
  hint: "A lead still New this many minutes after it arrived is marked Overdue. Leave empty for no target.",
  minutes: "Target, in minutes",
  save: "Save target",
  saved: (minutes: number | null) =>
    minutes ? `Target saved: ${minutes} ${minutes === 1 ? "minute" : "minutes"}.` : "No target: nothing is overdue.",
} as const;

/** The admins' Users screen: who can use the inbox, invitations, and removing someone. */
export const usersText = {
  heading: "Users",
  inviteLabel: "Invite someone",
  name: "Name",
  email: "Work e-mail",
  role: "Role",
  roles: {
    sales: "Sales: works leads",
    editor: "Editor: edits and publishes the website, sees no leads",
    admin: "Admin: also manages users and edits the website",
  },
  invite: "Send invitation",
  invitedNoMail: (name: string) =>
    `${name} is invited, but no e-mail went out: give them this link yourself. It works once, for 48 hours.`,
  invited: (email: string) => `Invitation sent to ${email}. The link in it works once, for 48 hours.`,
  link: "Link that sets the password",
  sendLink: "Send a new link",
  linkSent: (name: string, email: string) =>
    `A new link went to ${name} at ${email}. It works once, for 48 hours; an earlier one still works until it expires.`,
  linkNoMail: (name: string) =>
    `No e-mail went out: give ${name} this link yourself. It works once, for 48 hours; an earlier one still works until it expires.`,
  removeQuestion: (name: string) =>
    `Remove ${name} from the inbox? They are signed out at once and cannot sign in again; their name stays on what they did.`,
  removed: (name: string) => `${name} was removed.`,
  roleLabels: { admin: "Admin", sales: "Sales", editor: "Editor" },
  removedMark: " · removed",
  invitedMark: " · invited",
  remove: "Remove",
} as const;

/** The sign-in page. There is no sign-up: an admin invites people. */
export const signInText = {
  brand: "Tessera inbox",
  nav: "Inbox",
  yourAccount: ": your account",
  signOut: "Sign out",
  heading: "Sign in to the inbox",
  password: "Password",
  signIn: "Sign in",
  signingIn: "Signing in...",
  passkey: "Sign in with a passkey",
  passkeyFailed: "Signing in with a passkey did not work.",
  wrong: "The e-mail address or the password is not right.",
  noAccount: "No account, or forgot your password? Ask an admin of the inbox to send you a link.",
  sessionEnded: "Your session has ended. Sign in again to go on where you were: a note you were typing is kept.",
} as const;

/** The admins' audit log: who did what, newest first. */
export const auditText = {
  heading: "Audit log",
  intro:
    "Who changed what on a lead, who invited, removed or erased, who signed in, whose account had too many passwords tried, and who exported leads. An erased request keeps only its id here; an export, its filter without the search words.",
  caption: "The audit log, newest first",
  columns: ["When", "Who", "What", "Lead or person"],
  rules: "The assignment rules",
  commandLine: "The command line",
  /** Whoever tried the passwords: not known, and never one of the inbox's people. */
  someone: "Someone",
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
  nothing: "Nothing recorded yet.",
} as const;
