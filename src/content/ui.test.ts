import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseAstro } from "@astrojs/compiler-rs";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
import { readSiteData } from "../../server/site-data.ts";
import { uiStrings } from "./schema.ts";

/**
 * The interface text (ui.yaml, as the build wrote it into site.json) parses, refuses blanks its place does not fill, and
 * is the only place the site finds its words: no component under src/components, no public page or layout (.astro), and
 * none of the server's answers to a demo request (server/functions) spells a word; the staff's tools, the inbox and
 * publishing, keep their own.
 */
describe("interface text", () => {
  it("parses, every string with a note of where it appears", () => {
    const { ui } = readSiteData("build/client");
    const strings = (value: unknown): string[] =>
      typeof value === "string" ? [value] : Object.values(value as object).flatMap(strings);
    expect(strings(ui).every((text) => text.trim().length > 0)).toBe(true);
    const described = (schema: { description?: string; shape?: object }): boolean =>
      schema.shape ? Object.values(schema.shape).every(described) : Boolean(schema.description);
    expect(described(uiStrings as never)).toBe(true);
  });

  it("accepts only the blanks a text's place fills", () => {
    const { ui } = readSiteData("build/client");
    const withCards = (explore: string) => uiStrings.safeParse({ ...ui, cards: { ...ui.cards, explore } }).success;
    expect(withCards("See {name}")).toBe(true);
    expect(withCards("See {title}")).toBe(false);
    expect(withCards("See {name")).toBe(false);
  });
});

const componentsDir = path.resolve("src/components");
const filesIn = (dir: string, keep: (file: string) => boolean) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file).split(path.sep).join("/"))
    .filter(keep);
/** The staff's tools: the inbox, publishing and the content editor, whose words are their own. */
const staffs =
  /\/(components\/inbox\/|components\/publish\/|pages\/inbox\/|pages\/publish[/.]|editor\/editor-page|layouts\/staff)/;
const componentFiles = filesIn(componentsDir, (file) => file.endsWith(".tsx") && !staffs.test(file));
const astroFiles = filesIn(path.resolve("src"), (file) => file.endsWith(".astro") && !staffs.test(file));
const answeringFiles = filesIn(path.resolve("server/functions"), (file) => /(?<!\.test)\.ts$/.test(file));

type Node = { type?: string; [key: string]: unknown };
const letters = /\p{L}/u;
/** Attributes whose value a visitor reads or hears. */
const spoken = new Set(["aria-label", "aria-description", "aria-roledescription", "alt", "title", "placeholder", "label"]);
/** A word that starts with a capital: copy, where class lists, types, names and addresses are lower or camel case. */
const phrase = /(?<!\p{L})\p{Lu}\p{Ll}{2,}/u;

/** The syntax tree of a component (.tsx, with Vite's parser) or of an .astro file's script and markup (Astro's). */
function treeOf(file: string, source: string): unknown {
  const { errors, ...tree } = file.endsWith(".astro") ? { ...parseAstro(source).ast, errors: [] } : parseSync(file, source);
  if (errors.length) throw new Error(`${file}: ${errors[0]?.message}`);
  return tree;
}

/** The words a component's or a page's markup spells itself, each with the line it is on. */
function wordsIn(file: string, source = readFileSync(file, "utf8")): string[] {
  const program = treeOf(file, source);
  const found: string[] = [];
  const line = (node: Node) => source.slice(0, node.start as number).split("\n").length;
  const report = (node: Node, text: string) => found.push(`${path.relative(process.cwd(), file)}:${line(node)} "${text.trim()}"`);
  /** The text a value would put on the page: string literals and the fixed parts of template strings. */
  const texts = (node: Node | null | undefined): Node[] => {
    if (!node || typeof node !== "object") return [];
    if (node.type === "Literal" && typeof node.value === "string") return [node];
    if (node.type === "TemplateLiteral") return node.quasis as Node[];
    if (node.type === "ConditionalExpression") return [...texts(node.consequent as Node), ...texts(node.alternate as Node)];
    if (node.type === "LogicalExpression") return texts(node.right as Node);
    if (node.type === "JSXExpressionContainer") return texts(node.expression as Node);
    return [];
  };
  const textOf = (node: Node) =>
    node.type === "TemplateElement" ? String((node.value as { cooked: string }).cooked) : String(node.value);
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Node;
    if (n.type === "JSXText" && letters.test(String(n.value))) report(n, String(n.value));
    if (n.type === "JSXElement" || n.type === "JSXFragment") {
      for (const child of n.children as Node[]) {
        if (child.type !== "JSXExpressionContainer") continue;
        for (const text of texts(child)) if (letters.test(textOf(text))) report(text, textOf(text));
      }
    }
    if (n.type === "JSXAttribute") {
      const name = (n.name as { name: unknown }).name;
      for (const text of texts(n.value as Node)) {
        const value = textOf(text);
        if ((spoken.has(String(name)) && letters.test(value)) || phrase.test(value)) report(text, value);
      }
    }
    for (const value of Object.values(n)) if (value && typeof value === "object") visit(value);
  };
  visit(program);
  return found;
}

/**
 * The words the server's code spells in what it answers: the text of a JSON `error`, of a refusal (`RequestProblem`),
 * of `c.json`, `c.text` and `c.html`, and the text between the tags of an `html` page.
 */
function answersIn(file: string, source = readFileSync(file, "utf8")): string[] {
  const found: string[] = [];
  const report = (node: Node) => {
    const text = node.type === "TemplateElement" ? (node.value as { cooked: string }).cooked : String(node.value);
    const shown = text.replace(/<(style|script)\b[\s\S]*?<\/\1>/g, "").replace(/<[^>]*>/g, " ");
    if (phrase.test(shown)) found.push(`${path.relative(process.cwd(), file)}: "${shown.trim()}"`);
  };
  const literals = (node: Node | undefined): Node[] =>
    node?.type === "Literal" ? [node] : node?.type === "TemplateLiteral" ? (node.quasis as Node[]) : [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Node;
    const callee = n.callee as Node | undefined;
    const name = String((callee?.property as Node | undefined)?.name ?? callee?.name ?? "");
    if ((n.type === "CallExpression" && ["json", "text", "html"].includes(name)) || n.type === "NewExpression") {
      for (const argument of n.arguments as Node[]) literals(argument).forEach(report);
    }
    if (n.type === "Property" && ["error", "message"].includes(String((n.key as Node).name))) {
      literals(n.value as Node).forEach(report);
    }
    if (n.type === "TaggedTemplateExpression") (n.quasi as { quasis: Node[] }).quasis.forEach(report);
    for (const value of Object.values(n)) if (value && typeof value === "object") visit(value);
  };
  visit(treeOf(file, source));
  return found;
}

describe("components", () => {
  it("are found", () => {
    expect(componentFiles.length).toBeGreaterThan(20);
  });

  it("spell no words: text, accessible names and phrases come from the content", () => {
    expect(componentFiles.flatMap((file) => wordsIn(file))).toEqual([]);
  });

  it("nor do the pages and layouts", () => {
    expect(astroFiles.length).toBeGreaterThan(20);
    expect(astroFiles.flatMap((file) => wordsIn(file))).toEqual([]);
    const page = path.resolve("src/pages/demo/not-sent.astro");
    const source = readFileSync(page, "utf8");
    expect(source).toContain("<DemoPage notSent={notSent} />");
    expect(wordsIn(page, source.replace("<DemoPage notSent={notSent} />", "<p>Not sent</p>"))).toHaveLength(1);
    expect(wordsIn(page, source.replace("inlineDemo>", 'inlineDemo aria-label="The form">'))).toHaveLength(1);
  });

  it("nor does the server in its answers to a demo request", () => {
    expect(answeringFiles.length).toBeGreaterThan(2);
    expect(answeringFiles.flatMap((file) => answersIn(file))).toEqual([]);
    const file = path.resolve("server/functions/submit-demo.ts");
    const source = readFileSync(file, "utf8");
    const planted = (from: string, to: string) => {
      expect(source).toContain(from);
      return answersIn(file, source.replace(from, to));
    };
    expect(planted("error: (await refusalsOf(site)).usePost", 'error: "Use POST to send it."')).toHaveLength(1);
    expect(planted("said.notJson)", '"Send it as JSON.")')).toHaveLength(1);
    expect(planted("c.json({ id: stored.id }, 200)", 'c.text("Request stored", 200)')).toHaveLength(1);
    const page = path.resolve("server/functions/form-error-page.ts");
    const markup = readFileSync(page, "utf8");
    const heading = "<h1>$" + "{said.notSent}</h1>";
    expect(markup).toContain(heading);
    expect(answersIn(page, markup.replace(heading, "<h1>Not sent</h1>"))).toHaveLength(1);
  });

  it("would be caught spelling one", () => {
    const file = path.join(componentsDir, "layout", "site-header.tsx");
    const source = readFileSync(file, "utf8");
    const planted = (from: string, to: string) => {
      expect(source).toContain(from);
      return wordsIn(file, source.replace(from, to));
    };
    expect(planted("aria-label={copy.openMenu}", 'aria-label="Open menu"')).toHaveLength(1);
    expect(planted("{copy.menu}", "Menu")).toHaveLength(1);
    expect(planted("{copy.menu}", '{open ? "Menu" : copy.menu}')).toHaveLength(1);
    expect(planted("<BookDemoButton size", '<BookDemoButton label="Book a demo" size')).toHaveLength(1);
    expect(planted("{copy.menu}", "{copy.menu} ·")).toEqual([]);
  });
});
