import { parse } from "yaml";
import { words } from "../../src/content/words.ts";
import { formatDate } from "../../src/lib/dates.ts";
import { type ContentTexts, editorAddressOf, entryAt, entryFacts, entryName, fieldsIn, partsOf } from "./content-files.ts";
import { type Author, git, gitLog, textAt } from "./history.ts";
import { filesSaying, saying } from "./renames.ts";

/**
 * An entry's history, read from the content repository's commits: every version of its file, by whom and when, followed
 * across renames; its fields at any version, in the editor's names, to compare two; the entries deleted; and a restore,
 * which is a save of an earlier version like any other (checked, then committed by the person who restores).
 */

/** Every version of an entry's file, newest first, under the name it had then (its file, from the content folder); its
 * deletion, if it was deleted, or where it moved, if its last commit gave it a new address (its history goes on under
 * that file). */
export async function versionsOf(repo: string, folder: string, relative: string) {
  const logged = await gitLog(repo, ["--follow", "--name-status", "--", `${folder}/${relative}`]);
  const versions = logged.map(({ id, author, date, summary, files }) => {
    // "M\tpath", "A\tpath", "D\tpath" or "R087\tfrom\tto": the file's path after the commit is the last.
    const [status = "", ...paths] = (files[0] ?? "").split("\t");
    return {
      commit: id,
      author,
      date,
      summary,
      file: (paths.at(-1) ?? `${folder}/${relative}`).slice(folder.length + 1),
      deleted: status === "D",
    };
  });
  const [newest] = versions;
  // Named as its last version: for an entry deleted, the one before.
  const last = newest?.deleted ? versions[1] : newest;
  const named = last && (await textAt(repo, folder, last.commit, last.file));
  // Where its deletion moved it (Git's "R" for it), from the content folder.
  const changes = newest?.deleted ? await git(repo, ["show", "--find-renames", "--name-status", "--format=", newest.commit]) : "";
  const moved = changes.split("\n").find((line) => /^R\d*\t/.test(line) && line.split("\t")[1] === `${folder}/${relative}`);
  const movedTo = moved?.split("\t")[2]?.slice(folder.length + 1);
  return { entry: entryFacts(relative, named), exists: Boolean(newest && !newest.deleted), versions, movedTo };
}

/** The entries deleted and not made again since, newest first: who deleted each, when, and the version before. */
export async function deletedEntries(repo: string, folder: string, limit = 50) {
  const logged = await gitLog(repo, ["--diff-filter=D", "--name-only", "-n", "200", "--", folder]);
  // The files there now, then those listed.
  const seen = new Set((await git(repo, ["ls-files", "--", folder])).split("\n"));
  const found: { name: string; file: string; deletedBy: Author; at: string; version: string }[] = [];
  for (const { parent, author, date, files } of logged) {
    for (const path of files) {
      const relative = path.slice(folder.length + 1);
      if (!entryAt(relative) || seen.has(path) || found.length >= limit) continue;
      seen.add(path);
      const { name } = entryFacts(relative, await textAt(repo, folder, parent, relative));
      found.push({ name, file: relative, deletedBy: author, at: date, version: parent });
    }
  }
  return found;
}

/**
 * An entry's fields at a version, each under its name in the editor ("Hero → Heading", "Challenges → item 2 → Body"), a list of
 * words as one field, line by line; a Markdown entry's text as the field "Text".
 */
export function fieldsOf(relative: string, text: string) {
  const { data, body } = partsOf(relative, text);
  const fields: { label: string; value: string | number | boolean }[] = [];
  const walk = (value: unknown, label: string) => {
    if (Array.isArray(value) && value.every((item) => typeof item !== "object" || item === null))
      fields.push({ label, value: value.join("\n") });
    else if (Array.isArray(value)) for (const [index, item] of value.entries()) walk(item, `${label} → item ${index + 1}`);
    else if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) walk(inner, label ? `${label} → ${words(key)}` : words(key));
    else fields.push({ label, value: value === undefined || value === null ? "" : (value as string | number | boolean) });
  };
  try {
    walk(parse(data) ?? {}, "");
  } catch {
    // Not YAML: the file's text as it is.
    return [{ label: "Text", value: text }];
  }
  return relative.endsWith(".md") ? [...fields, { label: "Text", value: body }] : fields;
}

/**
 * The save that brings back the version of an entry at `commit` (its file then: `from`), to its file now: `relative`,
 * or the same path for an entry that was deleted. Its summary names the version.
 */
export async function restoreRequest(
  repo: string,
  folder: string,
  { relative, commit, from }: { relative: string; commit: string; from: string },
) {
  const text = await textAt(repo, folder, commit, from);
  if (text === undefined) return undefined;
  // Who last saved the file as it was at `commit`: for a deleted entry, `commit` is the one before its deletion, which
  // may have changed another entry.
  const [when] = await gitLog(repo, ["-1", commit, "--", `${folder}/${from}`]);
  const { name } = entryFacts(relative, text);
  return {
    body: { additions: [{ path: `${folder}/${relative}`, contents: Buffer.from(text).toString("base64") }], deletions: [] },
    summary: `Restore ${name} as saved by ${when?.author.name} on ${formatDate(when?.date.slice(0, 10) ?? "")}`,
  };
}

/** Each name an entry had before that the content's words still say: the entry's name now, and the entries saying it. */
export async function mentionsOf(repo: string, folder: string, relative: string, texts: ContentTexts) {
  const text = texts.get(relative);
  const fields = entryAt(relative) && text ? fieldsIn(relative, text) : {};
  const name = fields.name ?? fields.title;
  if (typeof name !== "string") return [];
  // The names it had before, newest first: what its file's commits took out of its `name` (or a post's `title`), across
  // its moves. Kept one line each, as names are.
  const changes = await git(repo, ["log", "--follow", "-n", "50", "-p", "--format=", "--", `${folder}/${relative}`]);
  const taken = changes.split("\n").flatMap((line) => {
    const field = /^-(?:name|title): (.+)$/.exec(line)?.[1];
    // The line read as the YAML it was.
    const value = field && fieldsIn("name.yaml", `name: ${field}`).name;
    return typeof value === "string" && value.trim() ? [value.trim()] : [];
  });
  const found: { name: string; from: string; places: { name: string; at: string }[] }[] = [];
  for (const from of new Set(taken)) {
    if (from === name || saying(from).test(name)) continue;
    const places = filesSaying(texts, from).map((file) => ({
      name: entryName(file, texts.get(file)),
      at: editorAddressOf(file),
    }));
    if (places.length) found.push({ name, from, places });
  }
  return found;
}
