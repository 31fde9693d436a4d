import { execFile } from "node:child_process";
import { promisify } from "node:util";

/**
 * The content's history: each save from the editor is one commit in the Git repository that holds the content,
 * authored by the person who saved, with a message naming what changed. Git is run as a program, with arguments
 * (never a shell), so nothing a person types reaches a command line.
 */

const run = promisify(execFile);

export type Author = { name: string; email: string };

/** Runs git in `repo`; the author's name and e-mail go in the environment git reads them from. */
export async function git(repo: string, args: string[], author?: Author): Promise<string> {
  const { stdout } = await run("git", ["-C", repo, ...args], {
    env: {
      ...process.env,
      // Not the machine's configuration, and never a prompt.
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_TERMINAL_PROMPT: "0",
      ...(author
        ? {
            GIT_AUTHOR_NAME: author.name,
            GIT_AUTHOR_EMAIL: author.email,
            GIT_COMMITTER_NAME: author.name,
            GIT_COMMITTER_EMAIL: author.email,
          }
        : {}),
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout.trim();
}

/**
 * Commits the files a save wrote and deleted (paths from the repository's root), with `summary` as the message's
 * first line. Returns the commit's id, or undefined when the files are as they were.
 */
export async function commitSave(
  repo: string,
  { files, summary, author }: { files: string[]; summary: string; author: Author },
): Promise<string | undefined> {
  if (!files.length) return undefined;
  await git(repo, ["add", "--all", "--", ...files]);
  const staged = await git(repo, ["diff", "--cached", "--name-only", "--", ...files]);
  if (!staged) return undefined;
  await git(repo, ["commit", "--quiet", "--no-verify", "-m", summary, "--", ...files], author);
  return git(repo, ["rev-parse", "HEAD"]);
}

export type Commit = { id: string; author: Author; date: string; summary: string; files: string[] };

/** The latest commits that touched `paths`, newest first. */
export async function commitsOf(repo: string, paths: string[], limit = 20, range?: string): Promise<Commit[]> {
  const separator = "\u001e";
  const out = await git(repo, [
    "log",
    `-n${limit}`,
    ...(range ? [range] : []),
    "--name-only",
    `--format=${separator}%H%x00%an%x00%ae%x00%aI%x00%s`,
    "--",
    ...paths,
  ]);
  return out
    .split(separator)
    .filter(Boolean)
    .map((record) => {
      const [head = "", ...names] = record.trim().split("\n");
      const [id = "", name = "", email = "", date = "", summary = ""] = head.split("\u0000");
      return { id, author: { name, email }, date, summary, files: names.filter(Boolean) };
    });
}

/** The commit the repository's working copy is on. */
export const headOf = (repo: string) => git(repo, ["rev-parse", "HEAD"]);

/** The content files changed between two commits (paths from the repository's root); every file when `from` is unset. */
export async function filesChanged(repo: string, from: string | undefined, to: string, under: string): Promise<string[]> {
  const out = from
    ? await git(repo, ["diff", "--name-only", `${from}..${to}`, "--", under])
    : await git(repo, ["ls-tree", "-r", "--name-only", to, "--", under]);
  return out.split("\n").filter(Boolean);
}

/** The commits after `from` up to the working copy's, newest first: what was saved since. */
export async function commitsSince(repo: string, from: string, limit = 50): Promise<Commit[]> {
  return commitsOf(repo, [], limit, `${from}..HEAD`);
}

/** The repository's first commit. */
export const firstCommitOf = async (repo: string) =>
  (await git(repo, ["rev-list", "--max-parents=0", "HEAD"])).split("\n")[0] ?? "";
