import { describe, expect, it } from "vitest";
import { readContent } from "../content/files.ts";
import { formatDate } from "./dates";

const intl = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

describe("formatDate", () => {
  it("writes a day, the month's name and the year", () => {
    expect(formatDate("2026-03-04")).toBe("4 March 2026");
    expect(formatDate("2024-02-29")).toBe("29 February 2024");
    expect(formatDate("2025-12-31")).toBe("31 December 2025");
  });

  it("reads every content date as Intl's en-GB long date would", () => {
    const dates = readContent()
      .allArticles()
      .map((article) => article.date);
    expect(dates.length).toBeGreaterThan(0);
    for (const iso of dates) expect(formatDate(iso)).toBe(intl(iso));
  });
});
