import { type Document, isMap, isScalar, isSeq, parseDocument, visit } from "yaml";
import { addressOf, files, folders } from "../../src/content/kinds.ts";
import { slug } from "../../src/content/schema.ts";
import { type ContentTexts, entryAt, joinParts, partsOf } from "./content-files.ts";
import { fieldSchema, itemSchema, type JsonSchema, schemaAt } from "./schemas.ts";

/**
 * A new address for an entry: the editor saves the entry under its new file name and deletes the old file. The save
 * then carries the rename through: every reference to the entry and every link to its page follows it, and the old
 * address is recorded as moved, so that visitors and search engines who know it land on the new page.
 */
export type Rename = { kind: keyof typeof folders; from: string; to: string };

/** Where an entry of a kind is on the site, if it has a page of its own (src/content/kinds.ts). */
export const pageOf = (kind: keyof typeof folders, slug: string) => addressOf(folders[kind])?.replace("{slug}", slug);

/** The entries a save moves: an entry's file deleted and one of the same kind added that did not exist. */
export function renamesIn(deleted: string[], added: string[], before: ContentTexts): Rename[] {
  const renames: Rename[] = [];
  const gone = deleted.map(entryAt).filter((entry) => entry !== undefined);
  const fresh = added.filter((file) => !before.has(file)).map(entryAt);
  for (const kind of new Set(gone.map((entry) => entry.kind))) {
    const from = gone.filter((entry) => entry.kind === kind);
    const to = fresh.filter((entry) => entry?.kind === kind);
    const [old] = from;
    const [renamed] = to;
    // A name that is no address is not carried anywhere: the content check refuses it, suggesting one.
    if (from.length === 1 && to.length === 1 && old && renamed && slug.safeParse(renamed.slug).success)
      renames.push({ kind, from: old.slug, to: renamed.slug });
  }
  return renames;
}

/** Sets the references to `from` in a document's fields that refer to `collection`; true if one changed. */
function renameReferences(node: unknown, schema: JsonSchema | undefined, collection: string, from: string, to: string): boolean {
  if (!schema) return false;
  const refers = schema.collection === collection || (schema.anyOf ?? []).some((variant) => variant.collection === collection);
  if (refers && isScalar(node) && node.value === from) {
    node.value = to;
    return true;
  }
  let changed = false;
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : "";
      changed = renameReferences(pair.value, fieldSchema(schema, key), collection, from, to) || changed;
    }
  }
  if (isSeq(node)) {
    for (const item of node.items) changed = renameReferences(item, itemSchema(schema), collection, from, to) || changed;
  }
  return changed;
}

/** A link to `address`, or to a section of it, or with a query: the part after the address. */
const linkTo = (href: string, address: string) =>
  href === address || href.startsWith(`${address}#`) || href.startsWith(`${address}?`) ? href.slice(address.length) : undefined;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The texts with the rename carried through every file. Returns the files it changed. */
export function carryRename(texts: ContentTexts, { kind, from, to }: Rename): string[] {
  const [oldAddress, newAddress] = [pageOf(kind, from), pageOf(kind, to)];
  const changed: string[] = [];
  for (const [relative, text] of texts) {
    const schema = schemaAt(relative);
    if (!schema) continue;
    let touched = false;
    const edited = editFile(relative, text, (doc, body) => {
      touched = renameReferences(doc.contents, schema, kind, from, to);
      if (!oldAddress || !newAddress) return body;
      visit(doc, {
        Scalar(_, node) {
          const rest = typeof node.value === "string" ? linkTo(node.value, oldAddress) : undefined;
          if (rest !== undefined) {
            node.value = newAddress + rest;
            touched = true;
          }
        },
      });
      const links = new RegExp(`\\]\\(${literal(oldAddress)}(?=[)#?\\s])`, "g");
      touched ||= links.test(body);
      return body.replace(links, `](${newAddress}`);
    });
    if (!touched) continue;
    texts.set(relative, edited);
    changed.push(relative);
  }
  // The old page's address leads to the new one; an address that had moved away and is a page again no longer moves.
  if (oldAddress && newAddress && !oldAddress.includes("#")) {
    const file = `${files.moved.file}.yaml`;
    const doc = parseDocument(texts.get(file) ?? "moved: []\n");
    const list = doc.get("moved");
    if (isSeq(list)) {
      list.items = list.items.filter((item) => !(isMap(item) && item.get("from") === newAddress));
      list.items.push(doc.createNode({ from: oldAddress, to: newAddress }));
      if (list.flow) list.flow = false;
    }
    texts.set(file, doc.toString());
    if (!changed.includes(file)) changed.push(file);
  }
  return changed;
}

/** A name as words say it: its words in order, across the line breaks of a wrapped text, never part of a longer word. */
export const saying = (name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${name.trim().split(/\s+/).map(literal).join("\\s+")}(?![\\p{L}\\p{N}])`, "gu");

/** The content files whose words say `name`: in a field, or in a post's text. */
export const filesSaying = (texts: ContentTexts, name: string) =>
  [...texts].filter(([, text]) => saying(name).test(text)).map(([relative]) => relative);

/** The texts with `to` written wherever their words say `from`, in fields and posts' text. Returns the files changed. */
export function renameWords(texts: ContentTexts, from: string, to: string): string[] {
  const changed = filesSaying(texts, from);
  for (const relative of changed) {
    const edited = editFile(relative, texts.get(relative) ?? "", (doc, body) => {
      visit(doc, {
        Scalar(_, node) {
          if (typeof node.value === "string") node.value = node.value.replace(saying(from), to);
        },
      });
      return body.replace(saying(from), to);
    });
    texts.set(relative, edited);
  }
  return changed;
}

/** A content file with its fields changed by `edit` (on the YAML document, in place) and its text as `edit` returns it. */
function editFile(relative: string, text: string, edit: (doc: Document, body: string) => string): string {
  const { data, gap, body } = partsOf(relative, text);
  const doc = parseDocument(data);
  const edited = edit(doc, body);
  return joinParts(relative, { data: doc.toString(), gap, body: edited });
}
