import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { fixtureContent } from "../../tests/content/build.ts";
import { commitSave, commitsOf, notCommitted, openedAt, saveWhole } from "./history.ts";
import { contentSaver } from "./save.ts";

/** Each save is a commit in the content's Git repository, by the person who saved, naming what changed. */
let repo: string;
const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();
const base64 = (text: string) => Buffer.from(text).toString("base64");
const maria = { name: "Maria Keller", email: "maria@tessera.example" };

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), "tessera-history-"));
  cpSync(fixtureContent, path.join(repo, "src/content"), { recursive: true });
  execFileSync("git", ["init", "--quiet", "--initial-branch=main", repo]);
  git("add", "--all");
  execFileSync("git", ["-C", repo, "commit", "--quiet", "-m", "Content as the developers left it"], {
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Dev",
      GIT_AUTHOR_EMAIL: "dev@tessera.example",
      GIT_COMMITTER_NAME: "Dev",
      GIT_COMMITTER_EMAIL: "dev@tessera.example",
    },
  });
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

async function saveAndCommit(body: unknown, author = maria) {
  const result = await contentSaver({ root: repo })(body);
  if (!result.ok) throw new Error(result.message);
  const files = [...result.written, ...result.deleted].map((relative) => `src/content/${relative}`);
  return commitSave(repo, { files, summary: result.summary, author });
}

describe("the content's history", () => {
  it("commits a save as the person who made it, naming the entry", async () => {
    const home = parse(readFileSync(path.join(repo, "src/content/home.yaml"), "utf8"));
    home.hero.heading = "Compose the bank your customers want next";
    const id = await saveAndCommit({
      additions: [{ path: "src/content/home.yaml", contents: base64(stringify(home)) }],
      deletions: [],
    });
    expect(id).toMatch(/^[0-9a-f]{40}$/);
    expect(git("log", "-1", "--format=%an <%ae>|%cn|%s")).toBe(
      "Maria Keller <maria@tessera.example>|Maria Keller|Edit Home page",
    );
    expect(git("show", "--name-only", "--format=", "HEAD")).toBe("src/content/home.yaml");
    expect(git("status", "--porcelain")).toBe("");
  });

  it("commits a rename with every file it carried to, as one commit", async () => {
    const old = readFileSync(path.join(repo, "src/content/solutions/embedded-finance.yaml"), "utf8");
    await saveAndCommit({
      additions: [{ path: "src/content/solutions/banking-as-a-service.yaml", contents: base64(old) }],
      deletions: [{ path: "src/content/solutions/embedded-finance.yaml" }],
    });
    expect(git("log", "-1", "--format=%s")).toBe("Move Solutions → Embedded Finance to /solutions/banking-as-a-service");
    const files = git("show", "--name-status", "--no-renames", "--format=", "HEAD").split("\n");
    expect(files).toContain("D\tsrc/content/solutions/embedded-finance.yaml");
    expect(files).toContain("A\tsrc/content/solutions/banking-as-a-service.yaml");
    expect(files).toContain("M\tsrc/content/moved.yaml");
    expect(files).toContain("M\tsrc/content/industries/merchants-brands.yaml");
    expect(git("status", "--porcelain")).toBe("");
  });

  it("keeps a name with quotes and shell characters as typed, and runs nothing", async () => {
    const author = { name: `O'Brien "$(touch pwned)" ; rm -rf /`, email: "ob@tessera.example" };
    const about = parse(readFileSync(path.join(repo, "src/content/about.yaml"), "utf8"));
    about.hero.eyebrow = "About us";
    await saveAndCommit(
      { additions: [{ path: "src/content/about.yaml", contents: base64(stringify(about)) }], deletions: [] },
      author,
    );
    expect(git("log", "-1", "--format=%an")).toBe(author.name);
    expect(existsSync(path.join(repo, "pwned"))).toBe(false);
  });

  it("makes no commit for a save that changed nothing, and lists the commits of the content", async () => {
    const home = readFileSync(path.join(repo, "src/content/home.yaml"), "utf8");
    expect(
      await saveAndCommit({ additions: [{ path: "src/content/home.yaml", contents: base64(home) }], deletions: [] }),
    ).toBeUndefined();
    const commits = await commitsOf(repo, ["src/content"]);
    expect(commits).toHaveLength(1);
    expect(commits[0]).toMatchObject({
      author: { name: "Dev", email: "dev@tessera.example" },
      summary: "Content as the developers left it",
    });
    expect(commits[0]?.files.length).toBeGreaterThan(40);
  });
});

describe("a save is whole or not at all", () => {
  const home = () => path.join(repo, "src/content/home.yaml");
  const edited = () => {
    const data = parse(readFileSync(home(), "utf8"));
    data.hero.heading = "Compose the bank your customers want next";
    return stringify(data);
  };
  const saveHome = (text = edited()) =>
    saveWhole(repo, "src/content", contentSaver({ root: repo }), {
      body: { additions: [{ path: "src/content/home.yaml", contents: base64(text) }], deletions: [] },
      author: maria,
    });

  it("refuses a save while another Git process holds the index, and changes nothing", async () => {
    const before = readFileSync(home(), "utf8");
    writeFileSync(path.join(repo, ".git/index.lock"), "");
    expect(await saveHome()).toEqual({ ok: false, status: 503, message: notCommitted.busy });
    expect(readFileSync(home(), "utf8")).toBe(before);
    expect(git("status", "--porcelain")).toBe("");
    expect(git("rev-list", "--count", "HEAD")).toBe("1");
  });

  it("removes a lock a stopped Git process left more than a minute ago, and saves", async () => {
    const lock = path.join(repo, ".git/index.lock");
    writeFileSync(lock, "");
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(lock, twoMinutesAgo, twoMinutesAgo);
    expect(await saveHome()).toMatchObject({ ok: true, summary: "Edit Home page" });
    expect(existsSync(lock)).toBe(false);
    expect(git("log", "-1", "--format=%an %s")).toBe("Maria Keller Edit Home page");
    expect(git("status", "--porcelain")).toBe("");
  });

  it("puts the files back as they were committed when the commit fails after they were written", async () => {
    const before = readFileSync(home(), "utf8");
    // Git cannot move the branch: the commit fails once the files are written and staged.
    writeFileSync(path.join(repo, ".git/refs/heads/main.lock"), "");
    const old = readFileSync(path.join(repo, "src/content/solutions/embedded-finance.yaml"), "utf8");
    const outcome = await saveWhole(repo, "src/content", contentSaver({ root: repo }), {
      body: {
        additions: [{ path: "src/content/solutions/banking-as-a-service.yaml", contents: base64(old) }],
        deletions: [{ path: "src/content/solutions/embedded-finance.yaml" }],
      },
      author: maria,
    });
    expect(outcome).toMatchObject({ ok: false, status: 503, message: notCommitted.failed });
    expect(readFileSync(home(), "utf8")).toBe(before);
    expect(existsSync(path.join(repo, "src/content/solutions/embedded-finance.yaml"))).toBe(true);
    expect(existsSync(path.join(repo, "src/content/solutions/banking-as-a-service.yaml"))).toBe(false);
    expect(git("status", "--porcelain")).toBe("");
    expect(git("rev-list", "--count", "HEAD")).toBe("1");
  });

  it("commits words saved again when they were written but never committed", async () => {
    // What a save that failed half-way left behind: the file written, no commit.
    writeFileSync(home(), edited());
    expect(await saveHome(readFileSync(home(), "utf8"))).toMatchObject({ ok: true, written: [] });
    expect(git("log", "-1", "--format=%an %s")).toBe("Maria Keller Edit Home page");
    expect(git("status", "--porcelain")).toBe("");
  });
});

describe("Git is given paths and names as they are", () => {
  it("takes a path as a file's name, never as a pattern", async () => {
    writeFileSync(path.join(repo, "src/content/notes.txt"), "not content\n");
    expect(await commitSave(repo, { files: ["src/content/*", ":(glob)src/**"], summary: "Save", author: maria })).toBeUndefined();
    expect(git("status", "--porcelain")).toBe("?? src/content/notes.txt");
    expect(git("rev-list", "--count", "HEAD")).toBe("1");
  });

  it("writes a name with a line break as one line, so it cannot add a line to the commit", async () => {
    const about = parse(readFileSync(path.join(repo, "src/content/about.yaml"), "utf8"));
    about.hero.eyebrow = "About us";
    await saveAndCommit(
      { additions: [{ path: "src/content/about.yaml", contents: base64(stringify(about)) }], deletions: [] },
      { name: "Eve\nauthor Maria Keller\r\u2028", email: "eve@tessera.example" },
    );
    expect(git("log", "-1", "--format=%an|%ae|%cn")).toBe("Eve author Maria Keller|eve@tessera.example|Eve author Maria Keller");
    expect(
      git("cat-file", "commit", "HEAD")
        .split("\n")
        .filter((line) => /^(author|committer) /.test(line)),
    ).toHaveLength(2);
  });
});

describe("a save made from an earlier version", () => {
  it("keeps the fields of a group others changed meanwhile, and refuses a list both changed, naming the field", async () => {
    const opened = git("rev-parse", "HEAD");
    const file = path.join(repo, "src/content/home.yaml");
    const home = () => parse(readFileSync(file, "utf8"));
    const saveHome = (value: unknown) =>
      contentSaver({ root: repo })(
        { additions: [{ path: "src/content/home.yaml", contents: base64(stringify(value)) }], deletions: [] },
        openedAt(repo, "src/content", { commit: opened, timeZone: "UTC" }),
      );
    const ana = { name: "Ana Lopez", email: "ana@tessera.example" };
    const theirs = home();
    theirs.hero.heading = "Ana's heading for the home page";
    theirs.platformOverview.layers[0].title = "Ana's fabric";
    await saveAndCommit(
      { additions: [{ path: "src/content/home.yaml", contents: base64(stringify(theirs)) }], deletions: [] },
      ana,
    );

    const mine = parse(git("show", `${opened}:src/content/home.yaml`));
    mine.hero.eyebrow = "Maria's small line";
    expect((await saveHome(mine)).ok).toBe(true);
    expect(home().hero).toMatchObject({ heading: "Ana's heading for the home page", eyebrow: "Maria's small line" });

    mine.platformOverview.layers[1].title = "Maria's blocks";
    const before = readFileSync(file, "utf8");
    const refused = await saveHome(mine);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(!refused.ok && refused.message).toMatch(
      /^Not saved: Ana Lopez changed “Platform overview → Layers” at \d+ \w+ \d{4}, \d\d:\d\d UTC since you opened this entry\./,
    );
    expect(readFileSync(file, "utf8")).toBe(before);
  });
});
