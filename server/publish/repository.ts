import { cpSync, existsSync, mkdirSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { type Lock, localLock } from "../db/shared-lock.ts";
import { type Author, git, indexLock } from "../editor/history.ts";
import { savingSuffix } from "../editor/save.ts";
import { createLogger, type Logger } from "../log.ts";

/**
 * The content repository: the Git repository the editor on the server saves into, one commit per save, and that
 * previews and publishes are built from. Its content is in `src/content`, as in the application's own repository, so
 * the same paths name the same files in both. Made on first start from the content the application was deployed
 * with, or cloned from `remote` (CONTENT_GIT_REMOTE), the history developers share: then a publish first merges what
 * they pushed, and pushes what it published.
 */
export type ContentRepository = Awaited<ReturnType<typeof openContentRepository>>;

/** The content folder's path inside the repository, as the editor and Git name its files. */
export const contentFolder = "src/content";

/** Who the server's own commits are by (the first one, with the deployed content; merges). */
export const siteAuthor: Author = { name: "Tessera website", email: "website@tessera.example" };

export async function openContentRepository({
  dir,
  seedFrom,
  remote,
  branch = "main",
  lock = localLock(),
  log = createLogger("silent"),
}: {
  dir: string;
  /** The content to start from when the repository does not exist yet and there is no remote. */
  seedFrom: string;
  remote?: string;
  branch?: string;
  /** Shared by the instances that share the repository (server/db/shared-lock.ts). */
  lock?: Lock;
  log?: Logger;
}) {
  const root = path.resolve(dir);
  const contentDir = path.join(root, contentFolder);
  await lock(async () => {
    // Made on first start: a clone of the remote, or the deployed content as its first commit.
    if (!existsSync(path.join(root, ".git"))) {
      mkdirSync(root, { recursive: true });
      if (remote) {
        await git(root, ["clone", "--quiet", "--branch", branch, "--", remote, "."]);
      } else {
        await git(root, ["init", "--quiet", `--initial-branch=${branch}`]);
        cpSync(path.resolve(seedFrom), contentDir, {
          recursive: true,
          // Content only: the site's code beside the content files (schemas, tests) stays in the application.
          filter: (source) => !/\.(ts|tsx)$/.test(source) && source !== path.join(path.resolve(seedFrom), "README.md"),
        });
        await git(root, ["add", "--all"]);
        await git(root, ["commit", "--quiet", "--no-verify", "-m", "Content as deployed"], siteAuthor);
      }
    } else if (remote) {
      const remotes = (await git(root, ["remote"])).split("\n");
      await git(root, ["remote", remotes.includes("origin") ? "set-url" : "add", "origin", remote]);
    }
    await recover(root, contentDir, log);
  });

  return {
    /** The repository's folder (the editor's base folder). */
    dir: root,
    contentDir,
    head: () => git(root, ["rev-parse", "HEAD"]),
    /** A remote is set: `pull` and `push` do something. */
    shared: Boolean(remote),
    /**
     * Merges what was pushed to the remote since. On a conflict the merge is undone, nothing is lost on either side,
     * and the files both sides changed are returned.
     */
    pull: () =>
      lock(async (): Promise<{ ok: true } | { ok: false; conflicts: string[] }> => {
        if (!remote) return { ok: true };
        await git(root, ["fetch", "--quiet", "origin", branch]);
        try {
          await git(root, ["merge", "--quiet", "--no-edit", `origin/${branch}`], siteAuthor);
          return { ok: true };
        } catch {
          const conflicts = (await git(root, ["diff", "--name-only", "--diff-filter=U"])).split("\n").filter(Boolean);
          await git(root, ["merge", "--abort"]);
          return { ok: false, conflicts };
        }
      }),
    /** Sends the commits published to the remote. */
    push: () =>
      lock(async () => {
        if (remote) await git(root, ["push", "--quiet", "origin", `HEAD:${branch}`]);
      }),
    /**
     * Runs `work` while no other change is made to the repository, by this instance or another that shares it: every
     * save with its commit, every merge and push, and the setting up of a checkout.
     */
    exclusive: lock,
  };
}

/**
 * Puts right what a server stopped in the middle of a save left behind (a save is whole or not at all while the server
 * runs: server/editor/history.ts): Git's lock, once a minute old; the files a save was writing (`*.saving`); and the
 * files written but not committed, which are committed by the site: someone saved them, and the publish page then
 * lists them to be checked and published, or changed, rather than losing them without a word.
 */
async function recover(root: string, contentDir: string, log: Logger) {
  if (await indexLock(root, log)) {
    log.warn("the content repository is locked by a running Git: saves are refused until it ends, or for a minute");
    return;
  }
  const names = await readdir(contentDir, { recursive: true }).catch(() => [] as string[]);
  const saving = names.filter((name) => name.endsWith(savingSuffix));
  for (const name of saving) await rm(path.join(contentDir, name), { force: true });
  if (saving.length) log.warn({ files: saving }, "removed files a stopped save was writing");
  await git(root, ["add", "--all", "--", contentFolder]);
  const files = (await git(root, ["diff", "--cached", "--name-only", "--", contentFolder])).split("\n").filter(Boolean);
  if (!files.length) return;
  await git(
    root,
    ["commit", "--quiet", "--no-verify", "-m", "Recover changes written before the server stopped", "--", contentFolder],
    siteAuthor,
  );
  log.warn({ files }, "committed content changes written before the server stopped");
}
