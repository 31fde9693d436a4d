import { describe, expect, it } from "vitest";
import { editorConfig } from "./editor.ts";

describe("the editor's fields, made from the schemas", () => {
  it("offers a campaign's sections as blocks, one kind per section of the site, each with its fields", () => {
    const sections = editorConfig().collections?.campaigns?.schema.sections as unknown as {
      kind: string;
      label: string;
      element: { kind: string; values: Record<string, { fields: Record<string, unknown> }> };
    };
    expect([sections.kind, sections.label, sections.element.kind]).toEqual(["array", "Sections", "conditional"]);
    const kinds = Object.fromEntries(
      Object.entries(sections.element.values).map(([kind, value]) => [kind, Object.keys(value.fields)]),
    );
    expect(kinds).toEqual({
      features: ["heading", "lead", "cards"],
      proof: ["caseStudy"],
      quote: ["caseStudy"],
      cta: ["heading", "lead"],
      form: ["heading", "lead"],
    });
  });
});
