import { type Collection, type ComponentSchema, collection, config, fields, singleton } from "@keystatic/core";
import { z } from "zod";
import { pictureShapeText, uploadLimitsText } from "./images.ts";
import { addressOf, type ContentKind, files, folders } from "./kinds.ts";
import { words } from "./words.ts";

/**
 * The editor's fields, made from the schemas of ./schema.ts, so the editor refuses exactly what the build refuses, with
 * the same limits: lengths of text and of lists, allowed values, whole numbers, patterns, dates, and references to
 * other entries (`.meta({ collection })`), image files (`.meta({ image })`: uploaded into its folder of src/content/images,
 * its path written from the entry's file). A field's label is its `title` in the schema's metadata, else its name in
 * words; its help text is its `description`, and the least it takes. The configuration is made here without the
 * editor's interface, so content imports no component: keystatic.config.ts and the editor's page give the editor its
 * date field (src/components/editor/date-field.ts). None of it reaches the site or the server.
 */

type Schema = z.core.$ZodType;
type Meta = { title?: string; description?: string; collection?: string; image?: { directory: string; publicPath: string } };
/** What a schema's JSON Schema says of the limits the editor repeats; `patternMessage` is ./schema.ts's `matching`. */
type Limits = z.core.JSONSchema.BaseSchema & { patternMessage?: string };

const metaOf = (schema: Schema) => (z.globalRegistry.get(schema) ?? {}) as Meta;
/** A schema's limits, read through zod's JSON Schema (its checks themselves are zod's internals). */
const limitsOf = (schema: Schema) => z.toJSONSchema(schema, { unrepresentable: "any" }) as Limits;

/** Minimum and maximum of a text's length or a list's length, as the editor's validation takes them. */
function lengths(limits: Limits, least = 0) {
  return {
    min: limits.minLength ?? limits.minItems ?? least,
    max: limits.maxLength ?? limits.maxItems ?? Number.POSITIVE_INFINITY,
  };
}

/** A field's help with the least it takes, from its schema's limits: "… At least 70 characters." */
const withLeast = (description: string | undefined, limits: Limits, unit: "characters" | "items") => {
  const { min } = lengths(limits);
  return [description, min > 1 ? `At least ${min} ${unit}.` : ""].filter(Boolean).join(" ") || undefined;
};

/** Makes a date field; the editor's own (keystatic.config.ts) says why a typed date is not a day. */
export type DateField = (label: string, description: string | undefined, isRequired: boolean) => ComponentSchema;
const keystaticDate: DateField = (label, description, isRequired) =>
  fields.date({ label, description, validation: { isRequired } });

type Options = { optional?: boolean; description?: string; date: DateField };

/** The editor field for one schema. */
function field(schema: Schema, label: string, options: Options): ComponentSchema {
  const meta = metaOf(schema);
  const name = meta.title ?? label;
  const description = meta.description ?? options.description;
  if (schema instanceof z.ZodOptional) return field(schema.unwrap(), name, { ...options, description, optional: true });
  if (schema instanceof z.ZodDefault) return field(schema.unwrap(), name, { ...options, description });
  // A preprocessed value (an optional value, a date): the field edits what it becomes.
  if (schema instanceof z.ZodPipe) return field(schema.out, name, { ...options, description });
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) {
    if (meta.collection) return fields.relationship({ label: name, description, collection: meta.collection });
    if (meta.image)
      return fields.image({
        label: name,
        description: [description, pictureShapeText(meta.image.directory), uploadLimitsText].filter(Boolean).join(" "),
        ...meta.image,
        validation: { isRequired: !options.optional },
      });
    if (schema.format === "date") return options.date(name, description, !options.optional);
    const limits = limitsOf(schema);
    const { pattern, patternMessage = "must be written as the help text says" } = limits;
    return fields.text({
      label: name,
      description: withLeast(description, limits, "characters"),
      multiline: (limits.maxLength ?? 0) > 160,
      validation: {
        isRequired: !options.optional,
        length: options.optional ? { ...lengths(limits), min: 0 } : lengths(limits),
        ...(pattern ? { pattern: { regex: new RegExp(pattern), message: `${name} ${patternMessage}` } } : {}),
      },
    });
  }
  if (schema instanceof z.ZodEnum) {
    const choices = schema.options.map((value) => ({ label: String(value), value: String(value) }));
    const all = options.optional ? [{ label: "None", value: "" }, ...choices] : choices;
    return fields.select({ label: name, description, options: all, defaultValue: all[0]?.value ?? "" });
  }
  if (schema instanceof z.ZodNumber) {
    const validation = { isRequired: !options.optional, min: schema.minValue ?? undefined, max: schema.maxValue ?? undefined };
    return (schema.isInt ? fields.integer : fields.number)({ label: name, description, validation });
  }
  if (schema instanceof z.ZodBoolean) return fields.checkbox({ label: name, description });
  if (schema instanceof z.ZodArray && schema.element instanceof z.ZodDiscriminatedUnion) {
    // A list of sections of different kinds (a campaign's): each kind's fields under its title, written as
    // { discriminant, value } by Keystatic's blocks field, as the schema reads them.
    const kinds = schema.element.options.map((option) => {
      const { discriminant, value } = (option as z.ZodObject).shape as { discriminant: z.ZodLiteral; value: z.ZodObject };
      const { title = String(discriminant.value), description: help } = metaOf(value);
      const kind = fields.object(objectFields(value, options.date), { label: title, description: help });
      const itemLabel = (props: unknown) => [title, summary(props)].filter(Boolean).join(": ");
      return [String(discriminant.value), { label: title, schema: kind, itemLabel }] as const;
    });
    return fields.blocks(Object.fromEntries(kinds), {
      label: name,
      description,
      validation: { length: lengths(limitsOf(schema)) },
    });
  }
  if (schema instanceof z.ZodArray) {
    const limits = limitsOf(schema);
    const item = field(schema.element, name.replace(/s$/, ""), { date: options.date });
    return fields.array(item, {
      label: name,
      description: withLeast(description, limits, "items"),
      validation: { length: lengths(limits) },
      itemLabel: (props) => summary(props) || name.replace(/s$/, ""),
    });
  }
  if (schema instanceof z.ZodObject) return fields.object(objectFields(schema, options.date), { label: name, description });
  throw new Error(`The editor has no field for a schema of type "${(schema as z.ZodType).type}" (${label})`);
}

/** The fields of an object schema, by key. */
function objectFields(schema: z.ZodObject, date: DateField): Record<string, ComponentSchema> {
  return Object.fromEntries(Object.entries(schema.shape).map(([key, value]) => [key, field(value, words(key), { date })]));
}

/** What an item of a list shows in the editor's list: its first line of text. */
function summary(props: unknown): string {
  const { value, fields: inner } = (props ?? {}) as { value?: unknown; fields?: Record<string, unknown> };
  if (typeof value === "string") return value.slice(0, 80);
  for (const child of Object.values(inner ?? {})) {
    const text = summary(child);
    if (text) return text;
  }
  return "";
}

/** The name field of a collection, which also names the entry's file (its slug, the last part of its address). */
function nameField(schema: z.ZodObject, key: string) {
  const shape: Record<string, Schema> = schema.shape;
  const limits = limitsOf(shape[key] as Schema);
  return fields.slug({
    name: {
      label: words(key),
      description: withLeast(metaOf(shape[key] as Schema).description, limits, "characters"),
      validation: { length: lengths(limits, 1) },
    },
    slug: {
      label: "Address",
      description:
        "The last part of the page's address: lower-case words joined by hyphens. Changing it moves the page: links and references follow, and the old address leads to the new one.",
    },
  });
}

type Fields = Record<string, ComponentSchema>;
/** Keystatic's `collection`, for fields built from a schema at run time (its types want them written out). */
const folder = collection as (options: Collection<Fields, string>) => Collection<Fields, string>;
type Folder = (typeof folders)[keyof typeof folders];

/** The Markdown text of a post or a legal page, in a file of its own with its fields as front matter. */
const markdownField = fields.mdx({
  label: "Text",
  description: `The page's text, under its introduction. Pictures in it: ${uploadLimitsText}`,
  extension: "md",
  // Pictures in the text: uploaded beside the covers, written as ![alt](../images/posts/<file>) (docs/editing.md).
  options: {
    image: {
      directory: "src/content/images/posts",
      publicPath: "../images/posts/",
      schema: {
        alt: fields.text({
          label: "Alt text",
          description: "What the picture shows, in a sentence, for people who cannot see it.",
          validation: { isRequired: true, length: { min: 5, max: 200 } },
        }),
        title: fields.text({ label: "Title" }),
      },
    },
  },
});

/** Where the editor's arrow leads from an entry: the page it is seen on ("/solutions/{slug}"), or nowhere. */
type PreviewUrl = (kind: ContentKind) => string | undefined;

/**
 * The content editor's configuration (`npm run edit`, then http://127.0.0.1:4321/keystatic, and /keystatic on the
 * server): every collection and page file of src/content, with fields made from the site's schemas. `date` makes the
 * date fields (the editor's own, keystatic.config.ts); `previewUrl` says where an entry's arrow leads: by default the
 * page itself, which the dev server beside the editor shows as saved (`npm run edit`); the production server's editor
 * leads to the page's preview.
 */
export function editorConfig({
  date = keystaticDate,
  previewUrl = addressOf,
}: {
  date?: DateField;
  previewUrl?: PreviewUrl;
} = {}) {
  /**
   * A folder of files, one per entry, named by the entry's `name` field, else its `title`: YAML, or Markdown with front
   * matter.
   */
  const entries = (kind: Folder) => {
    const name = "name" in kind.schema.shape ? "name" : "title";
    const column = ("markdown" in kind ? ["date", "updated"] : ["order"]).find((key) => key in kind.schema.shape);
    return folder({
      label: kind.label,
      path: `src/content/${kind.folder}/*`,
      slugField: name,
      format: "markdown" in kind ? { contentField: "body" } : { data: "yaml" },
      columns: column ? [name, column] : [name],
      previewUrl: previewUrl(kind),
      schema: {
        ...objectFields(kind.schema, date),
        [name]: nameField(kind.schema, name),
        ...("markdown" in kind ? { body: markdownField } : {}),
      },
    });
  };

  /** One YAML file: a page's sections or a set of labels. */
  const page = (kind: (typeof files)[keyof typeof files]) =>
    singleton({
      label: kind.label,
      path: `src/content/${kind.file}`,
      format: { data: "yaml" },
      previewUrl: previewUrl(kind),
      schema: objectFields(kind.schema, date),
    });

  return config({
    storage: { kind: "local" },
    ui: {
      brand: { name: "Tessera content" },
      navigation: {
        "Home page": ["home", "proof"],
        Products: ["solutions", "industries", "platformOverview", "platform", "buildingBlocks", "visuals"],
        Stories: ["insights", "news", "caseStudies", "releases"],
        Company: ["about", "company", "leaders", "values", "openings", "partners"],
        Pages: ["campaigns", "pageCopy", "navigation", "cta", "demo", "security", "developers", "legal", "moved", "ui"],
      },
    },
    // Every folder and single file of src/content, under its name in src/content/kinds.ts.
    collections: Object.fromEntries(Object.entries(folders).map(([name, kind]) => [name, entries(kind)])),
    singletons: Object.fromEntries(Object.entries(files).map(([name, kind]) => [name, page(kind)])),
  });
}
