import { TextField } from "@keystar/ui/text-field";
import { type BasicFormField, type ComponentSchema, fields } from "@keystatic/core";
import { createElement, useReducer, useRef } from "react";
import { z } from "zod";
import { pictureShapeText, uploadLimitsText } from "./images.ts";
import { words } from "./words.ts";

/**
 * The editor's fields, made from the schemas of ./schema.ts, so the editor refuses exactly what the build refuses, with
 * the same limits: lengths of text and of lists, allowed values, whole numbers, patterns, dates, and references to
 * other entries (`.meta({ collection })`), image files (`.meta({ image })`: uploaded into its folder of src/content/images,
 * its path written from the entry's file). A field's label is its `title` in the schema's metadata, else its name in
 * words; its help text is its `description`, and the least it takes. Used by keystatic.config.ts only, so none of it reaches the site.
 */

type Schema = z.core.$ZodType;
type Meta = { title?: string; description?: string; collection?: string; image?: { directory: string; publicPath: string } };
/** What a schema's JSON Schema says of the limits the editor repeats; `patternMessage` is ./schema.ts's `matching`. */
type Limits = {
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  patternMessage?: string;
};

const metaOf = (schema: Schema) => (z.globalRegistry.get(schema) ?? {}) as Meta;
/** A schema's limits, read through zod's JSON Schema (its checks themselves are zod's internals). */
const limitsOf = (schema: Schema) => z.toJSONSchema(schema, { unrepresentable: "any" }) as Limits;

/** Minimum and maximum of a text's length or a list's length. */
function lengths(limits: Limits) {
  return { min: limits.minLength ?? limits.minItems, max: limits.maxLength ?? limits.maxItems };
}

/** A field's help with the least it takes, from its schema's limits: "… At least 70 characters." */
const withLeast = (description: string | undefined, limits: Limits, unit: "characters" | "items") => {
  const { min = 0 } = lengths(limits);
  return [description, min > 1 ? `At least ${min} ${unit}.` : ""].filter(Boolean).join(" ") || undefined;
};

type Options = { optional?: boolean; description?: string };

/** The editor field for one schema. */
export function field(schema: Schema, label: string, options: Options = {}): ComponentSchema {
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
    if (schema.format === "date") return dateField(name, description, !options.optional);
    const limits = limitsOf(schema);
    const { min, max } = lengths(limits);
    const { pattern, patternMessage = "must be written as the help text says" } = limits;
    return fields.text({
      label: name,
      description: withLeast(description, limits, "characters"),
      multiline: (max ?? 0) > 160,
      validation: {
        isRequired: !options.optional,
        length: { min: options.optional ? 0 : (min ?? 0), max: max ?? Number.POSITIVE_INFINITY },
        ...(pattern ? { pattern: { regex: new RegExp(pattern), message: `${name} ${patternMessage}` } } : {}),
      },
    });
  }
  if (schema instanceof z.ZodEnum || schema instanceof z.ZodLiteral) {
    const values = schema instanceof z.ZodEnum ? schema.options : [...schema.values];
    const choices = values.map((value) => ({ label: String(value), value: String(value) }));
    const all = options.optional ? [{ label: "None", value: "" }, ...choices] : choices;
    return fields.select({ label: name, description, options: all, defaultValue: all[0]?.value ?? "" });
  }
  if (schema instanceof z.ZodNumber) {
    const validation = {
      isRequired: !options.optional,
      min: schema.minValue ?? undefined,
      max: schema.maxValue ?? undefined,
    };
    return schema.isInt
      ? fields.integer({ label: name, description, validation })
      : fields.number({ label: name, description, validation });
  }
  if (schema instanceof z.ZodBoolean) return fields.checkbox({ label: name, description });
  if (schema instanceof z.ZodArray && schema.element instanceof z.ZodDiscriminatedUnion) {
    // A list of sections of different kinds (a campaign's): each kind's fields under its title, written as
    // { discriminant, value } by Keystatic's blocks field, as the schema reads them.
    const { min, max } = lengths(limitsOf(schema));
    const kinds = schema.element.options.map((option) => {
      const { discriminant, value } = (option as z.ZodObject).shape as { discriminant: z.ZodLiteral; value: z.ZodObject };
      const { title = String(discriminant.value), description: help } = metaOf(value);
      const kind = fields.object(objectFields(value), { label: title, description: help });
      const itemLabel = (props: unknown) => [title, summary(props)].filter(Boolean).join(": ");
      return [String(discriminant.value), { label: title, schema: kind, itemLabel }] as const;
    });
    return fields.blocks(Object.fromEntries(kinds), {
      label: name,
      description,
      validation: { length: { min: min ?? 0, max: max ?? Number.POSITIVE_INFINITY } },
    });
  }
  if (schema instanceof z.ZodArray) {
    const limits = limitsOf(schema);
    const { min, max } = lengths(limits);
    const item = field(schema.element, name.replace(/s$/, ""));
    return fields.array(item, {
      label: name,
      description: withLeast(description, limits, "items"),
      validation: { length: { min: min ?? 0, max: max ?? Number.POSITIVE_INFINITY } },
      itemLabel: (props) => summary(props) || name.replace(/s$/, ""),
    });
  }
  if (schema instanceof z.ZodObject) return fields.object(objectFields(schema), { label: name, description });
  throw new Error(`The editor has no field for a schema of type "${(schema as z.ZodType).type}" (${label})`);
}

/** What a date field holds while its month, day and year make no day: 30 February, or a part left blank. */
const notADay = "not-a-day";

/**
 * A date, picked from the calendar or typed. The browser empties a date field whose parts make no day, so Keystatic's own
 * field takes 30 February for a date left out ("Date is required"); this one reads the browser's own verdict and
 * says what is wrong, and the save waits until the date is a day.
 */
function dateField(label: string, description: string | undefined, isRequired: boolean): ComponentSchema {
  const base = fields.date({ label, description, validation: { isRequired } }) as BasicFormField<string | null>;
  const problem = (value: string | null) => {
    if (value === notADay)
      return `${label} is not a day of the calendar. Fill in its month, day and year, or pick the day from the calendar.`;
    if (value === null && isRequired) return `${label} is required. Pick the day from the calendar.`;
    return undefined;
  };
  const checked: BasicFormField<string | null> = {
    ...base,
    Input(props) {
      const input = useRef<HTMLInputElement>(null);
      const [blurred, blur] = useReducer(() => true, false);
      /** The field's value as the browser sees it: a day, nothing, or parts that make no day. */
      const read = (typed: string) => {
        const value = input.current?.validity.badInput ? notADay : typed || null;
        if (value !== props.value) props.onChange(value);
      };
      return createElement(TextField, {
        ref: input,
        label,
        description,
        type: "date",
        value: props.value === null || props.value === notADay ? "" : props.value,
        onChange: read,
        onBlur: () => {
          blur();
          read(input.current?.value ?? "");
        },
        autoFocus: props.autoFocus,
        isRequired,
        errorMessage: blurred || props.forceValidation ? problem(props.value) : undefined,
      });
    },
    validate(value) {
      const message = problem(value);
      if (message) throw new Error(message);
      return base.validate(value);
    },
  };
  return checked;
}

/** The fields of an object schema, by key. */
export function objectFields(
  schema: z.ZodObject,
  overrides: Record<string, ComponentSchema> = {},
): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, value]) => [key, overrides[key] ?? field(value, words(key))]),
  );
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
export function nameField(schema: z.ZodObject, key: string) {
  const shape: Record<string, Schema> = schema.shape;
  const limits = limitsOf(shape[key] as Schema);
  const { min, max } = lengths(limits);
  return fields.slug({
    name: {
      label: words(key),
      description: withLeast(metaOf(shape[key] as Schema).description, limits, "characters"),
      validation: { length: { min: min ?? 1, max: max ?? Number.POSITIVE_INFINITY } },
    },
    slug: {
      label: "Address",
      description:
        "The last part of the page's address: lower-case words joined by hyphens. Changing it moves the page: links and references follow, and the old address leads to the new one.",
    },
  });
}
