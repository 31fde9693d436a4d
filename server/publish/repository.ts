import { cpSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { type Author, git, headOf } from "../editor/history.ts";

/**
 * The content repository: the Git repository the editor on the server saves into, one commit per save, and that
 * previews and publishes are built from. Its content is in `src/content`, as in the application's own repository, so
 * the same paths name the same files in both. Made on first start from the content the application was deployed
 * with, or cloned from `remote` (CONTENT_GIT_REMOTE), the history developers share: then a publish first merges what
 * they pushed, and pushes what it published.
 */
export type ContentRepository = {
  /** The repository's folder (the editor's base folder). */
  dir: string;
  /** Its content folder, absolute. */
  contentDir: string;
  head: () => Promise<string>;
  /** A remote is set: `pull` and `push` do something. */
  shared: boolean;
  /**
   * Merges what was pushed to the remote since. On a conflict the merge is undone, nothing is lost on either side,
   * and the files both sides changed are returned.
   */
  pull: () => Promise<{ ok: true } | { ok: false; conflicts: string[] }>;
  /** Sends the commits published to the remote. */
  push: () => Promise<void>;
};

/** The content folder's path inside the repository, as the editor and Git name its files. */
export const contentFolder = "src/content";

/** Who the server's own commits are by (the first one, with the deployed content; merges). */
export const siteAuthor: Author = { name: "Tessera website", email: "website@tessera.example" };

export async function openContentRepository({
  dir,
  seedFrom,
  remote,
  branch = "main",
}: {
  dir: string;
  /** The content to start from when the repository does not exist yet and there is no remote. */
  seedFrom: string;
  remote?: string;
  branch?: string;
}): Promise<ContentRepository> {
  const root = path.resolve(dir);
  const contentDir = path.join(root, contentFolder);
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

  return {
    dir: root,
    contentDir,
    head: () => headOf(root),
    shared: Boolean(remote),
    async pull() {
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
    },
    async push() {
      if (remote) await git(root, ["push", "--quiet", "origin", `HEAD:${branch}`]);
    },
  };
}
