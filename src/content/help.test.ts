import { describe, expect, it } from "vitest";
import { z } from "zod";
import { files, folders } from "./kinds.ts";

/**
 * Every field the content editor shows has help text that says where its words appear on the site: the editor's help
 * is the schema's description (./editor.ts), so a field added without one fails here rather than leaving an editor
 * guessing.
 */

type JsonSchema = {
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The fields of a JSON Schema without a description, as paths: "home → hero → heading", "a list[] → title". */
function undescribed(schema: JsonSchema, path: string): string[] {
  const found: string[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const at = `${path} → ${key}`;
    if (!property.description?.trim()) found.push(at);
    found.push(...undescribed(property, at));
  }
  const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : [];
  for (const item of items) found.push(...undescribed(item, `${path}[]`));
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...undescribed(option, path));
  return found;
}

const kinds = [...Object.entries(folders), ...Object.entries(files)].map(([name, kind]) => ({
  name,
  label: kind.label,
  json: z.toJSONSchema(kind.schema, { unrepresentable: "any", io: "input" }) as JsonSchema,
}));

describe("help text", () => {
  it("is there for every kind of content", () => {
    expect(kinds.length).toBe(Object.keys(folders).length + Object.keys(files).length);
    for (const { json } of kinds) expect(Object.keys(json.properties ?? {}).length).toBeGreaterThan(0);
  });

  it.each(kinds)("says where each field of $label appears", ({ name, json }) => {
    expect(undescribed(json, name)).toEqual([]);
  });

  it("would catch a field without it", () => {
    const json = z.toJSONSchema(
      z.object({ list: z.array(z.object({ title: z.string() })).describe("A list."), note: z.string().describe("A note.") }),
      { io: "input" },
    ) as JsonSchema;
    expect(undescribed(json, "file")).toEqual(["file → list[] → title"]);
  });
});
