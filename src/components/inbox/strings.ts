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
