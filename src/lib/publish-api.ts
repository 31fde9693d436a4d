/**
 * Publishing's API (`/api/site/…`, server/publish/routes.ts), as the publish screen (src/components/publish) reads it.
 */

/** Bytes in an editor's words: "120 MB", "0.4 MB". */
export const megabytes = (bytes: number) =>
  `${bytes < 10_000_000 ? (bytes / 1_000_000).toFixed(1) : Math.round(bytes / 1_000_000)} MB`;

export type Person = { name: string; email: string };

export type PublishRecord = {
  id: number;
  /** `deployed`: the build the server was deployed with (id 0), before anything was published from it. */
  /** `rebuild`: the live publish built again by the server once new code was deployed. */
  kind: "publish" | "rollback" | "scheduled" | "rebuild" | "deployed";
  commit: string;
  author: Person;
  at: string;
  /** The entries changed since the publish before it, in the editor's names ("Solutions → Family Banking"). */
  entries: string[];
  /** For a rollback: the publish it brought back (0: the deployed build). */
  restores: number | null;
  /** The site is served from this one now. */
  live: boolean;
  /** Its build is still kept, so the site can go back to it at once. */
  restorable: boolean;
};

export type BuildResult =
  | {
      kind: "preview" | "publish";
      ok: true;
      at: string;
      /** Something the person should know although it worked. */
      note?: string;
    }
  | {
      kind: "preview" | "publish";
      ok: false;
      at: string;
      /** What to tell the person: the content's problems in the editor's words, or that the build failed. */
      message: string;
      problems: string[];
      /** The build's last lines, for whoever looks into it. */
      log: string[];
    };

/** GET /api/site/status. */
export type SiteStatus = {
  /** The build running now, with its last lines. */
  job?: { kind: "preview" | "publish"; by: Person; startedAt: string; lines: string[] };
  last?: BuildResult;
  preview?: { commit: string; by: Person; at: string };
  /** Saves since the live publish, newest first. */
  unpublished: { id: string; author: Person; date: string; summary: string }[];
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

/** An entry's history and its page's preview, by the entry's file ("solutions/family-banking.yaml"), a slug's letters. */
export const entryHistoryUrl = (file: string) => `/publish/history?file=${file}`;
export const pagePreviewUrl = (file: string) => `/preview/page?file=${file}`;
