import { describe, expect, it } from "vitest";
import { formatDate, staffTime } from "./dates";

const intl = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

describe("formatDate", () => {
  it("writes a day, the month's name and the year", () => {
    expect(formatDate("2026-03-04")).toBe("4 March 2026");
    expect(formatDate("2024-02-29")).toBe("29 February 2024");
    expect(formatDate("2025-12-31")).toBe("31 December 2025");
  });

  it("writes every day of four years, a leap year among them, as Intl's en-GB long date would", () => {
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatDate(iso), iso).toBe(intl(iso));
    }
  });
});

describe("staffTime", () => {
  it("writes a moment one way on every staff screen, in the browser's zone, whatever its locale", () => {
    const local = new Date(2026, 10, 29, 14, 3);
    expect(staffTime(local)).toBe("29 Nov 2026, 14:03");
    expect(staffTime(local.toISOString())).toBe("29 Nov 2026, 14:03");
  });
});
