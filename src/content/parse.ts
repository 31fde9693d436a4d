import type { z } from "zod";
import { assemble, type Content } from "./assemble.ts";
import { type ContentFiles, files, folders } from "./kinds.ts";
import { contentProblems, describeProblem, type PictureSize, type Problem } from "./validate.ts";
import { words } from "./words.ts";

/** The content files as read, before any check: each folder's entries by id (the file's name) and each single file. */
export type RawContent = {
  folders: { [K in keyof typeof folders]: { id: string; data: unknown; body?: string }[] };
  files: { [K in keyof typeof files]: unknown };
};

/** A field's place in the editor's words: ["challenges", 1, "body"] → "Challenges → item 2 → Body". */
const fieldOf = (path: PropertyKey[]) =>
  path.map((part) => (typeof part === "number" ? `item ${part + 1}` : words(String(part)))).join(" → ") || "The file";

/** What an entry is called in the editor's list: its name or its title, else its file name. */
export function nameOf(data: unknown, id: string): string {
  const { name, title } = (data ?? {}) as { name?: unknown; title?: unknown };
  return typeof name === "string" ? name : typeof title === "string" ? title : id;
}

/**
 * Parses every entry with its kind's schema, then checks the whole (./validate.ts). Throws one error listing every
 * field that breaks its schema, in every file; once each file is right on its own, returns the content with the
 * problems between entries (a broken link, a reference to an entry that is gone), which `assertNoProblems` turns into
 * the same kind of error. `images`: the content's image files and their sizes, by the paths the entries name (./images.ts); `svgs`:
 * the text of its SVG files, by the same paths.
 */
export function parseContent(
  raw: RawContent,
  options?: { publishedOn?: string; images?: ReadonlyMap<string, PictureSize>; svgs?: ReadonlyMap<string, string> },
): { content: Content; problems: Problem[] } {
  const problems: Problem[] = [];
  const parse = (entry: string, schema: z.ZodType, data: unknown) => {
    const parsed = schema.safeParse(data);
    for (const issue of parsed.error?.issues ?? [])
      problems.push({ entry, field: fieldOf(issue.path), message: `${issue.message}.` });
    return parsed.data;
  };
  const parsed: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(folders)) {
    parsed[name] = raw.folders[name as keyof typeof folders].map(({ id, data, body }) => ({
      ...(parse(`${kind.label} → ${nameOf(data, id)}`, kind.schema, data) as object),
      slug: id,
      ...("markdown" in kind ? { body: body ?? "" } : {}),
    }));
  }
  for (const [name, kind] of Object.entries(files)) {
    const data = raw.files[name as keyof typeof files];
    if (data === undefined) problems.push({ entry: kind.label, field: "The file", message: `${kind.file}.yaml is missing.` });
    else parsed[name] = parse(kind.label, kind.schema, data);
  }
  assertNoProblems(problems);
  const content = assemble(parsed as ContentFiles, options);
  return { content, problems: contentProblems(content, options?.images, options?.svgs) };
}

export function assertNoProblems(problems: Problem[]) {
  if (problems.length) throw new ContentProblems(problems);
}

/** Content that cannot be built, with every problem it has. */
export class ContentProblems extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    const list = problems.map((p) => `  - ${describeProblem(p)}`).join("\n");
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix before the site can be built:\n${list}`,
    );
    this.name = "ContentProblems";
    this.problems = problems;
  }
}
