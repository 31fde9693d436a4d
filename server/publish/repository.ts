import { cpSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { type Author, git, headOf } from "../editor/history.ts";

/**
 * The content repository: the Git repository the editor on the server saves into, one commit per save, and that
 * previews and publishes are built from. Its content is in `src/content`, as in the application's own repository, so
 * the same paths name the same files in both. Made on first start from the content the application was deployed with.
 */
export type ContentRepository = {
  /** The repository's folder (the editor's base folder). */
  dir: string;
  /** Its content folder, absolute. */
  contentDir: string;
  head: () => Promise<string>;
};

/** The content folder's path inside the repository, as the editor and Git name its files. */
export const contentFolder = "src/content";

/** Who the server's own commits are by (the first one, with the deployed content). */
export const siteAuthor: Author = { name: "Tessera website", email: "website@tessera.example" };

export async function openContentRepository({
  dir,
  seedFrom,
}: {
  dir: string;
  /** The content to start from when the repository does not exist yet. */
  seedFrom: string;
}): Promise<ContentRepository> {
  const root = path.resolve(dir);
  const contentDir = path.join(root, contentFolder);
  if (!existsSync(path.join(root, ".git"))) {
    mkdirSync(root, { recursive: true });
    await git(root, ["init", "--quiet", "--initial-branch=main"]);
    cpSync(path.resolve(seedFrom), contentDir, {
      recursive: true,
      // Content only: the site's code beside the content files (schemas, tests) stays in the application.
      filter: (source) => !/\.(ts|tsx)$/.test(source) && source !== path.join(path.resolve(seedFrom), "README.md"),
    });
    await git(root, ["add", "--all"]);
    await git(root, ["commit", "--quiet", "--no-verify", "-m", "Content as deployed"], siteAuthor);
  }
  return { dir: root, contentDir, head: () => headOf(root) };
}
