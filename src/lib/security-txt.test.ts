import { describe, expect, it } from "vitest";
import { expiresAfter, securityTxt } from "./security-txt.ts";

const fields = {
  contact: "security@example.com",
  languages: ["en", "de"],
  canonical: "https://www.example.com/.well-known/security.txt",
  policy: "https://www.example.com/security#disclosure",
};

/** The file's fields as RFC 9116 writes them: one "Name: value" a line. */
const parse = (text: string) =>
  new Map(
    text
      .trim()
      .split("\n")
      .map((line) => line.split(/: (.*)/s).slice(0, 2) as [string, string]),
  );

describe("security.txt", () => {
  it("has every field RFC 9116 asks for, each once, from the content", () => {
    const lines = securityTxt(fields).trim().split("\n");
    const found = parse(securityTxt(fields));
    expect(found.size).toBe(lines.length);
    expect(found.get("Contact")).toBe("mailto:security@example.com");
    expect(found.get("Preferred-Languages")).toBe("en, de");
    expect(found.get("Canonical")).toBe(fields.canonical);
    expect(found.get("Policy")).toBe(fields.policy);
    expect(found.get("Expires")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it("expires in under a year, and months after the build, on any day, a leap day included", () => {
    for (const day of ["2026-01-01", "2027-12-31", "2028-02-29", "2028-03-01"]) {
      const now = new Date(`${day}T09:30:00Z`);
      const expires = new Date(parse(securityTxt(fields, now)).get("Expires") ?? "");
      const aYearOn = new Date(now);
      aYearOn.setUTCFullYear(now.getUTCFullYear() + 1);
      expect(expires.getTime(), day).toBeLessThan(aYearOn.getTime());
      expect((expires.getTime() - now.getTime()) / 86_400_000, day).toBeGreaterThan(360);
      expect(expiresAfter(now).getTime(), day).toBe(expires.getTime());
    }
  });
});
