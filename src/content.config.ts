import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { files, folders } from "./content/kinds.ts";

/** The content files: src/content, or another set of the same shape (the tests build fixtures with CONTENT_DIR). */
const base = process.env.CONTENT_DIR ?? "./src/content";

/**
 * A content collection per folder and per single file of src/content (./content/kinds.ts). An entry's id is its file
 * name, its slug. The collections only read the files: ./content/index.ts parses every entry with its kind's schema and
 * checks the whole, so that a build lists every problem of every file at once, where a schema here would stop at the
 * first file.
 */
const generateId = ({ entry }: { entry: string }) => entry.replace(/\.\w+$/, "");
const fromFolder = ({ folder, ...kind }: (typeof folders)[keyof typeof folders]) =>
  defineCollection({
    loader: glob({ base: `${base}/${folder}`, pattern: "markdown" in kind ? "*.md" : "*.yaml", generateId }),
  });
// Named by its file too: the loader's own naming reads the data, and a file read while it is being written has none.
const fromFile = ({ file }: (typeof files)[keyof typeof files]) =>
  defineCollection({ loader: glob({ base, pattern: `${file}.yaml`, generateId }) });

export const collections = {
  ...Object.fromEntries(Object.entries(folders).map(([name, kind]) => [name, fromFolder(kind)])),
  ...Object.fromEntries(Object.entries(files).map(([name, kind]) => [name, fromFile(kind)])),
} as { [K in keyof typeof folders | keyof typeof files]: ReturnType<typeof defineCollection> };
