import { execFile } from "node:child_process";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { editorViews } from "../db/schema.ts";
import type { Logger } from "../log.ts";
import { inZone } from "../notify/lead-email.ts";
import type { ContentSaver, Opened, SaveResult } from "./save.ts";

/** A save refused for a clash: its file in the content folder, the commit it was made from, and its text. */
export type Refused = NonNullable<typeof editorViews.$inferSelect.refused>;

/**
 * The content's history: each save from the editor is one commit in the Git repository that holds the content,
 * authored by the person who saved, with a message naming what changed. Git is run as a program, with arguments
 * (never a shell), so nothing a person types reaches a command line.
 */

const run = promisify(execFile);

export type Author = { name: string; email: string };

/** The name as a commit's author: one line, so that no name can add a line to the history and pose as someone else. */
const oneLine = ({ name, email }: Author) => name.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim() || email;

/** Runs git in `repo`; the author's name and e-mail go in the environment git reads them from. */
export const git = async (repo: string, args: string[], author?: Author) => (await gitOutput(repo, args, author)).trim();

/** What git prints, as it prints it: a file's text with its last line's end. */
export async function gitOutput(repo: string, args: string[], author?: Author): Promise<string> {
  // Paths come out as they are, "café.png" not "caf\303\251.png", so what Git lists can be handed back to it.
  const { stdout } = await run("git", ["-c", "core.quotePath=false", "-C", repo, ...args], {
    env: {
      ...process.env,
      // Not the machine's configuration, and never a prompt.
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_TERMINAL_PROMPT: "0",
      // A path is a path: "src/content/*" or ":(top)" match only a file of that very name.
      GIT_LITERAL_PATHSPECS: "1",
      // Reading (status, diff) never takes the index's lock, so only a change made under the repository's lock does.
      GIT_OPTIONAL_LOCKS: "0",
      ...(author && {
        GIT_AUTHOR_NAME: oneLine(author),
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: oneLine(author),
        GIT_COMMITTER_EMAIL: author.email,
      }),
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** The text of a content file at a commit; undefined when the commit has no such file. */
export const textAt = (repo: string, folder: string, commit: string, relative: string) =>
  gitOutput(repo, ["show", `${commit}:${folder}/${relative}`]).catch(() => undefined);

/**
 * Commits the files a save wrote and deleted (paths from the repository's root), with `summary` as the message's
 * first line: what the working copy holds of them, so a save of words already written but never committed commits
 * them. Returns the commit's id, or undefined when the files are as HEAD has them.
 */
export async function commitSave(
  repo: string,
  { files, summary, author }: { files: string[]; summary: string; author: Author },
): Promise<string | undefined> {
  if (!files.length) return undefined;
  // Those on disk or known to Git (a file deleted and never there is nothing to commit).
  const known = (await git(repo, ["ls-files", "--cached", "--others", "--", ...files])).split("\n").filter(Boolean);
  if (!known.length) return undefined;
  await git(repo, ["add", "--all", "--", ...known]);
  const staged = await git(repo, ["diff", "--cached", "--name-only", "--", ...known]);
  if (!staged) return undefined;
  await git(repo, ["commit", "--quiet", "--no-verify", "-m", summary, "--", ...known], author);
  return git(repo, ["rev-parse", "HEAD"]);
}

const staleLockMs = 60_000;

/**
 * Whether Git's index is locked (`.git/index.lock`): another Git process is changing the repository, or one was
 * stopped while it did. A lock older than a minute is the latter, as every change the server makes runs under its own
 * lock and takes seconds: it is removed, and the log says so.
 */
export async function indexLock(repo: string, log?: Logger): Promise<boolean> {
  const file = path.resolve(repo, await git(repo, ["rev-parse", "--git-path", "index.lock"]));
  const found = await stat(file).catch(() => undefined);
  if (!found) return false;
  const age = Date.now() - found.mtimeMs;
  if (age < staleLockMs) return true;
  await rm(file, { force: true });
  log?.warn({ ageSeconds: Math.round(age / 1000) }, "removed the lock a stopped Git left");
  return false;
}

/** A save that could not be committed, in the editor's words. */
export const notCommitted = {
  busy: "Not saved: the site's content is busy with another change, so nothing was saved. Your changes are still in the editor: save again in a minute. If it keeps failing, tell the person who runs the site.",
  failed:
    "Not saved: the server could not record this save, so nothing was saved and the content is as it was. Your changes are still in the editor: save again in a minute. If it keeps failing, tell the person who runs the site.",
} as const;

/**
 * A save from the editor, whole or not at all: checked, written and committed as `author`, or, if any step fails, the
 * content folder is put back as HEAD has it, the log says why, and the editor is told that nothing was saved. Run it
 * under the repository's lock, with the working copy as HEAD has it (server/publish/repository.ts sees to that at
 * start-up).
 * A save the server writes for a person (a restore, a name written anew) is committed as `summary`, whatever it changed.
 */
export async function saveWhole(
  repo: string,
  folder: string,
  save: ContentSaver,
  { body, author, log, opened, summary }: { body: unknown; author: Author; log?: Logger; opened?: Opened; summary?: string },
): Promise<SaveResult | { ok: false; status: 503; message: string }> {
  if (await indexLock(repo, log)) return { ok: false, status: 503, message: notCommitted.busy };
  try {
    const saved = await save(body, opened);
    const outcome = saved.ok && summary ? { ...saved, summary } : saved;
    if (outcome.ok) {
      const files = [...outcome.written, ...outcome.deleted, ...outcome.named].map((relative) => `${folder}/${relative}`);
      await commitSave(repo, { files: [...new Set(files)], summary: outcome.summary, author });
      log?.info({ by: author.email, summary: outcome.summary }, "content saved");
    }
    return outcome;
  } catch (error) {
    // `folder` back as HEAD has it, in the working copy and the index: what was written and not committed is undone.
    const restoring = await git(repo, ["restore", "--source=HEAD", "--staged", "--worktree", "--", folder])
      .then(() => git(repo, ["clean", "--force", "-d", "--quiet", "--", folder]))
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    log?.error({ err: restoring ? [error, restoring] : error, by: author.email }, "a save could not be committed");
    return { ok: false, status: 503, message: notCommitted.failed };
  }
}

/**
 * The commits `git log` lists with `args`, newest first, a file's move read as one (`--find-renames`), each with the
 * files it changed as the arguments ask (`--name-only`, `--name-status`).
 */
export async function gitLog(repo: string, args: string[]) {
  const separator = "\u001e";
  const out = await git(repo, ["log", "--find-renames", `--format=${separator}%H%x00%P%x00%an%x00%ae%x00%aI%x00%s`, ...args]);
  return out
    .split(separator)
    .filter(Boolean)
    .map((record) => {
      const [head = "", ...files] = record.trim().split("\n");
      const [id = "", parents = "", name = "", email = "", date = "", summary = ""] = head.split("\u0000");
      return { id, parent: parents.split(" ")[0] ?? "", author: { name, email }, date, summary, files: files.filter(Boolean) };
    });
}

/** The latest commits that touched `paths`, newest first. */
export const commitsOf = (repo: string, paths: string[], limit = 20, range?: string) =>
  gitLog(repo, [`-n${limit}`, ...(range ? [range] : []), "--name-only", "--", ...paths]);

export const firstCommitOf = async (repo: string) =>
  (await git(repo, ["rev-list", "--max-parents=0", "HEAD"])).split("\n")[0] ?? "";

/**
 * The content folder `folder` as it was at `commit`, which a save made from that version is checked against
 * (./save.ts), with the save from it last refused for a clash; times in `timeZone`. Read under the repository's lock,
 * where the working copy is as committed.
 */
export function openedAt(
  repo: string,
  folder: string,
  { commit, refused, timeZone }: { commit: string; refused?: Refused | null; timeZone: string },
): Opened {
  const show = (ref: string, relative: string) => textAt(repo, folder, ref, relative);
  const paths = (files: string[]) => files.map((file) => `${folder}/${file}`);
  return {
    // An unknown commit (or none) fails, and the save is refused.
    changed: async (files) => {
      if (!files.length) return [];
      const out = await git(repo, ["diff", "--name-only", "--no-renames", commit, "--", ...paths(files)]).catch(() => undefined);
      return out
        ?.split("\n")
        .filter(Boolean)
        .map((file) => file.slice(folder.length + 1));
    },
    text: (relative) => show(commit, relative),
    by: async (relative, made = () => true) => {
      const since = refused?.file === relative ? refused.from : commit;
      for (const { id, author, date } of await commitsOf(repo, paths([relative]), 50, `${since}..HEAD`))
        if (made(await show(`${id}^`, relative))) return { name: author.name, when: inZone(new Date(date), timeZone) };
      return { name: "Someone", when: "" };
    },
    earlier: async (relative) =>
      refused?.file === relative ? { mine: refused.text, base: (await show(refused.from, relative)) ?? "" } : undefined,
  };
}
