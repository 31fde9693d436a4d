/**
 * What publishing's server (server/publish) and its screens (src/components/publish, src/editor) share; the screens take
 * the answers' types from the routes (src/lib/browser/inbox-client.ts).
 */

/** Bytes in an editor's words: "120 MB", "0.4 MB". */
export const megabytes = (bytes: number) =>
  `${bytes < 10_000_000 ? (bytes / 1_000_000).toFixed(1) : Math.round(bytes / 1_000_000)} MB`;

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

/** An entry's history and its page's preview, by the entry's file ("solutions/family-banking.yaml"), a slug's letters. */
export const entryHistoryUrl = (file: string) => `/publish/history?file=${file}`;
export const pagePreviewUrl = (file: string) => `/preview/page?file=${file}`;
