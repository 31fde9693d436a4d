import { lstat, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { isImageFile, svgProblem } from "../../src/content/images.ts";
import { ContentProblems } from "../../src/content/parse.ts";
import { describeProblem, type Problem } from "../../src/content/validate.ts";
import { words } from "../../src/content/words.ts";
import { parseSite } from "../../src/lib/page-problems.ts";
import { localLock } from "../db/shared-lock.ts";
import { type ContentTexts, entryAt, entryName, rawContentOf, readContentTexts } from "./content-files.ts";
import { type Earlier, mergeMarkdown, mergeYaml, rebaseEdit, sameField } from "./merge.ts";
import { carryRename, pageOf, type Rename, renamesIn } from "./renames.ts";
import { schemaAt } from "./schemas.ts";
import { uploadRefusal } from "./uploads.ts";

/**
 * A save from the content editor: the files it adds, changes and deletes. Before anything is written, the content as it
 * would be is checked as the build checks it; a save that would break the site (a link to no page, a reference to an
 * entry that is gone, a position used twice) is refused with the problems in the editor's words, and nothing changes.
 * A save that renames an entry carries the rename to every file that refers to it. Changed files are merged, so that
 * only the edited lines change (./merge.ts). Made from an earlier version than the files' (`Opened`: someone else saved
 * since), a save changes only the fields the person changed, and is refused if one of them was changed meanwhile.
 */

/** What the editor posts: paths from the project's folder, contents in base64. */
export const saveRequest = z.object({
  additions: z.array(z.object({ path: z.string(), contents: z.string() })),
  deletions: z.array(z.object({ path: z.string() })),
});

export type SaveResult =
  | {
      ok: true;
      written: string[];
      deleted: string[];
      renamed: Rename[];
      /** Every file the save names, written or not: a save of words on disk but not yet committed commits them. */
      named: string[];
      /** What the save did, naming the entries: "Edit Home page", "Move Solutions → Embedded Finance to …". */
      summary: string;
    }
  | { ok: false; status: 400 | 409 | 422; message: string; clashed?: { file: string; text: string } };

/** Who saved a change since, and when, in words ("29 Nov 2026, 10:42 UTC"; "" when not known). */
export type Change = { name: string; when: string };

/** The version of the content a save was made from (./history.ts), to tell what others changed since. */
export type Opened = {
  /** Of these files, those changed since; undefined when that version is not known here. */
  changed: (files: string[]) => Promise<string[] | undefined>;
  /** A file's text in that version; undefined when it had none. */
  text: (relative: string) => Promise<string | undefined>;
  /** The latest change to the file since, or the latest for which `made` holds of the text before it. */
  by: (relative: string, made?: (before: string | undefined) => boolean) => Promise<Change>;
  /** The last save of the file from this editor refused for a clash, which the editor may bring back. */
  earlier: (relative: string) => Promise<Earlier | undefined>;
};

/** Without a version (`npm run edit`: one person, on their own files), a save is merged whole, as ever. */
const alone: Opened = {
  changed: async () => [],
  text: async () => undefined,
  by: async () => ({ name: "", when: "" }),
  earlier: async () => undefined,
};

export type ContentSaver = (request: unknown, opened?: Opened) => Promise<SaveResult>;

const notContent = (requested: string) =>
  `Not saved: "${requested.split("/").pop()}" cannot be a file of the site's content. Name it with letters, digits, spaces and hyphens, not starting with a dot, and save again.`;
const refused = (status: 400 | 409 | 422, message: string, clashed?: { file: string; text: string }): SaveResult => ({
  ok: false,
  status,
  message,
  ...(clashed && { clashed }),
});
const at = ({ when }: Change) => (when ? ` at ${when}` : "");
const reloadFirst =
  "Not saved: the server cannot tell which version of the content your editor shows. Reload the page, then make your change again.";

/**
 * A path the editor may write or read, from the project's folder: a file the content's schema knows, or a picture in
 * its images folder. So no dotfile (`.gitignore`), no `.git` folder, no control character and no glob character ever
 * reaches the disk or Git. Returns the path inside the content folder.
 */
export function contentFile(contentDir: string, requested: string): string | undefined {
  const prefix = `${contentDir}/`;
  // No control or invisible format character (one that reverses the text's direction shows a name other than its
  // own), no quote, backslash or pattern character.
  if (!requested.startsWith(prefix) || /[\p{Cc}\p{Cf}"\\*?[\]]/u.test(requested)) return undefined;
  const relative = requested.slice(prefix.length);
  if (relative.split("/").some((part) => part === "" || part.startsWith("."))) return undefined;
  // A name that is no address (spaces, capitals) is the content check's to refuse, in the editor's words.
  return schemaAt(relative) || isImageFile(relative) ? relative : undefined;
}

/** True when a part of the path, inside the content folder, is a symbolic link (which could lead out of it). */
async function throughLink(base: string, relative: string): Promise<boolean> {
  let at = base;
  for (const part of relative.split("/")) {
    at = path.join(at, part);
    const stat = await lstat(at).catch(() => undefined);
    if (!stat) return false;
    if (stat.isSymbolicLink()) return true;
  }
  return false;
}

/** Every problem of the content as it would be, in the editor's words. */
export function problemsOf(texts: ContentTexts, publishedOn: string): Problem[] {
  try {
    return parseSite(rawContentOf(texts), { publishedOn }).problems;
  } catch (error) {
    if (error instanceof ContentProblems) return error.problems;
    // A file that is not YAML at all.
    return [{ entry: "A file", field: "The file", message: `${(error as Error).message.split("\n")[0]}` }];
  }
}

/** Why a save is refused. A deletion names the places that still point to the entry. */
function refusal(problems: Problem[], deleting: boolean): string {
  if (deleting) {
    const places = [...new Set(problems.map(({ entry, field }) => `${entry} → ${field}`))];
    return `Not deleted: ${places.length === 1 ? "one place still points" : `${places.length} places still point`} to this entry. Change ${places.length === 1 ? "it" : "them"} first: ${places.join("; ")}.`;
  }
  const list = problems.map((problem) => `• ${describeProblem(problem)}`).join("\n");
  return `Not saved: the site would have ${problems.length === 1 ? "this problem" : "these problems"}.\n${list}`;
}

/** A file the site reads as content (the others, such as images, are written as they come). */
const isText = (relative: string) => schemaAt(relative) !== undefined;

/** What a save did to the entries it was made on (not the files a rename carried to), in the editor's names. */
function summarise(
  additions: { relative: string }[],
  deletions: string[],
  renamed: Rename[],
  before: ContentTexts,
  after: ContentTexts,
): string {
  const moves = renamed.map((rename) => {
    const from = deletions.find((relative) => entryAt(relative)?.slug === rename.from && entryAt(relative)?.kind === rename.kind);
    return `Move ${entryName(from ?? "", before.get(from ?? ""))} to ${pageOf(rename.kind, rename.to) ?? rename.to}`;
  });
  const moved = (relative: string) =>
    renamed.some(
      (rename) => rename.kind === entryAt(relative)?.kind && [rename.from, rename.to].includes(entryAt(relative)?.slug ?? ""),
    );
  const parts = [
    ...moves,
    ...additions
      .filter(({ relative }) => !moved(relative))
      .map(({ relative }) => `${before.has(relative) ? "Edit" : "Add"} ${entryName(relative, after.get(relative))}`),
    ...deletions.filter((relative) => !moved(relative)).map((relative) => `Delete ${entryName(relative, before.get(relative))}`),
  ];
  return parts.join("; ") || "Save";
}

/** The end of a file's name while it is being written; one left behind by a stopped server is removed at start-up. */
export const savingSuffix = ".saving";

/** Writes a file whole or not at all: the dev server and the build never read half a file. */
async function writeWhole(file: string, contents: string | Uint8Array) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}${savingSuffix}`;
  try {
    await writeFile(temporary, contents);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * The editor's save for the content folder (src/content) of the project at `root`, one save at a time. `today` is the
 * day the check takes as the build's day (a post dated later is checked, not published).
 */
export function contentSaver({
  root,
  today = () => new Date().toISOString().slice(0, 10),
}: {
  root: string;
  today?: () => string;
}): ContentSaver {
  const contentDir = "src/content";
  const base = path.join(root, contentDir);
  const oneAtATime = localLock();

  async function save(body: unknown, opened = alone): Promise<SaveResult> {
    const parsed = saveRequest.safeParse(body);
    if (!parsed.success)
      return refused(400, "The editor sent a save this server does not understand. Reload the page and try again.");
    // The files it adds, then those it deletes, inside the content folder.
    const named: string[] = [];
    for (const { path: requested } of [...parsed.data.additions, ...parsed.data.deletions]) {
      const relative = contentFile(contentDir, requested);
      if (!relative || (await throughLink(base, relative))) return refused(400, notContent(requested));
      named.push(relative);
    }
    const additions = parsed.data.additions.map(({ contents }, index) => ({
      relative: named[index] as string,
      contents: Buffer.from(contents, "base64"),
    }));
    const deletions = named.slice(additions.length);
    const before = await readContentTexts(base);
    // Files someone else changed since the person opened them: an entry they changed is merged field by field below;
    // one added, deleted or replaced meanwhile (or a picture) is not saved over.
    const bases = new Map<string, string>();
    const changed = await opened.changed(named);
    if (!changed) return refused(409, reloadFirst);
    for (const relative of changed) {
      const then = await opened.text(relative);
      const now = isText(relative) ? before.get(relative) : await readFile(path.join(base, relative)).catch(() => undefined);
      if (then !== undefined && now !== undefined && isText(relative) && !deletions.includes(relative)) {
        bases.set(relative, then);
        continue;
      }
      const who = await opened.by(relative);
      const what = isText(relative) ? entryName(relative, before.get(relative) ?? then) : `the picture ${relative}`;
      const verb = then === undefined ? "added" : now === undefined ? "deleted" : "changed";
      return refused(
        409,
        `Not saved: ${who.name} ${verb} ${what}${at(who)} since you opened the editor. Reload the page to see the content as it is now, then make your change again.`,
      );
    }
    const after: ContentTexts = new Map(before);
    const others: [string, Buffer][] = [];
    for (const { relative, contents } of additions) {
      if (!isText(relative)) {
        // An SVG is served as it is, so it is checked as the build checks it (src/content/images.ts), before its size.
        const svg = relative.toLowerCase().endsWith(".svg") ? svgProblem(contents.toString("utf8")) : undefined;
        if (svg)
          return refused(422, refusal([{ entry: `The picture ${contentDir}/${relative}`, field: "File", message: svg }], false));
        const unfit = await uploadRefusal(relative, contents);
        if (unfit) return refused(422, unfit);
        others.push([relative, contents]);
        continue;
      }
      const text = contents.toString("utf8");
      const merge = relative.endsWith(".md") ? mergeMarkdown : mergeYaml;
      const now = before.get(relative);
      try {
        const then = bases.get(relative);
        const earlier = await opened.earlier(relative);
        const edit =
          then === undefined && !earlier
            ? { text, clashes: [] }
            : rebaseEdit(relative, then ?? now ?? "", now ?? "", text, earlier);
        if (edit.clashes.length) {
          const changes: string[] = [];
          for (const field of edit.clashes) {
            const who = await opened.by(relative, (before) => !sameField(relative, before, now, field));
            changes.push(`${who.name} changed “${field.map(words).join(" → ")}”${at(who)}`);
          }
          return refused(
            409,
            `Not saved: ${changes.join("; ")} since you opened this entry. Copy your words if you want to keep them, press Reset changes (↺ at the top; under ⋯ on a phone), then reload the page to see their words and make your change again.`,
            { file: relative, text },
          );
        }
        after.set(relative, merge(now, edit.text, schemaAt(relative)));
      } catch (error) {
        return refused(400, `${relative} could not be read: ${(error as Error).message.split("\n")[0]}. Nothing was saved.`);
      }
    }
    for (const relative of deletions) after.delete(relative);
    const renamed = renamesIn(deletions, named.slice(0, additions.length), before);
    for (const rename of renamed) carryRename(after, rename);

    // Problems the content already has (a file changed by hand) do not hold up a save that adds none.
    const known = new Set(problemsOf(before, today()).map(describeProblem));
    const introduced = problemsOf(after, today()).filter((problem) => !known.has(describeProblem(problem)));
    if (introduced.length) return refused(422, refusal(introduced, additions.length === 0));

    // The dev server reads each file as it lands, so each step leaves a site it can show: new entries first, then the
    // files that name them, and the entries they replace last (below).
    const texts = [...after].filter(([relative, text]) => before.get(relative) !== text);
    const toWrite = [...texts.sort(([a], [b]) => Number(before.has(a)) - Number(before.has(b))), ...others];
    for (const [relative, contents] of toWrite) await writeWhole(path.join(base, relative), contents);
    const written = toWrite.map(([relative]) => relative);
    const deleted = deletions.filter((relative) => !after.has(relative));
    for (const relative of deleted) await rm(path.join(base, relative), { force: true });
    return { ok: true, written, deleted, renamed, named, summary: summarise(additions, deletions, renamed, before, after) };
  }

  return (body, opened) => oneAtATime(() => save(body, opened));
}
