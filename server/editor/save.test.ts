import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dump } from "js-yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseSite } from "../../src/lib/page-problems.ts";
import { fixtureContent } from "../../tests/content/build.ts";
import { rawContentOf, readContentTexts, splitMarkdown } from "./content-files.ts";
import { type ContentSaver, contentSaver } from "./save.ts";
import { fieldSchema, itemSchema, type JsonSchema, schemaAt } from "./schemas.ts";

/**
 * The editor's save, on a copy of the fixture content: what the editor sends is merged into the files so that only the
 * edited lines change; a save that would break the site is refused and writes nothing; a rename carries through.
 */

let root: string;
let save: ContentSaver;
const file = (relative: string) => path.join(root, "src/content", relative);
const read = (relative: string) => readFileSync(file(relative), "utf8");
const base64 = (text: string) => Buffer.from(text).toString("base64");

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "tessera-editor-"));
  cpSync(fixtureContent, path.join(root, "src/content"), { recursive: true });
  save = contentSaver({ root, today: () => "2026-06-01" });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A value as the editor holds it: every field of the schema, in the schema's order, an empty one as "", [] or no. */
function asEditorHolds(value: unknown, schema: JsonSchema | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => asEditorHolds(item, itemSchema(schema)));
  if (typeof value !== "object" || value === null) return value;
  const object = value as Record<string, unknown>;
  const properties = schema?.properties ?? schema?.anyOf?.find((variant) => variant.properties)?.properties ?? {};
  const held: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    const type = (property as { type?: string }).type ?? (property.anyOf?.[0] as { type?: string } | undefined)?.type;
    const empty = type === "array" ? [] : type === "boolean" ? false : type === "object" ? {} : "";
    held[key] = asEditorHolds(key in object ? object[key] : empty, fieldSchema(schema, key));
  }
  for (const [key, child] of Object.entries(object)) if (!(key in held)) held[key] = child;
  return held;
}

/** A file as the editor writes it on save: YAML by js-yaml, every field; Markdown lists marked "*". */
function asEditorWrites(relative: string, text: string): string {
  const schema = schemaAt(relative);
  if (!relative.endsWith(".md")) return dump(asEditorHolds(parse(text), schema));
  const { data, body } = splitMarkdown(text);
  return `---\n${dump(asEditorHolds(parse(data), schema))}---\n${body.replace(/^(\s*)- /gm, "$1* ")}`;
}

const saveFile = (relative: string, text: string) =>
  save({ additions: [{ path: `src/content/${relative}`, contents: base64(text) }], deletions: [] });

/** The first short free text of a value (not a choice from a list or of an entry), by its path: what a one-field edit changes. */
function firstShortText(
  value: unknown,
  schema: JsonSchema | undefined,
  at: (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === "string") {
    const picked = (field: JsonSchema) => "enum" in field || "const" in field || field.collection !== undefined;
    const choice = schema && (picked(schema) || schema.anyOf?.some(picked));
    return !choice && !value.startsWith("/") && value.length < 50 && /[a-zA-Z]/.test(value) && !/^[\d-]+$/.test(value)
      ? at
      : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstShortText(item, itemSchema(schema), [...at, index]);
      if (found) return found;
    }
  } else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      // Not the names and addresses other entries refer to, which a save may refuse to change alone.
      if (["slug", "id", "name", "title", "customer", "word", "href"].includes(key)) continue;
      const found = firstShortText(child, fieldSchema(schema, key), [...at, key]);
      if (found) return found;
    }
  }
  return undefined;
}

const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
};

describe("a save changes only the lines edited", () => {
  it("leaves every file of every kind as it was when it is saved unchanged", async () => {
    const texts = await readContentTexts(path.join(root, "src/content"));
    expect(texts.size).toBeGreaterThan(40);
    for (const [relative, text] of texts) {
      const result = await saveFile(relative, asEditorWrites(relative, text));
      expect(result, relative).toMatchObject({ ok: true, written: [] });
      expect(read(relative), relative).toBe(text);
    }
  });

  it("changes one line when one short field of any file is changed", async () => {
    const texts = await readContentTexts(path.join(root, "src/content"));
    const kinds = new Set<string>();
    for (const [relative, text] of texts) {
      const kind = relative.includes("/") ? relative.split("/")[0] : relative;
      if (kinds.has(kind as string)) continue;
      kinds.add(kind as string);
      const markdown = relative.endsWith(".md");
      const data = parse(markdown ? splitMarkdown(text).data : text);
      const at = firstShortText(data, schemaAt(relative));
      if (!at) continue;
      let holder = data;
      for (const key of at.slice(0, -1)) holder = holder[key];
      const old = holder[at.at(-1) as string];
      // The same length, so that no limit of the field refuses it: one letter's case changed.
      const changed = old.replace(/[a-zA-Z]/, (c: string) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));
      holder[at.at(-1) as string] = changed;
      const edited = markdown ? `---\n${dump(data)}---\n${splitMarkdown(text).body}` : dump(data);
      const result = await saveFile(relative, asEditorWrites(relative, edited));
      expect(result, `${relative} ${at.join(".")}: ${JSON.stringify(result)}`).toMatchObject({ ok: true, written: [relative] });
      const { removed, added } = changedLines(text, read(relative));
      expect(removed, relative).toHaveLength(1);
      expect(added, relative).toHaveLength(1);
      expect(added[0], relative).toContain(changed);
    }
    expect(kinds.size).toBeGreaterThan(20);
  });

  it("keeps a Markdown text's own list marks and rewrites only the paragraph that changed", async () => {
    const relative = "insights/why-blocks-beat-components.md";
    const text = read(relative);
    const { data, body } = splitMarkdown(text);
    const first = body.split("\n\n")[0] as string;
    const edited = `---\n${data}---\n${body.replace(first, `${first} A sentence more.`)}`;
    await saveFile(relative, asEditorWrites(relative, edited));
    const { removed, added } = changedLines(text, read(relative));
    expect(removed).toEqual([first]);
    expect(added).toEqual([`${first} A sentence more.`]);
  });

  it("writes a new post without the empty fields the editor fills in", async () => {
    const post = `---\n${dump({
      title: "Tessera opens an office in Stockholm",
      description: "Tessera opens an office in Stockholm to serve banks and fintechs across Sweden, Norway and Denmark.",
      lead: "Tessera has opened an office in Stockholm to work closely with the Nordic banks already building on it.",
      date: "2026-01-15",
      author: "Tessera Newsroom",
      authorRole: "",
      tags: [],
      draft: false,
    })}---\nThe office will host solutions engineers and a partner team.\n`;
    expect(await saveFile("news/tessera-opens-in-stockholm.md", post)).toMatchObject({
      ok: true,
      summary: "Add News → Tessera opens an office in Stockholm",
    });
    const written = read("news/tessera-opens-in-stockholm.md");
    expect(written).not.toMatch(/authorRole|tags|draft/);
    expect(written).toMatch(/^date: '2026-01-15'$/m);
    expect(written).toMatch(/^---\n[\s\S]+\n---\n\nThe office will host/);
  });
});

describe("a save that would break the site is refused, and nothing is written", () => {
  const unchanged = () => readContentTexts(path.join(root, "src/content"));

  it("refuses a link to a page that does not exist, naming the entry and the field", async () => {
    const before = await unchanged();
    const home = parse(read("home.yaml"));
    home.platformOverview.link.href = "/solutionz";
    const result = await saveFile("home.yaml", dump(home));
    expect(result).toEqual({
      ok: false,
      status: 422,
      message:
        'Not saved: the site would have this problem.\n• Home page → Platform overview → Link → Link address: the link "/solutionz" is not a page of the site. Check the address, or pick a page from the site\'s menus.',
    });
    expect(await unchanged()).toEqual(before);
  });

  it("refuses a link in a post's text to a page that does not exist", async () => {
    const relative = "news/introducing-tessera.md";
    const result = await saveFile(relative, `${read(relative)}\nSee [the news](/company/nwes).\n`);
    expect(result).toMatchObject({ ok: false, status: 422 });
    expect(result.ok || result.message).toContain('→ Text: the link "/company/nwes" is not a page of the site.');
  });

  it("refuses a date that is no date, and a position already used, in the words of the field", async () => {
    const relative = "news/introducing-tessera.md";
    const { data, body } = splitMarkdown(read(relative));
    const dated = await saveFile(relative, `---\n${data.replace(/^date: .*$/m, "date: 2026-02-30")}---\n${body}`);
    expect(dated.ok || dated.message).toContain("Date: must be a real date, written YYYY-MM-DD");
    const leader = parse(read("leaders/hannah-cole.yaml"));
    const other = parse(read("leaders/daniel-mensah.yaml"));
    const positioned = await saveFile("leaders/hannah-cole.yaml", dump({ ...leader, order: other.order }));
    expect(positioned.ok || positioned.message).toMatch(/Leaders → .* → Position: \d+ is already used by Leaders → /);
  });

  it("refuses deleting an entry that others point to, naming every place", async () => {
    const before = await unchanged();
    const result = await save({ additions: [], deletions: [{ path: "src/content/solutions/embedded-finance.yaml" }] });
    expect(result).toMatchObject({ ok: false, status: 422 });
    expect(result.ok || result.message).toMatch(/^Not deleted: 7 places still point to this entry\. Change them first: /);
    expect(result.ok || result.message).toContain("Industries → Merchants & Brands → Solutions");
    expect(result.ok || result.message).toContain("Home page → Suite cards → embedded-finance → Slug");
    expect(result.ok || result.message).toContain("Industries → Ecosystems & Communities → Proof");
    expect(await unchanged()).toEqual(before);
  });

  it("refuses a path outside the content folder or through a link out of it", async () => {
    symlinkSync(tmpdir(), file("outside"));
    for (const requested of [
      "src/content/../package.json",
      "/etc/passwd",
      "src/content/solutions/../../../x.yaml",
      "package.json",
      "src/content/outside/x.yaml",
      "src/content\\solutions\\x.yaml",
    ]) {
      const result = await save({ additions: [{ path: requested, contents: base64("x: 1\n") }], deletions: [] });
      expect(result, requested).toMatchObject({ ok: false, status: 400 });
      const deleting = await save({ additions: [], deletions: [{ path: requested }] });
      expect(deleting, requested).toMatchObject({ ok: false, status: 400 });
    }
    expect(existsSync(path.join(root, "x.yaml"))).toBe(false);
    expect(existsSync(path.join(tmpdir(), "x.yaml"))).toBe(false);
  });

  it("refuses a file the content does not know: a dotfile, a .git part, a NUL, glob characters; nothing is written", async () => {
    const before = await unchanged();
    for (const requested of [
      "src/content/.gitignore",
      "src/content/solutions/.gitignore",
      "src/content/a/.git/x",
      "src/content/.git/config",
      "src/content/*",
      "src/content/solutions/*.yaml",
      "src/content/images/posts/[a].png",
      "src/content/images/posts/.hidden.png",
      "src/content/solutions/x\0.yaml",
      "src/content/images/posts/a\nb.png",
      "src/content/notes.txt",
      "src/content/solutions/x.yaml.123.saving",
    ]) {
      const result = await save({ additions: [{ path: requested, contents: base64("x: 1\n") }], deletions: [] });
      expect(result, requested).toMatchObject({ ok: false, status: 400 });
      const deleting = await save({ additions: [], deletions: [{ path: requested }] });
      expect(deleting, requested).toMatchObject({ ok: false, status: 400 });
    }
    expect(await unchanged()).toEqual(before);
    expect(existsSync(file(".gitignore")) || existsSync(file("a")) || existsSync(file("notes.txt"))).toBe(false);
  });

  it("refuses an address that is no address, suggesting one", async () => {
    const post = read("news/introducing-tessera.md");
    const result = await saveFile("news/Money Asia 2030!.md", post);
    expect(result.ok || result.message).toContain(
      '"Money Asia 2030!" cannot be an address. Use lower-case letters, digits and single hyphens, such as "money-asia-2030".',
    );
    expect(existsSync(file("news/Money Asia 2030!.md"))).toBe(false);
  });

  it("refuses a new address for an entry that is no address, suggesting one", async () => {
    const result = await save({
      additions: [{ path: "src/content/news/Money Asia 2030!.md", contents: base64(read("news/introducing-tessera.md")) }],
      deletions: [{ path: "src/content/news/introducing-tessera.md" }],
    });
    expect(result.ok || result.message).toBe(
      'Not saved: the site would have this problem.\n• News → Tessera launches a composable banking platform that layers on top of the existing core → Address: "Money Asia 2030!" cannot be an address. Use lower-case letters, digits and single hyphens, such as "money-asia-2030".',
    );
    expect(existsSync(file("news/introducing-tessera.md"))).toBe(true);
  });

  it("refuses an SVG with a script, which would be served as it is, and writes nothing", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect/><script>alert(document.cookie)</script></svg>';
    const result = await saveFile("images/customers/prize.svg", svg);
    expect(result).toEqual({
      ok: false,
      status: 422,
      message:
        "Not saved: the site would have this problem.\n• The picture src/content/images/customers/prize.svg → File: the picture holds <script>. An SVG on the site may hold only shapes and text, and refer only to its own parts: export it again as a plain drawing, or upload it as a PNG.",
    });
    expect(existsSync(file("images/customers/prize.svg"))).toBe(false);
    const logo = read("images/customers/pennyrise.svg");
    expect(await saveFile("images/customers/pennyrise-2.svg", logo)).toMatchObject({ ok: true });
  });

  it("refuses what it does not understand", async () => {
    expect(await save({ additions: "all" })).toMatchObject({ ok: false, status: 400 });
    expect(await save(undefined)).toMatchObject({ ok: false, status: 400 });
  });

  it("does not hold up a save because of a problem the content already had", async () => {
    const broken = read("home.yaml").replace("href: /solutions\n", "href: /solutionz\n");
    writeFileSync(file("home.yaml"), broken);
    const about = parse(read("about.yaml"));
    about.hero.eyebrow = "About us";
    expect(await saveFile("about.yaml", dump(about))).toMatchObject({
      ok: true,
      written: ["about.yaml"],
      summary: "Edit About page",
    });
  });
});

describe("a new address carries through", () => {
  const rename = (kind: string, from: string, to: string, extension = "yaml") =>
    save({
      additions: [{ path: `src/content/${kind}/${to}.${extension}`, contents: base64(read(`${kind}/${from}.${extension}`)) }],
      deletions: [{ path: `src/content/${kind}/${from}.${extension}` }],
    });

  it("moves a solution: every reference and link follows, and the old address leads to the new page", async () => {
    writeFileSync(
      file("news/introducing-tessera.md"),
      `${read("news/introducing-tessera.md")}\nRead about [Embedded Finance](/solutions/embedded-finance).\n`,
    );
    const result = await rename("solutions", "embedded-finance", "banking-as-a-service");
    expect(result).toMatchObject({
      ok: true,
      renamed: [{ kind: "solutions", from: "embedded-finance", to: "banking-as-a-service" }],
    });
    expect(existsSync(file("solutions/embedded-finance.yaml"))).toBe(false);
    expect(read("industries/merchants-brands.yaml")).toMatch(/^ {2}- banking-as-a-service$/m);
    expect(read("home.yaml")).toMatch(/slug: banking-as-a-service$/m);
    expect(read("news/introducing-tessera.md")).toContain("](/solutions/banking-as-a-service)");
    expect(parse(read("moved.yaml")).moved).toContainEqual({
      from: "/solutions/embedded-finance",
      to: "/solutions/banking-as-a-service",
    });
    const { content, problems } = parseSite(rawContentOf(await readContentTexts(path.join(root, "src/content"))));
    expect(problems).toEqual([]);
    expect(content.solutions.map((s) => s.slug)).toContain("banking-as-a-service");
  });

  it("moving a page back to an address it had drops that address from the moved list", async () => {
    await rename("solutions", "embedded-finance", "banking-as-a-service");
    await rename("solutions", "banking-as-a-service", "embedded-finance");
    const moved = parse(read("moved.yaml")).moved as { from: string; to: string }[];
    expect(moved.filter((entry) => entry.from === "/solutions/embedded-finance")).toEqual([]);
    expect(moved).toContainEqual({ from: "/solutions/banking-as-a-service", to: "/solutions/embedded-finance" });
  });

  it("renames a case study: the references follow, and links to its section", async () => {
    const result = await rename("case-studies", "pennyrise-dynamic-banking", "pennyrise-builds-dynamic-banking");
    expect(result).toMatchObject({ ok: true });
    expect(read("proof.yaml")).not.toContain("pennyrise-dynamic-banking");
    const { problems } = parseSite(rawContentOf(await readContentTexts(path.join(root, "src/content"))));
    expect(problems).toEqual([]);
  });

  it("moves a campaign page: its old address, which its ads still name, leads to the new one", async () => {
    const result = await rename("campaigns", "family-banking-on-your-core", "family-banking-spring");
    expect(result).toMatchObject({ ok: true, renamed: [{ kind: "campaigns" }] });
    expect(parse(read("moved.yaml")).moved).toContainEqual({
      from: "/campaigns/family-banking-on-your-core",
      to: "/campaigns/family-banking-spring",
    });
  });

  it("renames a case study a campaign page shows: each of its sections that names the study follows", async () => {
    const campaign = "campaigns/family-banking-on-your-core.yaml";
    expect(read(campaign).match(/caseStudy: harbourline-bank-family-banking$/gm)).toHaveLength(2);
    const result = await rename("case-studies", "harbourline-bank-family-banking", "harbourline-family-banking");
    expect(result).toMatchObject({ ok: true });
    expect(read(campaign).match(/caseStudy: harbourline-family-banking$/gm)).toHaveLength(2);
    const { problems } = parseSite(rawContentOf(await readContentTexts(path.join(root, "src/content"))));
    expect(problems).toEqual([]);
  });
});
