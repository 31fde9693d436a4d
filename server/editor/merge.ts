import { Lexer, marked } from "marked";
import { type Document, isMap, isScalar, isSeq, parse, parseDocument, stringify } from "yaml";
import { fieldsIn, joinParts, partsOf, splitMarkdown } from "./content-files.ts";
import { fieldSchema, isRequired, itemSchema, type JsonSchema } from "./schemas.ts";

/**
 * How a save from the editor becomes a file: the editor sends the whole entry, every field in its own order, empty
 * fields included. Merged into the file as it is, only the values that changed are written: the other lines keep their
 * order, quoting and list style, and a field left empty that the file never had is not added (unless its schema
 * requires it).
 */

/** YAML as the content files write it, read without turning dates into times. */
const parseYaml = (text: string): unknown => parse(text) ?? {};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value the editor writes for a field left empty: nothing, "", no, an empty list, a group of empty fields. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === "" || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.values(value).every(isEmpty);
  return false;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The value without the empty fields the editor fills in that the schema does not require. */
function withoutEmpty(value: unknown, schema: JsonSchema | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutEmpty(item, itemSchema(schema)));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, child]) => !isEmpty(child) || isRequired(schema, key))
      .map(([key, child]) => [key, withoutEmpty(child, fieldSchema(schema, key))]),
  );
}

type YamlNode = ReturnType<Document["createNode"]>;

/** The node that holds `value`, made from `node` (the file's) by changing only what differs. */
function merged(doc: Document, node: unknown, value: unknown, schema: JsonSchema | undefined): unknown {
  if (node && typeof node === "object" && "toJSON" in node && same((node as YamlNode).toJSON(), value)) return node;
  if (isMap(node) && isPlainObject(value)) {
    node.items = node.items.filter((pair) => isScalar(pair.key) && String(pair.key.value) in value);
    let after = -1;
    for (const [key, child] of Object.entries(value)) {
      const at = node.items.findIndex((pair) => isScalar(pair.key) && String(pair.key.value) === key);
      if (at >= 0) {
        const pair = node.items[at];
        if (pair) pair.value = merged(doc, pair.value, child, fieldSchema(schema, key));
        after = at;
      } else if (!isEmpty(child) || isRequired(schema, key)) {
        // A field the file did not have, placed where the editor lists it.
        node.items.splice(after + 1, 0, doc.createPair(key, withoutEmpty(child, fieldSchema(schema, key))));
        after += 1;
      }
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    const old = [...node.items];
    const used = new Set<number>();
    // Items that did not change keep their lines, wherever they moved to.
    const kept = value.map((item) => {
      const at = old.findIndex((candidate, index) => !used.has(index) && same((candidate as YamlNode).toJSON(), item));
      if (at >= 0) used.add(at);
      return at;
    });
    node.items = value.map((item, index) => {
      if ((kept[index] ?? -1) >= 0) return old[kept[index] as number];
      // A changed item: the item that was in its place, changed where it differs.
      if (index < old.length && !used.has(index)) {
        used.add(index);
        return merged(doc, old[index], item, itemSchema(schema));
      }
      return doc.createNode(withoutEmpty(item, itemSchema(schema)));
    });
    return node;
  }
  if (isScalar(node) && (value === null || typeof value !== "object")) {
    node.value = value;
    return node;
  }
  return doc.createNode(withoutEmpty(value, schema));
}

/**
 * The file's YAML with the values of the editor's YAML; `schema` is the file's, as JSON Schema. A new file is the
 * editor's YAML as it wrote it (plain, folded or quoted as the value needs), without the empty fields.
 */
export function mergeYaml(before: string | undefined, after: string, schema?: JsonSchema): string {
  const value = parseYaml(after);
  const isNew = before === undefined || !before.trim();
  const doc: Document = parseDocument(isNew ? after : before);
  doc.contents = merged(doc, doc.contents, isNew ? withoutEmpty(value, schema) : value, schema) as Document["contents"];
  return doc.toString();
}

/** The blocks of a Markdown text: its paragraphs, lists, headings, each with the blank lines after it. */
function blocks(markdown: string): string[] {
  return new Lexer().lex(markdown).map((token) => token.raw);
}
const rendered = (block: string) => marked.parse(block, { async: false });

/**
 * A Markdown file with the editor's front matter and text, changing only what the edit changed: a block of text the
 * editor wrote differently but that reads the same on the page (a list marked "*" where the file has "-") keeps the
 * file's lines.
 */
export function mergeMarkdown(before: string | undefined, after: string, schema?: JsonSchema): string {
  const edited = splitMarkdown(after);
  if (before === undefined) return `---\n${mergeYaml(undefined, edited.data, schema)}---\n\n${edited.body}`;
  const file = splitMarkdown(before);
  const old = blocks(file.body);
  const oldHtml = old.map((block) => rendered(block.trim()));
  const used = new Set<number>();
  const body = blocks(edited.body)
    .map((block) => {
      const html = rendered(block.trim());
      const at = oldHtml.findIndex((candidate, index) => !used.has(index) && candidate === html);
      if (at < 0) return block;
      used.add(at);
      // The file's block, with the spacing the editor's block has around it.
      const trailing = /\s*$/.exec(block)?.[0] ?? "";
      return (old[at] as string).trimEnd() + trailing;
    })
    .join("");
  return `---\n${mergeYaml(file.data, edited.data, schema)}---\n${file.gap}${body}`;
}

/** A value as it reads: its fields in one order, its empty ones left out, so two versions can be compared. */
function canonical(value: unknown): unknown {
  if (isEmpty(value)) return undefined;
  if (Array.isArray(value)) return value.map(canonical);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => [k, canonical(v)]),
  );
}
const alike = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** A field by its path of keys; ["text"] is a Markdown file's text, compared as it reads on the page. */
function fieldOf(relative: string, text = "", at: string[]): unknown {
  if (relative.endsWith(".md") && at.join() === "text") return rendered(partsOf(relative, text).body);
  return at.reduce<unknown>((value, key) => (isPlainObject(value) ? value[key] : undefined), fieldsIn(relative, text));
}
export const sameField = (relative: string, a: string | undefined, b: string | undefined, at: string[]) =>
  alike(fieldOf(relative, a, at), fieldOf(relative, b, at));

/** A refused save of the file from this editor (`mine`), and the file as that editor had opened it (`base`). */
export type Earlier = { mine: string; base: string };

/**
 * An entry as the person opened it (`base`), as it is now (`current`) and as they saved it (`mine`): each field they
 * did not change keeps its current value, each they changed takes theirs. A group is compared field by field, a list as
 * one value; the fields both changed, differently, are pushed to `clashes`. With `earlier` (the values of their refused
 * save, and of the version it was made from), a field they had not changed that still holds its value from then is the
 * editor's restored draft, not a change: it keeps its current value.
 */
function rebase(base: unknown, current: unknown, mine: unknown, at: string[], clashes: string[][], earlier?: unknown[]) {
  if (alike(mine, base) || (earlier && alike(mine, earlier[1]) && alike(earlier[0], earlier[1]))) return current;
  const group = (value: unknown) => (isPlainObject(value) ? value : value === undefined ? {} : undefined);
  const [b, c, m] = [base, current, mine].map(group);
  if (!(b && c && m)) {
    if (!(alike(current, base) || alike(current, mine))) clashes.push(at);
    return mine;
  }
  const [em, eb] = (earlier ?? []).map((value) => (isPlainObject(value) ? value : {}));
  const keys = new Set([...Object.keys(m), ...Object.keys(c), ...Object.keys(b)]);
  const fields = [...keys].map((key): [string, unknown] => [
    key,
    rebase(b[key], c[key], m[key], [...at, key], clashes, em && eb ? [em[key], eb[key]] : undefined),
  ]);
  return Object.fromEntries(fields.filter(([, value]) => value !== undefined));
}

/**
 * A save made from an earlier version of the file (server/editor/save.ts): the text to merge into the current file,
 * with the person's changes only, and the fields someone changed meanwhile that they changed too.
 */
export function rebaseEdit(relative: string, base: string, current: string, mine: string, earlier?: Earlier) {
  const clashes: string[][] = [];
  type File = ReturnType<typeof partsOf>;
  const split = (text = ""): File => partsOf(relative, text);
  const [b, c, m, em, eb] = [base, current, mine, earlier?.mine, earlier?.base].map(split) as [File, File, File, File, File];
  // The fields, and a Markdown file's text as one more field, compared as it reads on the page.
  const yamlOf = (file: File) => parseYaml(file.data);
  const htmlOf = (file: File) => rendered(file.body);
  const data = rebase(yamlOf(b), yamlOf(c), yamlOf(m), [], clashes, earlier && [yamlOf(em), yamlOf(eb)]);
  const text = rebase(htmlOf(b), htmlOf(c), htmlOf(m), ["text"], clashes, earlier && [htmlOf(em), htmlOf(eb)]);
  const body = text === htmlOf(c) ? c.body : m.body;
  return { text: joinParts(relative, { data: stringify(data ?? {}), gap: "", body }), clashes };
}
