import { z } from "zod";
import { kindAt } from "./content-files.ts";

/**
 * A kind's schema as JSON Schema (zod's own conversion), which the editor's save reads: which fields are required (so
 * an empty one is still written), and which refer to another collection (their metadata's `collection`).
 */
export type JsonSchema = {
  collection?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  /** A list of sections of different kinds (a campaign's): one schema per kind. */
  oneOf?: JsonSchema[];
};

const converted = new WeakMap<z.ZodType, JsonSchema>();

/** The schema of the file at a path of the content folder, if the site reads that file. */
export function schemaAt(relative: string): JsonSchema | undefined {
  const schema = kindAt(relative)?.schema;
  if (!schema) return undefined;
  const json = converted.get(schema) ?? (z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as JsonSchema);
  converted.set(schema, json);
  return json;
}

/** What a value may be, through the "one of" a value that may be left out becomes, and the kinds of a section. */
const either = (found: (JsonSchema | undefined)[]): JsonSchema | undefined => {
  const schemas = found.filter((schema) => schema !== undefined);
  return schemas.length > 1 ? { anyOf: schemas } : schemas[0];
};
const variants = (schema: JsonSchema) => [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];

/** The schema of a field, in whichever variant has it. */
export function fieldSchema(schema: JsonSchema | undefined, key: string): JsonSchema | undefined {
  if (!schema) return undefined;
  return schema.properties?.[key] ?? either(variants(schema).map((variant) => fieldSchema(variant, key)));
}

export function itemSchema(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return schema.items ?? either(variants(schema).map(itemSchema));
}

/** Whether an object's field must be present (a field with a default, or optional, need not). */
export function isRequired(schema: JsonSchema | undefined, key: string): boolean {
  if (!schema) return false;
  return (schema.required ?? []).includes(key) || (schema.anyOf ?? []).some((variant) => isRequired(variant, key));
}
