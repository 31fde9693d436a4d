import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { load } from "js-yaml";
import { files, folders } from "../../src/content/kinds.ts";
import type { RawContent } from "../../src/content/parse.ts";
import type { PublishedEntry } from "../../src/lib/publish-api.ts";

/**
 * The content files as text, by their path in the content folder ("solutions/family-banking.yaml"): what a save is
 * checked against before it is written. They are read as the site's collections read them (src/content.config.ts):
 * a folder's entries, one file each, and the single files; YAML read the same way, so a date is a date.
 */
export type ContentTexts = Map<string, string>;

const frontMatter = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n?/;

/** A Markdown file's front matter and its text, and the blank lines between them. */
export function splitMarkdown(text: string): { data: string; gap: string; body: string } {
  const match = frontMatter.exec(text);
  if (!match) return { data: "", gap: "", body: text };
  const rest = text.slice(match[0].length);
  const gap = /^(\r?\n)*/.exec(rest)?.[0] ?? "";
  return { data: match[1] ?? "", gap, body: rest.slice(gap.length) };
}

/** Every file of the content folder that the site reads. */
export async function readContentTexts(dir: string): Promise<ContentTexts> {
  const texts: ContentTexts = new Map();
  const read = async (relative: string) => texts.set(relative, await readFile(path.join(dir, relative), "utf8"));
  for (const kind of Object.values(folders)) {
    const extension = "markdown" in kind ? ".md" : ".yaml";
    const names = await readdir(path.join(dir, kind.folder)).catch(() => [] as string[]);
    for (const name of names.filter((name) => name.endsWith(extension)).sort()) await read(`${kind.folder}/${name}`);
  }
  for (const kind of Object.values(files)) {
    await read(`${kind.file}.yaml`).catch(() => undefined);
  }
  return texts;
}

/** The kind of entry a path in the content folder holds, and its slug: "solutions/family-banking.yaml". */
export function entryAt(relative: string): { kind: keyof typeof folders; slug: string } | undefined {
  for (const [kind, { folder, ...rest }] of Object.entries(folders)) {
    const extension = "markdown" in rest ? ".md" : ".yaml";
    const match = relative.startsWith(`${folder}/`) ? relative.slice(folder.length + 1) : undefined;
    if (match && !match.includes("/") && match.endsWith(extension))
      return { kind: kind as keyof typeof folders, slug: match.slice(0, -extension.length) };
  }
  return undefined;
}

/** What a file is called in the editor: "Solutions → Family Banking", or a single file's name ("Home page"). */
export const entryName = (relative: string, text: string | undefined) => entryFacts(relative, text).name;

/**
 * An entry's name as the editor shows it, its file, and for a post what decides whether it shows: `draft`, and `date`
 * (YYYY-MM-DD; a post dated later goes live on its day).
 */
export function entryFacts(relative: string, text: string | undefined): PublishedEntry {
  const entry = entryAt(relative);
  const file = Object.values(files).find((kind) => `${kind.file}.yaml` === relative);
  if (!entry) return { name: file?.label ?? relative, file: relative };
  let data: { name?: unknown; title?: unknown; draft?: unknown; date?: unknown } = {};
  try {
    const yaml = relative.endsWith(".md") ? splitMarkdown(text ?? "").data : (text ?? "");
    data = (load(yaml) ?? {}) as typeof data;
  } catch {
    // Named by its file, below.
  }
  const name = typeof data.name === "string" ? data.name : typeof data.title === "string" ? data.title : entry.slug;
  // Only posts (Markdown with a date) are held back until their day; a release's date is only shown.
  const date = !relative.endsWith(".md")
    ? undefined
    : data.date instanceof Date
      ? data.date.toISOString().slice(0, 10)
      : data.date;
  return {
    name: `${folders[entry.kind].label} → ${name}`,
    file: relative,
    ...(data.draft === true ? { draft: true } : {}),
    ...(typeof date === "string" ? { date } : {}),
  };
}

/** The content as the collections would read these texts. */
export function rawContentOf(texts: ContentTexts): RawContent {
  type Entry = RawContent["folders"][keyof typeof folders][number];
  const entries = new Map<string, Entry[]>(Object.keys(folders).map((kind) => [kind, []]));
  const single: Record<string, unknown> = {};
  for (const [relative, text] of texts) {
    const entry = entryAt(relative);
    if (entry) {
      const { data, body } = relative.endsWith(".md") ? splitMarkdown(text) : { data: text, body: undefined };
      entries.get(entry.kind)?.push({ id: entry.slug, data: load(data) ?? {}, body });
      continue;
    }
    const file = Object.entries(files).find(([, kind]) => `${kind.file}.yaml` === relative);
    if (file) single[file[0]] = load(text);
  }
  return { folders: Object.fromEntries(entries), files: single } as RawContent;
}
