import { describe, expect, it } from "vitest";
import { specMessages as messages } from "../../tests/fixtures/demo-form-messages.ts";
import { createDemoRequestSchema, firstIssue } from "./demo-request.ts";

// The messages as the specification words them; the live ones come from the content (ui.yaml).
const schema = createDemoRequestSchema(["family-banking", "dynamic-banking"], messages);
const valid = { full_name: "Ada Lovelace", email: "ada@bank.example", company: "Analytical Bank", suites_of_interest: [] };
const problem = (input: object) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : firstIssue(result.error);
};

describe("the demo request schema", () => {
  it("accepts a minimal request and trims every value", () => {
    const result = schema.parse({
      ...valid,
      full_name: "  Ada Lovelace ",
      email: " ada@bank.example ",
      company: " Analytical Bank ",
    });
    expect(result).toEqual({
      full_name: "Ada Lovelace",
      email: "ada@bank.example",
      company: "Analytical Bank",
      suites_of_interest: [],
    });
  });

  it("keeps the campaign page it was sent from, trimmed, and leaves out a campaign that is not a text", () => {
    expect(schema.parse({ ...valid, campaign: " spring-launch " }).campaign).toBe("spring-launch");
    for (const campaign of ["", 7, ["a"], "x".repeat(101)])
      expect(schema.safeParse({ ...valid, campaign }), JSON.stringify(campaign)).toMatchObject({
        success: true,
        data: { campaign: undefined },
      });
  });

  it("requires a full name, also when it is only spaces", () => {
    expect(problem({ ...valid, full_name: "" })).toEqual({ field: "full_name", message: "Full name is required" });
    expect(problem({ ...valid, full_name: "    " })).toEqual({ field: "full_name", message: "Full name is required" });
    expect(problem({ ...valid, full_name: undefined })?.field).toBe("full_name");
  });

  it("allows 100 characters of name after trimming, not 101", () => {
    expect(problem({ ...valid, full_name: ` ${"a".repeat(100)} ` })).toBeUndefined();
    expect(problem({ ...valid, full_name: "a".repeat(101) })).toEqual({
      field: "full_name",
      message: "Full name must be less than 100 characters",
    });
  });

  it("accepts unicode names", () => {
    expect(problem({ ...valid, full_name: "Zoë Ñúñez-Øster 李小龍" })).toBeUndefined();
    expect(problem({ ...valid, full_name: "é".repeat(100) })).toBeUndefined();
  });

  it("checks the email address", () => {
    expect(problem({ ...valid, email: "" })).toEqual({ field: "email", message: "Please enter a valid email address" });
    expect(problem({ ...valid, email: "not-an-email" })?.message).toBe("Please enter a valid email address");
    expect(problem({ ...valid, email: "ada+demo@bank.example" })).toBeUndefined();
    expect(problem({ ...valid, email: "ada@bank.technology" })).toBeUndefined();
  });

  it("allows a 255-character email, not 256", () => {
    const email = (lastLabel: number) =>
      `${"a".repeat(64)}@${["b".repeat(63), "c".repeat(63), "d".repeat(lastLabel)].join(".")}.com`;
    expect(email(58)).toHaveLength(255);
    expect(problem({ ...valid, email: email(58) })).toBeUndefined();
    expect(email(59)).toHaveLength(256);
    expect(problem({ ...valid, email: email(59) })).toEqual({
      field: "email",
      message: "Email must be less than 255 characters",
    });
  });

  it("requires a company of at most 100 characters", () => {
    expect(problem({ ...valid, company: " " })).toEqual({ field: "company", message: "Company is required" });
    expect(problem({ ...valid, company: "c".repeat(100) })).toBeUndefined();
    expect(problem({ ...valid, company: "c".repeat(101) })).toEqual({
      field: "company",
      message: "Company name must be less than 100 characters",
    });
  });

  it("allows a message of 1000 characters, not 1001", () => {
    expect(problem({ ...valid, message: "m".repeat(1000) })).toBeUndefined();
    expect(problem({ ...valid, message: "m".repeat(1001) })).toEqual({
      field: "message",
      message: "Message must be less than 1000 characters",
    });
  });

  it("takes the spec's roles, a bank's buyers' and nothing else", () => {
    expect(schema.parse({ ...valid, role: "business-dev" }).role).toBe("business-dev");
    expect(schema.parse({ ...valid, role: "head-of-risk" }).role).toBe("head-of-risk");
    expect(schema.parse({ ...valid, role: "" }).role).toBeUndefined();
    expect(problem({ ...valid, role: "janitor" })?.field).toBe("role");
  });

  it("takes only known solutions, once each", () => {
    expect(schema.parse({ ...valid, suites_of_interest: ["family-banking", "family-banking"] }).suites_of_interest).toEqual([
      "family-banking",
    ]);
    expect(problem({ ...valid, suites_of_interest: ["crypto-casino"] })?.field).toBe("suites_of_interest");
    expect(problem({ ...valid, suites_of_interest: "family-banking" })?.field).toBe("suites_of_interest");
  });

  it("shows only the first issue, in field order", () => {
    expect(problem({ full_name: "", email: "x", company: "" })).toEqual({ field: "full_name", message: "Full name is required" });
    expect(problem({ ...valid, email: "x", company: "" })?.field).toBe("email");
  });
});
