import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import yaml from "js-yaml";
import type { z } from "zod";
import { assemble, type Content } from "./assemble.ts";
import { type ContentFiles, files, folders } from "./kinds.ts";
import { words } from "./words.ts";

/**
 * Reads the content files (YAML for entries and page sections, Markdown with front matter for articles and legal
 * pages) for the code that runs outside Astro's content layer: the Astro config (routes, redirects, sitemap), the
 * server (the suites a demo request may name) and the tests. Pages read the same files through the collections of
 * src/content.config.ts; both parse them with the schemas of ./schema.ts. Paths resolve from the project root, where
 * every command runs.
 */
export const contentDir = path.resolve("src/content");

const relative = (file: string) => path.relative(process.cwd(), file);

/** Zod's issues in the words the editor uses: "Name (name) must be no longer than 40 characters". */
export function describeIssues(issues: z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const key = issue.path.findLast((part) => typeof part === "string");
      return `${key ? `${words(key)} (${issue.path.join(".")})` : "The file"} ${issue.message}`;
    })
    .join("; ");
}

/** Parses `data` with `schema`, or throws naming the file and every field that is wrong. */
export function parseFile<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new Error(`${relative(file)}: ${describeIssues(parsed.error.issues)}`);
}

function readYaml(file: string): unknown {
  try {
    return yaml.load(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${relative(file)}: ${(error as Error).message}`);
  }
}

/** Front matter and body of a Markdown file. */
export function readMarkdown(file: string): { data: unknown; body: string } {
  try {
    // The YAML parser of the rest of the content (and of Astro's loaders), not gray-matter's older one.
    const { data, content } = matter(readFileSync(file, "utf8"), { engines: { yaml: (text) => yaml.load(text) as object } });
    return { data, body: content };
  } catch (error) {
    throw new Error(`${relative(file)}: ${(error as Error).message}`);
  }
}

/** One entry of a collection: its file name (without extension) is its slug. */
export type Entry<T> = T & { slug: string };

/** Every `*.yaml` file of `src/content/<dir>`, parsed. */
export function readCollection<S extends z.ZodType>(dir: string, schema: S): Entry<z.output<S>>[] {
  const folder = path.join(contentDir, dir);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => {
      const file = path.join(folder, name);
      return { ...(parseFile(file, schema, readYaml(file)) as object), slug: name.slice(0, -".yaml".length) };
    }) as Entry<z.output<S>>[];
}

/** Every `*.md` file of `src/content/<dir>`: front matter parsed with `schema`, and the Markdown body. */
export function readMarkdownCollection<S extends z.ZodType>(dir: string, schema: S): Entry<z.output<S> & { body: string }>[] {
  const folder = path.join(contentDir, dir);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const file = path.join(folder, name);
      const { data, body } = readMarkdown(file);
      return { ...(parseFile(file, schema, data) as object), body, slug: name.slice(0, -".md".length) };
    }) as Entry<z.output<S> & { body: string }>[];
}

/** `src/content/<name>.yaml`, one file that holds a page's sections or a set of labels. */
export function readSingleton<S extends z.ZodType>(name: string, schema: S): z.output<S> {
  const file = path.join(contentDir, `${name}.yaml`);
  return parseFile(file, schema, readYaml(file));
}

/** Only the solutions, for the server: the suites a demo request may name, without reading the rest. */
export const readSolutions = () => readCollection(folders.solutions.folder, folders.solutions.schema);
/** Only the industries, for the server: their old addresses redirect to them. */
export const readIndustries = () => readCollection(folders.industries.folder, folders.industries.schema);

let cached: Content | undefined;

/** The whole content, read and parsed once per process. */
export function readContent(): Content {
  cached ??= assemble({
    ...Object.fromEntries(
      Object.entries(folders).map(([name, { folder, schema, ...kind }]) => [
        name,
        "markdown" in kind ? readMarkdownCollection(folder, schema) : readCollection(folder, schema),
      ]),
    ),
    ...Object.fromEntries(Object.entries(files).map(([name, { file, schema }]) => [name, readSingleton(file, schema)])),
  } as ContentFiles);
  return cached;
}
