import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { blobAt, treeAt } from "./keystatic-api.ts";

const repo = mkdtempSync(path.join(tmpdir(), "tessera-keystatic-api-"));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();

git("init", "-q");
mkdirSync(path.join(repo, "src/content/news"), { recursive: true });
writeFileSync(path.join(repo, "src/content/home.yaml"), "headline: Banking, composed\n");
writeFileSync(path.join(repo, "src/content/news/a\tb.md"), "---\ntitle: A tab\n---\n");
writeFileSync(path.join(repo, "secret.txt"), "headline: Banking, composed\n");
symlinkSync("../../secret.txt", path.join(repo, "src/content/linked.yaml"));
git("add", "-A");
git("-c", "user.name=Ana", "-c", "user.email=ana@tessera.example", "commit", "-qm", "content");
const sha = (file: string) => git("rev-parse", `HEAD:${file}`);

describe("the editor's view of the content", () => {
  it("lists Git's tree of a commit, each folder before its files, a name with a tab in it whole", async () => {
    const paths = (await treeAt(repo, "HEAD", "src/content")).map((entry) => `${entry.type} ${entry.path}`);
    expect(paths.indexOf("tree src/content/news")).toBeLessThan(paths.indexOf("blob src/content/news/a\tb.md"));
    expect(paths).toContain("blob src/content/home.yaml");
  });

  it("gives a file's bytes only while they are the blob named, and only a plain file within the size limit", async () => {
    const home = "src/content/home.yaml";
    expect(String(await blobAt(repo, home, sha(home), 1024))).toBe("headline: Banking, composed\n");
    expect(await blobAt(repo, home, sha("src/content/news/a\tb.md"), 1024)).toBeUndefined();
    expect(await blobAt(repo, home, sha(home), 10)).toBeUndefined();
    // A link is never followed, even to bytes that are the blob asked for.
    expect(await blobAt(repo, "src/content/linked.yaml", sha(home), 1024)).toBeUndefined();
  });
});
