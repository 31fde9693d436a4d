import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { addressOf, type ContentKind, contentFileOf, files, folders } from "../../src/content/kinds.ts";
import type { Database } from "../db/client.ts";
import { editorPresence, users } from "../db/schema.ts";
import { entryName } from "./content-files.ts";

/**
 * "Being edited by …": each editor's bar says which address of the editor it shows, when it changes and every 15 s while
 * in sight (src/editor/editor-bar.ts); a person not heard from for `presenceSeconds` has left.
 */
export const presenceSeconds = 45;

/**
 * Notes that a person has `at` open in the editor, and answers the entry (its file in the content folder, its name as
 * the editor lists it, its page on the site) and who else has it open, since when.
 */
export async function notePresence(db: Database, userId: string, at: string, contentDir: string) {
  // The entry at an address of the editor, Keystatic's: /keystatic/collection/solutions/item/family-banking,
  // /keystatic/singleton/home.
  const [where, name = "", item, slug] = at.replace(/^\/keystatic\/?/, "").split("/");
  const kind: ContentKind | undefined =
    where === "singleton" && item === undefined && Object.hasOwn(files, name)
      ? files[name as keyof typeof files]
      : where === "collection" && item === "item" && slug && /^[a-z0-9-]+$/.test(slug) && Object.hasOwn(folders, name)
        ? folders[name as keyof typeof folders]
        : undefined;
  const file = kind && contentFileOf(kind, slug);
  const text = file && (await readFile(path.join(contentDir, file), "utf8").catch(() => undefined));
  if (!kind || !file || text === undefined) {
    await db.delete(editorPresence).where(eq(editorPresence.userId, userId));
    return { entry: null, others: [] };
  }
  const address = addressOf(kind)?.replace("{slug}", slug ?? "");
  const entry = { file, name: entryName(file, text), ...(address ? { address } : {}) };
  const recent = gt(editorPresence.seenAt, sql`now() - make_interval(secs => ${presenceSeconds})`);
  await db
    .insert(editorPresence)
    .values({ userId, file: entry.file })
    .onConflictDoUpdate({
      target: editorPresence.userId,
      // Still the same entry, without a break: since when it was opened.
      set: {
        file: entry.file,
        seenAt: sql`now()`,
        since: sql`case when ${editorPresence.file} = excluded.file and ${recent} then ${editorPresence.since} else now() end`,
      },
    });
  const others = await db
    .select({ name: users.name, since: editorPresence.since })
    .from(editorPresence)
    .innerJoin(users, eq(users.id, editorPresence.userId))
    .where(and(eq(editorPresence.file, entry.file), ne(editorPresence.userId, userId), recent))
    .orderBy(editorPresence.since);
  return { entry, others: others.map(({ name, since }) => ({ name, since: since.toISOString() })) };
}
