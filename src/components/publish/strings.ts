/** The words of the publish screen (/publish), a staff tool: here, not in the site's content. */
export const publishText = {
  title: "Publish the site",
  intro: "What you save in the editor goes live when you publish it. Preview it first to see every page as it will be.",
  edit: "Edit content",
  editorTitle: "Tessera content",
  barLabel: "Publishing",
  previewAndPublish: "Preview and publish",
  editorHome: "Edit the website",
  thisEntryHistory: "History of this entry",
  previewPage: "Preview this page",
  /** Who else has the entry open, each since when ("10:02"). */
  editedBy: (people: { name: string; since: string }[]) =>
    `Being edited by ${people.map(({ name, since }) => `${name} (since ${since})`).join(" and ")}`,
  /** After a rename: a name the entry had before, still written in other words, and where. */
  mentions: (from: string, count: number) =>
    `“${from}”, this entry's name before, is still written in ${count === 1 ? "1 entry" : `${count} entries`}:`,
  writeName: (name: string) => `Write “${name}” in all of them`,
  nameWritten: (summary: string) =>
    `Saved, not yet live: ${summary}. Reload the page to see those entries as they are now in the editor.`,
  notAnswered: "Nothing was saved: the server did not answer. Check your connection, then try again.",
  /** A save the editor refused before sending it: the fields at fault are marked, the first one has the cursor. */
  fieldsToFix: "Not saved: a field needs a change. It is marked in red below, with the reason; the cursor is in it.",
  signIn: "Sign in to publish the site.",
  editorsOnly: "Only editors and admins can publish the site. An admin can give you the editor role.",
  unpublishedHeading: "Saved, not yet live",
  nothingUnpublished: "Everything saved is live.",
  /** What the content takes on disk: every picture ever saved stays in its history, deleted or not. */
  storage: (used: string, budget: string) => `Pictures and history: ${used} of ${budget}.`,
  storageNearlyFull:
    "Nearly full: once it is, saves are refused. Upload pictures exported for the web (well under 1 MB each), and ask a developer to make room.",
  preview: "Build a preview",
  publish: "Publish",
  publishing: "Publishing…",
  previewing: "Building the preview…",
  busy: (name: string, kind: "preview" | "publish") =>
    `${name} started ${kind === "publish" ? "a publish" : "a preview"}. It takes about a minute; the live site keeps serving meanwhile.`,
  published: "Published: the live site now shows what was saved.",
  previewReady: "The preview is ready.",
  openPreview: "Open the preview",
  previewOf: (name: string, at: string) => `Preview built by ${name}, ${at}.`,
  failed: "Nothing changed on the live site.",
  buildLog: "What the build said (for a developer)",
  historyHeading: "Publishes",
  noHistory: "Nothing has been published from here yet: the site is as it was deployed.",
  when: "When",
  who: "Who",
  what: "What changed",
  live: "Live",
  goBack: "Go back to this",
  tooOld: "No longer kept",
  rollbackTitle: "Go back to this publish?",
  rollbackBody:
    "The live site shows this publish again at once. Nothing saved in the editor is lost; publish again to bring it back.",
  rollbackConfirm: "Go back",
  kinds: {
    publish: "Published",
    rollback: "Went back to",
    scheduled: "Published on schedule",
    rebuild: "Rebuilt with the site's new version",
    deployed: "The site as deployed",
  },
  restores: (id: number) => (id === 0 ? "the site as deployed" : `publish #${id}`),
  noEntries: "No entry changed",
  nothingToPublish: "Nothing was saved since the live site, so there is nothing to publish.",
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
  intro:
    "Every version of an entry that was saved, who saved it and when. Compare any two, and restore one: a restore is a save like any other, checked before it is kept, and live once the site is published.",
  entriesHeading: "Entries and pages",
  entriesIntro: "Choose one to see its history.",
  deletedHeading: "Deleted entries",
  noDeleted: "No entry has been deleted.",
  deletedBy: (name: string, at: string) => `Deleted by ${name}, ${at}.`,
  restoreDeleted: "Restore",
  versionsHeading: "Versions",
  underName: (file: string) => `Then named ${file}.`,
  gone: "This entry was deleted. Restore its last version to bring it back.",
  compareHeading: "Compare two versions",
  from: "Version",
  to: "with version",
  field: "Field",
  noDifference: "These two versions are the same.",
  unchanged: (count: number) => `${count} ${count === 1 ? "field" : "fields"} the same in both`,
  yes: "Yes",
  no: "No",
  restore: "Restore this version",
  restoreTitle: "Restore this version?",
  restoreBody:
    "The entry becomes as it was in this version, at its address of now. This is a save like any other: it is checked first, listed under Saved, not yet live, and goes live when the site is published.",
  restored: (summary: string) => `Saved, not yet live: ${summary}.`,
  publishNow: "Publish it",
  version: (number: number, when: string, name: string) => `#${number} · ${when} · ${name}`,
} as const;
