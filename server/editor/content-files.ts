import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { extractFrontmatter } from "astro/markdown";
import { parse } from "yaml";
import { contentFileOf, files, folders } from "../../src/content/kinds.ts";
import { nameOf, type RawContent } from "../../src/content/parse.ts";
import type { PublishedEntry } from "../../src/lib/publish-api.ts";

/**
 * The content files as text, by their path in the content folder ("solutions/family-banking.yaml"): what a save is
 * checked against before it is written, and what a page preview builds. The server cannot use Astro's collections,
 * which exist only while Astro builds (docs/decisions/028-content-on-the-server.md), so this is where the server and the
 * scripts read the files: the same files the collections read (src/content/kinds.ts), front matter split as Astro
 * splits it, and YAML read by `yaml`, the library the editor's saves write it with (a date stays YYYY-MM-DD).
 */
export type ContentTexts = Map<string, string>;

/** A Markdown file's front matter and its text, and the blank lines between them. */
export function splitMarkdown(text: string): { data: string; gap: string; body: string } {
  const data = extractFrontmatter(text);
  if (data === undefined) return { data: "", gap: "", body: text };
  // The text starts after the closing "---" and the end of its line.
  const rest = text.slice(text.indexOf("---") + 3 + data.length + 3).replace(/^\r?\n/, "");
  const body = rest.replace(/^(\r?\n)+/, "");
  return { data: data.replace(/^\r?\n/, ""), gap: rest.slice(0, rest.length - body.length), body };
}

/** A content file's fields as YAML (a Markdown file's front matter, a YAML file whole) and a Markdown file's text. */
export function partsOf(relative: string, text: string): { data: string; gap: string; body: string } {
  return relative.endsWith(".md") ? splitMarkdown(text) : { data: text, gap: "", body: "" };
}

export const joinParts = (relative: string, { data, gap, body }: { data: string; gap: string; body: string }) =>
  relative.endsWith(".md") ? `---\n${data}---\n${gap}${body}` : data;

/** Every file of the content folder that the site reads. */
export async function readContentTexts(dir: string): Promise<ContentTexts> {
  const kinds = [...Object.values(folders), ...Object.values(files)];
  const folderNames = [...new Set(kinds.map((kind) => ("folder" in kind ? kind.folder : "")))];
  const found = await Promise.all(
    folderNames.map(async (folder) =>
      (await readdir(path.join(dir, folder)).catch(() => [] as string[])).map((name) => (folder ? `${folder}/${name}` : name)),
    ),
  );
  const paths = found.flat().filter((relative) => entryAt(relative) || fileAt(relative));
  return new Map(await Promise.all(paths.sort().map(async (p) => [p, await readFile(path.join(dir, p), "utf8")] as const)));
}

/** The kind of entry a path in the content folder holds, and its slug: "solutions/family-banking.yaml". */
export function entryAt(relative: string): { kind: keyof typeof folders; slug: string } | undefined {
  for (const [kind, folder] of Object.entries(folders)) {
    const [before = "", after = ""] = contentFileOf(folder).split("{slug}");
    const slug = relative.startsWith(before) && relative.endsWith(after) ? relative.slice(before.length, -after.length) : "";
    if (slug && !slug.includes("/")) return { kind: kind as keyof typeof folders, slug };
  }
  return undefined;
}

/** The single file at a path in the content folder: "home.yaml". */
const fileAt = (relative: string) => Object.entries(files).find(([, kind]) => contentFileOf(kind) === relative);

/** The kind of a file in the content folder: its folder's, or the single file's ("home.yaml"). */
export function kindAt(relative: string) {
  const entry = entryAt(relative);
  return entry ? folders[entry.kind] : fileAt(relative)?.[1];
}

/** A file's address in the editor, Keystatic's: /keystatic/collection/solutions/item/family-banking, /keystatic/singleton/home. */
export function editorAddressOf(relative: string): string {
  const entry = entryAt(relative);
  return entry ? `/keystatic/collection/${entry.kind}/item/${entry.slug}` : `/keystatic/singleton/${fileAt(relative)?.[0] ?? ""}`;
}

/** A file's fields: a Markdown file's front matter, or the whole YAML file. */
const dataOf = (relative: string, text: string) => parse(partsOf(relative, text).data);

/** A file's fields, as `dataOf`; none for a file whose fields are not YAML. */
export function fieldsIn(relative: string, text: string): Record<string, unknown> {
  try {
    const data: unknown = dataOf(relative, text);
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What a file is called in the editor: "Solutions → Family Banking", or a single file's name ("Home page"). */
export const entryName = (relative: string, text: string | undefined) => entryFacts(relative, text).name;

/**
 * An entry's name as the editor shows it, its file, and for a post what decides whether it shows: `draft`, and `date`
 * (YYYY-MM-DD; a post dated later goes live on its day).
 */
export function entryFacts(relative: string, text: string | undefined): PublishedEntry {
  const entry = entryAt(relative);
  if (!entry) return { name: fileAt(relative)?.[1].label ?? relative, file: relative };
  // Fields that are not YAML: named by its file.
  const data = fieldsIn(relative, text ?? "");
  return {
    name: `${folders[entry.kind].label} → ${nameOf(data, entry.slug)}`,
    file: relative,
    ...(data.draft === true ? { draft: true } : {}),
    // Only posts (Markdown with a date) are held back until their day; a release's date is only shown.
    ...(relative.endsWith(".md") && typeof data.date === "string" ? { date: data.date } : {}),
  };
}

/** The content as the collections would read these texts. */
export function rawContentOf(texts: ContentTexts): RawContent {
  type Entry = RawContent["folders"][keyof typeof folders][number];
  const entries = new Map<string, Entry[]>(Object.keys(folders).map((kind) => [kind, []]));
  const single: Record<string, unknown> = {};
  for (const [relative, text] of texts) {
    const entry = entryAt(relative);
    const body = relative.endsWith(".md") ? partsOf(relative, text).body : undefined;
    if (entry) entries.get(entry.kind)?.push({ id: entry.slug, data: dataOf(relative, text) ?? {}, body });
    const file = fileAt(relative);
    if (file) single[file[0]] = parse(text) ?? undefined;
  }
  return { folders: Object.fromEntries(entries), files: single } as RawContent;
}
