import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
import { readSiteData } from "../../server/site-data.ts";
import { uiStrings } from "./schema.ts";

/**
 * The interface text (ui.yaml, as the build wrote it into site.json) parses, refuses blanks its place does not fill, and is the only place components
 * find their words: no component under src/components (but the staff's tools, the inbox and publishing, which keep their own) spells a
 * word.
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
const componentFiles = readdirSync(componentsDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".tsx") && !/^(inbox|publish)[/\\]/.test(file))
  .map((file) => path.join(componentsDir, file));

type Node = { type?: string; [key: string]: unknown };
const letters = /\p{L}/u;
/** Attributes whose value a visitor reads or hears. */
const spoken = new Set(["aria-label", "aria-description", "aria-roledescription", "alt", "title", "placeholder", "label"]);
/** A word that starts with a capital: copy, where class lists, types, names and addresses are lower or camel case. */
const phrase = /(?<!\p{L})\p{Lu}\p{Ll}{2,}/u;

/** The words a component's markup spells itself, each with the line it is on. */
function wordsIn(file: string, source = readFileSync(file, "utf8")): string[] {
  const { program, errors } = parseSync(file, source);
  if (errors.length) throw new Error(`${file}: ${errors[0]?.message}`);
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

describe("components", () => {
  it("are found", () => {
    expect(componentFiles.length).toBeGreaterThan(20);
  });

  it("spell no words: text, accessible names and phrases come from the content", () => {
    expect(componentFiles.flatMap((file) => wordsIn(file))).toEqual([]);
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
    expect(planted("label={ctaLabel} size", 'label="Book a demo" size')).toHaveLength(1);
    expect(planted("{copy.menu}", "{copy.menu} ·")).toEqual([]);
  });
});
