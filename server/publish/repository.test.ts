import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixtureContent } from "../../tests/content/build.ts";
import { silentLog } from "../../tests/support.ts";
import { openContentRepository } from "./repository.ts";

/** The content repository at start-up: what a server stopped in the middle of a save left behind is put right. */
let dir: string;
const git = (...args: string[]) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" }).trim();
const content = (relative: string) => path.join(dir, "src/content", relative);

beforeEach(async () => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), "tessera-repository-")), "content");
  await openContentRepository({ dir, seedFrom: fixtureContent, log: silentLog });
});
afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

describe("the content repository at start-up", () => {
  it("removes a stale lock and half-written files, and commits what was written but not committed", async () => {
    // A save killed half-way: one file written, one staged, one temporary file left, Git's lock left behind.
    const home = readFileSync(content("home.yaml"), "utf8").replace(/^(\s+heading: ).*$/m, "$1Written before the kill");
    writeFileSync(content("home.yaml"), home);
    writeFileSync(content("about.yaml.4242.saving"), "half");
    writeFileSync(content("solutions/x.yaml.123.saving"), "half");
    rmSync(content("leaders/hannah-cole.yaml"));
    git("rm", "--quiet", "--cached", "--", "src/content/leaders/daniel-mensah.yaml");
    const lock = path.join(dir, ".git/index.lock");
    writeFileSync(lock, "");
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(lock, twoMinutesAgo, twoMinutesAgo);

    await openContentRepository({ dir, seedFrom: fixtureContent, log: silentLog });

    expect(existsSync(lock)).toBe(false);
    expect(existsSync(content("about.yaml.4242.saving")) || existsSync(content("solutions/x.yaml.123.saving"))).toBe(false);
    expect(git("status", "--porcelain")).toBe("");
    expect(git("log", "-1", "--format=%an %s")).toBe("Tessera website Recover changes written before the server stopped");
    expect(git("show", "--name-status", "--format=", "HEAD").split("\n").sort()).toEqual([
      "D\tsrc/content/leaders/hannah-cole.yaml",
      "M\tsrc/content/home.yaml",
    ]);
    expect(readFileSync(content("home.yaml"), "utf8")).toBe(home);
  });

  it("leaves a clean repository as it is, and a lock a running Git holds", async () => {
    const head = git("rev-parse", "HEAD");
    writeFileSync(path.join(dir, ".git/index.lock"), "");
    await openContentRepository({ dir, seedFrom: fixtureContent, log: silentLog });
    expect(existsSync(path.join(dir, ".git/index.lock"))).toBe(true);
    expect(git("rev-parse", "HEAD")).toBe(head);
  });
});
