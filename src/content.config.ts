import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { files, folders } from "./content/kinds.ts";

/**
 * A content collection per folder and per single file of src/content (./content/kinds.ts), parsed with its schema. An
 * entry's id is its file name, its slug; ./content/index.ts makes the pages' content from the collections.
 */
const fromFolder = ({ folder, schema, ...kind }: (typeof folders)[keyof typeof folders]) =>
  defineCollection({
    loader: glob({
      base: `./src/content/${folder}`,
      pattern: "markdown" in kind ? "*.md" : "*.yaml",
      generateId: ({ entry }) => entry.replace(/\.\w+$/, ""),
    }),
    schema,
  });
const fromFile = ({ file, schema }: (typeof files)[keyof typeof files]) =>
  defineCollection({ loader: glob({ base: "./src/content", pattern: `${file}.yaml` }), schema });

export const collections = {
  ...Object.fromEntries(Object.entries(folders).map(([name, kind]) => [name, fromFolder(kind)])),
  ...Object.fromEntries(Object.entries(files).map(([name, kind]) => [name, fromFile(kind)])),
} as { [K in keyof typeof folders | keyof typeof files]: ReturnType<typeof defineCollection> };
