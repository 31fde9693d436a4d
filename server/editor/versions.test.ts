import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { formatDate } from "../../src/lib/dates.ts";
import { fixtureContent } from "../../tests/content/build.ts";
import { commitSave, saveWhole } from "./history.ts";
import { contentSaver } from "./save.ts";
import { deletedEntries, fieldsOf, restoreRequest, versionsOf } from "./versions.ts";

/** An entry's versions, followed across a move, the entries deleted, and a restore, which is checked like any save. */
let repo: string;
const folder = "src/content";
const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();
const base64 = (text: string) => Buffer.from(text).toString("base64");
const read = (relative: string) => readFileSync(path.join(repo, folder, relative), "utf8");
const maria = { name: "Maria Keller", email: "maria@tessera.example" };
const ana = { name: "Ana Lopez", email: "ana@tessera.example" };

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), "tessera-versions-"));
  cpSync(fixtureContent, path.join(repo, folder), { recursive: true });
  execFileSync("git", ["init", "--quiet", "--initial-branch=main", repo]);
  git("add", "--all");
  commitAs({ name: "Dev", email: "dev@tessera.example" }, "Content as deployed");
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

function commitAs(by: typeof maria, message: string) {
  execFileSync("git", ["-C", repo, "commit", "--quiet", "-m", message], {
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: by.name,
      GIT_AUTHOR_EMAIL: by.email,
      GIT_COMMITTER_NAME: by.name,
      GIT_COMMITTER_EMAIL: by.email,
    },
  });
}

async function saveAs(author: typeof maria, additions: [string, string][], deletions: string[] = []) {
  const result = await contentSaver({ root: repo })({
    additions: additions.map(([relative, text]) => ({ path: `${folder}/${relative}`, contents: base64(text) })),
    deletions: deletions.map((relative) => ({ path: `${folder}/${relative}` })),
  });
  if (!result.ok) throw new Error(result.message);
  const files = [...result.written, ...result.deleted].map((relative) => `${folder}/${relative}`);
  await commitSave(repo, { files, summary: result.summary, author });
}

const restore = async (relative: string, commit: string, from = relative, by = ana) => {
  const request = await restoreRequest(repo, folder, { relative, commit, from });
  if (!request) throw new Error("no such version");
  return saveWhole(repo, folder, contentSaver({ root: repo }), { body: request.body, author: by, summary: request.summary });
};

describe("an entry's history", () => {
  it("lists every version with who and what, following the entry to its new address", async () => {
    const solution = parse(read("solutions/embedded-finance.yaml"));
    solution.oneLiner = "Banking inside the products your customers already use, in weeks.";
    await saveAs(maria, [["solutions/embedded-finance.yaml", stringify(solution)]]);
    await saveAs(
      ana,
      [["solutions/banking-as-a-service.yaml", read("solutions/embedded-finance.yaml")]],
      ["solutions/embedded-finance.yaml"],
    );

    const { entry, exists, versions } = await versionsOf(repo, folder, "solutions/banking-as-a-service.yaml");
    expect(exists).toBe(true);
    expect(entry.name).toBe("Solutions → Embedded Finance");
    expect(versions.map(({ author, summary, file, deleted }) => [author.name, summary, file, deleted])).toEqual([
      [
        "Ana Lopez",
        "Move Solutions → Embedded Finance to /solutions/banking-as-a-service",
        "solutions/banking-as-a-service.yaml",
        false,
      ],
      ["Maria Keller", "Edit Solutions → Embedded Finance", "solutions/embedded-finance.yaml", false],
      ["Dev", "Content as deployed", "solutions/embedded-finance.yaml", false],
    ]);
  });

  it("gives a version's fields in the editor's names, a post's text as one field", () => {
    const fields = fieldsOf("solutions/family-banking.yaml", read("solutions/family-banking.yaml"));
    const labels = fields.map(({ label }) => label);
    expect(labels).toContain("One-line summary");
    expect(labels).toContain("Line under the name");
    expect(fields.find(({ label }) => label === "Outcomes")?.value).toBe(
      parse(read("solutions/family-banking.yaml")).outcomes.join("\n"),
    );
    const post = fieldsOf("news/introducing-tessera.md", read("news/introducing-tessera.md"));
    expect(post.at(-1)?.label).toBe("Text");
    expect(post.find(({ label }) => label === "Introduction")).toBeDefined();
  });

  it("brings back an earlier version as a save of the person who restores it, named so", async () => {
    const original = read("solutions/family-banking.yaml");
    const solution = parse(original);
    solution.oneLiner = "One app for the whole family's money, with the controls parents ask for.";
    await saveAs(maria, [["solutions/family-banking.yaml", stringify(solution)]]);
    const [, first] = (await versionsOf(repo, folder, "solutions/family-banking.yaml")).versions;

    expect(await restore("solutions/family-banking.yaml", first?.commit ?? "")).toMatchObject({ ok: true });
    expect(parse(read("solutions/family-banking.yaml"))).toEqual(parse(original));
    const today = formatDate(new Date().toISOString().slice(0, 10));
    expect(git("log", "-1", "--format=%an|%s")).toBe(`Ana Lopez|Restore Solutions → Family Banking as saved by Dev on ${today}`);
    expect(git("status", "--porcelain")).toBe("");
  });

  it("refuses a version the site could no longer show, saying why, and changes nothing", async () => {
    // The industry's first version names a solution that has moved since.
    const [first] = (await versionsOf(repo, folder, "industries/ecosystems-communities.yaml")).versions;
    await saveAs(
      ana,
      [["solutions/banking-as-a-service.yaml", read("solutions/embedded-finance.yaml")]],
      ["solutions/embedded-finance.yaml"],
    );
    const head = git("rev-parse", "HEAD");
    const now = read("industries/ecosystems-communities.yaml");

    const refused = await restore("industries/ecosystems-communities.yaml", first?.commit ?? "");
    expect(refused).toMatchObject({ ok: false, status: 422, message: expect.stringMatching(/^Not saved: the site would have/) });
    expect(refused.ok === false && refused.message).toContain("embedded-finance");
    expect(read("industries/ecosystems-communities.yaml")).toBe(now);
    expect(git("rev-parse", "HEAD")).toBe(head);
  });
});

describe("deleted entries", () => {
  it("lists an entry deleted with who and when, and brings it back", async () => {
    const post = "news/tessera-mastercard-start-path.md";
    const text = read(post);
    await saveAs(maria, [], [post]);
    const [deleted, ...others] = await deletedEntries(repo, folder);
    expect(others).toEqual([]);
    expect(deleted).toMatchObject({ file: post, deletedBy: maria, name: expect.stringMatching(/^News → /) });
    expect((await versionsOf(repo, folder, post)).exists).toBe(false);

    expect(await restore(post, deleted?.version ?? "")).toMatchObject({ ok: true });
    expect(read(post)).toBe(text);
    expect(git("log", "-1", "--format=%an|%s")).toMatch(/^Ana Lopez\|Restore News → /);
    expect(await deletedEntries(repo, folder)).toEqual([]);
    expect(existsSync(path.join(repo, folder, post))).toBe(true);
  });

  it("names the restore after who last saved the entry, not after whoever saved something else before its deletion", async () => {
    const post = "news/tessera-mastercard-start-path.md";
    // Ana saves another entry; then Maria deletes the post, which Dev saved last.
    const solution = parse(read("solutions/family-banking.yaml"));
    solution.oneLiner = "One app for the whole family's money, with the controls parents ask for.";
    await saveAs(ana, [["solutions/family-banking.yaml", stringify(solution)]]);
    await saveAs(maria, [], [post]);
    const [deleted] = await deletedEntries(repo, folder);

    expect(await restore(post, deleted?.version ?? "", post, maria)).toMatchObject({ ok: true });
    const today = formatDate(new Date().toISOString().slice(0, 10));
    expect(git("log", "-1", "--format=%an|%s")).toMatch(
      new RegExp(`^Maria Keller\\|Restore News → .+ as saved by Dev on ${today}$`),
    );
  });
});
