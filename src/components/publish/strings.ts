/**
 * The words the publishing screens (/publish, /publish/history) and the editor's bar share, a staff tool: here, not in
 * the site's content. A screen's own words are written where it shows them.
 */
export const publishText = {
  title: "Publish the site",
  edit: "Edit content",
  /** After a rename: a name the entry had before, still written in other words, and where. */
  mentions: (from: string, count: number) =>
    `“${from}”, this entry's name before, is still written in ${count === 1 ? "1 entry" : `${count} entries`}:`,
  busy: (name: string, kind: "preview" | "publish") =>
    `${name} started ${kind === "publish" ? "a publish" : "a preview"}. It takes about a minute; the live site keeps serving meanwhile.`,
  /** What the content takes on disk: every picture ever saved stays in its history, deleted or not. */
  storage: (used: string, budget: string) => `Pictures and history: ${used} of ${budget}.`,
  storageNearlyFull:
    "Nearly full: once it is, saves are refused. Upload pictures exported for the web (well under 1 MB each), and ask a developer to make room.",
  rollbackBody:
    "The live site shows this publish again at once. Nothing saved in the editor is lost; publish again to bring it back.",
  kinds: {
    publish: "Published",
    rollback: "Went back to",
    scheduled: "Published on schedule",
    rebuild: "Rebuilt with the site's new version",
    deployed: "The site as deployed",
  },
  restores: (id: number) => (id === 0 ? "the site as deployed" : `publish #${id}`),
  nameWritten: (summary: string) =>
    `Saved, not yet live: ${summary}. Reload the page to see those entries as they are now in the editor.`,
  /** A post's state, after its name in a list. */
  states: {
    draft: () => "draft: on no page",
    scheduled: (date: string) => `scheduled: live on ${date}`,
    live: () => "live",
  },
} as const;

/** The words of an entry's history (/publish/history). */
export const historyText = {
  title: "History of an entry",
  deletedHeading: "Deleted entries",
  deletedBy: (name: string, at: string) => `Deleted by ${name}, ${at}.`,
  restoreDeleted: "Restore",
  from: "Version",
  to: "with version",
  unchanged: (count: number) => `${count} ${count === 1 ? "field" : "fields"} the same in both`,
  restoreBody:
    "The entry becomes as it was in this version, at its address of now. This is a save like any other: it is checked first, listed under Saved, not yet live, and goes live when the site is published.",
  restored: (summary: string) => `Saved, not yet live: ${summary}.`,
  version: (number: number, when: string, name: string) => `#${number} · ${when} · ${name}`,
} as const;
