/**
 * Publishing's API (`/api/site/…`, server/publish/routes.ts), as the publish screen (src/components/publish) reads it.
 */

/** Bytes in an editor's words: "120 MB", "0.4 MB". */
export const megabytes = (bytes: number) =>
  `${bytes < 10_000_000 ? (bytes / 1_000_000).toFixed(1) : Math.round(bytes / 1_000_000)} MB`;

export type Person = { name: string; email: string };

/** An entry as recorded: its name in the editor, its file in the content folder, and for a post, what decides whether it shows. */
export type PublishedEntry = { name: string; file?: string; draft?: boolean; date?: string };

/** An entry in a list: for a post, a draft (on no page), scheduled (live on `date`) or live. */
export type ListedEntry = { name: string; file?: string; state?: "draft" | "scheduled" | "live"; date?: string };

export const listed = ({ name, file, draft, date }: PublishedEntry, today: string): ListedEntry => ({
  name,
  file,
  state: draft ? "draft" : date === undefined ? undefined : date > today ? "scheduled" : "live",
  date,
});

export type PublishRecord = {
  id: number;
  /** `deployed`: the build the server was deployed with (id 0), before anything was published from it. */
  /** `rebuild`: the live publish built again by the server once new code was deployed. */
  kind: "publish" | "rollback" | "scheduled" | "rebuild" | "deployed";
  commit: string;
  author: Person;
  at: string;
  /** Its place among the publishes, 1 for the first (the deployed build is 0). */
  number: number;
  /** The entries changed since the publish before it ("Solutions → Family Banking"), a post with its state then. */
  entries: ListedEntry[];
  /** For a rollback: the number of the publish it brought back (0: the deployed build). */
  restores: number | null;
  /** The site is served from this one now. */
  live: boolean;
  /** Its build is still kept, so the site can go back to it at once. */
  restorable: boolean;
};

/**
 * GET /api/site/entries: every entry and page file (ListedEntry[]). GET /api/site/entries/history?file=: an entry in
 * its state now, and every version of its file, newest first; `movedTo`, the entry's file now, when its last version
 * gave it a new address.
 */
export type EntryVersions = { entry: ListedEntry; exists: boolean; versions: EntryVersion[]; movedTo?: string };
/** A commit that changed the entry: its file then, from the content folder; `deleted`: the commit that deleted it. */
export type EntryVersion = { commit: string; author: Person; date: string; summary: string; file: string; deleted: boolean };

/** GET /api/site/entries/version?file=&commit=: an entry's fields at a version, in the editor's names. */
export type EntryFields = { label: string; value: string | number | boolean }[];

/** GET /api/site/entries/deleted: the entries deleted and not made again, with the version before their deletion. */
export type DeletedEntry = { name: string; file: string; deletedBy: Person; at: string; version: string };

export type BuildResult = { kind: "preview" | "publish"; at: string } & (
  | {
      ok: true;
      /** Something the person should know although it worked. */
      note?: string;
    }
  | {
      ok: false;
      /** What to tell the person: the content's problems in the editor's words, or that the build failed. */
      message: string;
      problems: string[];
      /** The build's last lines, for whoever looks into it. */
      log: string[];
    }
);

/** GET /api/site/status. */
export type SiteStatus = {
  /** The build running now, with its last lines. */
  job?: { kind: "preview" | "publish"; by: Person; startedAt: string; lines: string[] };
  last?: BuildResult;
  /** The preview, unless the live site changed since it was built. */
  preview?: { commit: string; by: Person; at: string };
  /** Saves since the live publish, newest first, with the entries each changed (a post in its state now). */
  unpublished: { id: string; author: Person; date: string; summary: string; entries: ListedEntry[] }[];
  /** False when nothing was saved since the live site (and no developers' history is shared, which a publish takes in). */
  publishable: boolean;
  /** What the content repository (its pictures and history) takes on disk, and may take, in bytes. */
  storage: { used: number; budget: number };
  history: PublishRecord[];
};

/**
 * `POST /api/editor/presence` with `{ at }`, the editor's address (/keystatic/singleton/home): the entry open there (its
 * file in the content folder, its name as the editor lists it, its page on the site) and who else has it open, since when.
 */
export type Presence = {
  entry: { file: string; name: string; address?: string } | null;
  others: { name: string; since: string }[];
};

/**
 * `GET /api/editor/mentions?file=`: each name the entry had before (`from`) that words in the content still say, with
 * its name now and the entries saying it (each by name and its address in the editor). `POST` with `{ file, from }`
 * writes the name of now there instead, as one save.
 */
export type Mentions = { name: string; from: string; places: { name: string; at: string }[] }[];

/** An entry's history and its page's preview, by the entry's file ("solutions/family-banking.yaml"), a slug's letters. */
export const entryHistoryUrl = (file: string) => `/publish/history?file=${file}`;
export const pagePreviewUrl = (file: string) => `/preview/page?file=${file}`;
