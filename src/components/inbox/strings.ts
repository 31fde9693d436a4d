/**
 * The words the inbox's lead list and lead page show, in one place: what a salesperson reads, kept together so it is
 * written one way and can be changed (or translated) without touching the screens.
 */
export const listText = {
  heading: "Leads",
  myLeadsHeading: "My leads",
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
  mine: "My leads",
  nobody: "Nobody yet",
  spamHidden: "Hidden",
  spamOnly: "Only spam",
  spamShown: "Shown",
  apply: "Apply",
  clear: "Clear",
  sorts: { newest: "Newest first", oldest: "Oldest first", status: "Status, New first", owner: "Owner" },
  captions: {
    newest: "Leads, newest first",
    oldest: "Leads, oldest first",
    status: "Leads by status, New first",
    owner: "Leads by owner",
  },
  columns: ["Name", "Company", "Role", "Suites", "Status", "Received", "Owner"],
  countsLabel: "Leads in each status",
  /** "New: 12", a count's button; pressing it lists that status alone. */
  count: (label: string, n: number) => `${label}: ${n.toLocaleString("en")}`,
  allStatuses: (n: number) => `All: ${n.toLocaleString("en")}`,
  spamBadge: "Spam",
  spamWhy: (reason: string) => `Flagged as spam: ${reason}`,
  none: "—",
  noLeads: "No leads match.",
  loading: "Loading...",
  showMore: "Show more",
} as const;

export const leadText = {
  markSpam: "Mark as spam",
  spamReason: "Why is this spam?",
  spamReasonHint: "Your colleagues see this on the spam list.",
  flag: "Flag as spam",
  cancel: "Cancel",
  flagged: "Flagged as spam: it is hidden from the list unless spam is shown.",
  flaggedBadge: "Flagged as spam",
  spamField: "Why spam",
  timelineSpam: (reason: string) => `flagged it as spam: ${reason}`,
} as const;

export const assignmentText = {
  nav: "Assignment",
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
  solution: "Solution",
  owner: "Goes to",
  addRule: "Add rule",
  ruleAdded: "Rule saved.",
  ruleRemoved: "Rule removed.",
  remove: "Remove",
  ruleText: (kind: "domain" | "solution", value: string) =>
    kind === "domain" ? `E-mail from ${value} (and its subdomains)` : `Chose ${value}`,
  removedPerson: "a removed user",
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

export const timelineText = {
  assigned: (owner: string, why: string) => `The lead went to ${owner} by ${why}`,
} as const;

export const webhookText = {
  heading: "Sent to the CRM",
  types: {
    "lead.created": "New lead",
    "lead.status_changed": "Status changed",
    "lead.owner_changed": "Owner changed",
  } as Record<string, string>,
  states: {
    pending: "waiting to be sent",
    sent: "delivered",
    logged: "not sent: no CRM is set up (LEAD_WEBHOOK_URL), so it was only written to the server's log",
    dead: "failed for a day and was given up",
  },
  attempts: (n: number) => (n === 1 ? "1 attempt" : `${n} attempts`),
  lastError: (error: string) => `last error: ${error}`,
  replay: "Send again",
  replayed: "Queued to be sent again.",
} as const;

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
  saved: (minutes: number | null) => (minutes ? `Target saved: ${minutes} minutes.` : "No target: nothing is overdue."),
} as const;
