import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { type Built, buildSite, copyContent } from "./build.ts";

/**
 * Saves that would break the site, made to a copy of the fixture content: the build refuses them all at once, before
 * writing a page, naming each entry and field as the editor does and saying what to do.
 */
const content = copyContent();
const fields = copyContent();
let built: Built;
let fieldsBuilt: Built;

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(content.file(file), change(readFileSync(content.file(file), "utf8")));

beforeAll(async () => {
  edit("navigation.yaml", (text) => text.replace("href: /resources/case-studies", "href: /solutionz"));
  edit("news/introducing-tessera.md", (text) => text.replace("](/platform)", "](/company/nwes/introducing-tessera)"));
  edit("industries/retail-banks.yaml", (text) =>
    text.replace(/^solutions:\n {2}- [a-z0-9-]+$/m, "solutions:\n  - open-banking-for-pets"),
  );
  edit("leaders/hannah-cole.yaml", (text) => text.replace(/^order: .*$/m, "order: 1"));
  edit("leaders/daniel-mensah.yaml", (text) => text.replace(/^order: .*$/m, "order: 1"));
  edit("home.yaml", (text) => text.replace("href: /platform/ai-simulation", "href: /#nowhere"));
  edit("moved.yaml", (text) => `${text}  - from: /about\n    to: /platform\n  - from: /inbox/set-password\n    to: /\n`);
  // A page at an address of the staff tools.
  writeFileSync(content.file("legal/publish.md"), readFileSync(content.file("legal/cookie-policy.md"), "utf8"));
  const post = readFileSync(content.file("news/amara-okafor-apac.md"), "utf8");
  rmSync(content.file("news/amara-okafor-apac.md"));
  writeFileSync(content.file("news/Money Asia 2030!.md"), post);
  edit("news/tessera-mastercard-start-path.md", (text) => `${text.slice(0, text.indexOf("---", 4) + 3)}\n`);
  // Fields that break their own rules, in three files.
  writeFileSync(
    fields.file("news/introducing-tessera.md"),
    readFileSync(fields.file("news/introducing-tessera.md"), "utf8").replace(/^date: .*$/m, "date: '2026-13-45'"),
  );
  const leader = parse(readFileSync(fields.file("leaders/hannah-cole.yaml"), "utf8")) as object;
  writeFileSync(fields.file("leaders/hannah-cole.yaml"), stringify({ ...leader, bio: "Short." }));
  writeFileSync(fields.file("industries/fintech.yaml"), "name: Fintech\n");
  [built, fieldsBuilt] = await Promise.all([buildSite(content.dir), buildSite(fields.dir)]);
}, 240_000);
afterAll(() => {
  built?.remove();
  fieldsBuilt?.remove();
  content.remove();
  fields.remove();
});

describe("a build of content that would break the site", () => {
  it("fails and lists every problem, each with its entry, its field and what to do", () => {
    expect(built.ok).toBe(false);
    const problems = [
      'Menus and footer → Resources → Link address: the link "/solutionz" is not a page of the site.',
      'News → Tessera launches a composable banking platform that layers on top of the existing core → Text: the link "/company/nwes/introducing-tessera" is not a page of the site.',
      'Industries → Retail Banks → Solutions: "open-banking-for-pets" is not one of the solutions. Pick a solution that exists, or add it first.',
      "Leaders → ",
      "→ Position: 1 is already used by Leaders → ",
      'Home page → Power cards → AI-Ready by Design → Link address: the link "/#nowhere" leads to no section: the page "/" has no "#nowhere".',
      'Moved addresses → /about → From: "/about" is a page of the site. Remove this moved address, or rename the page.',
      'Moved addresses → /inbox/set-password → From: "/inbox/set-password" is an address of the staff tools (the inbox, the editor, publishing) or of the server itself. Choose another address.',
      '→ Address: "/publish" is an address of the staff tools (the inbox, the editor, publishing) or of the server itself. Choose another address.',
      '"Money Asia 2030!" cannot be an address. Use lower-case letters, digits and single hyphens, such as "money-asia-2030".',
      "→ Text: the text is empty. Write the post before saving it.",
    ];
    for (const problem of problems) expect(built.output).toContain(problem);
    expect(built.output).toMatch(/The content has (\d+) problems to fix before the site can be built/);
  });

  it("lists every field that breaks its rules, in every file, in the editor's words", () => {
    expect(fieldsBuilt.ok).toBe(false);
    for (const problem of [
      "News → Tessera launches a composable banking platform that layers on top of the existing core → Date: must be a real date, written YYYY-MM-DD, such as 2026-03-04.",
      "Leaders → Hannah Cole → Biography: must be at least 150 characters long.",
      "Industries → Fintech → Icon: must be one of the choices the editor offers.",
      "Industries → Fintech → Page: is required.",
    ]) {
      expect(fieldsBuilt.output).toContain(problem);
    }
  });
});
