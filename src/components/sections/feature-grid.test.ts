import { describe, expect, it } from "vitest";
import { columnsFor } from "./feature-grid.tsx";

/** Rows a grid shows on a wide screen for `count` cards: "3+2". */
const rows = (count: number, most: Parameters<typeof columnsFor>[1]) => {
  const columns = columnsFor(count, most);
  const lengths: number[] = [];
  for (let left = count; left > 0; left -= columns) lengths.push(Math.min(columns, left));
  return lengths.join("+");
};

describe("the columns of a grid of cards, by their count", () => {
  it("leaves no card alone on a row, from one card to eight", () => {
    for (const most of [2, 3, 4, 5] as const) {
      for (let count = 2; count <= 8; count++) expect(rows(count, most), `${count} where ${most} fit`).not.toMatch(/\+1$/);
    }
  });

  it("where three fit a row", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((count) => rows(count, 3))).toEqual(["1", "2", "3", "2+2", "3+2", "3+3", "4+3", "4+4"]);
  });

  it("where five fit a row", () => {
    expect([4, 5, 6, 7, 8].map((count) => rows(count, 5))).toEqual(["4", "5", "3+3", "4+3", "4+4"]);
  });

  it("where two fit a row", () => {
    expect([2, 3, 4, 5, 6, 7].map((count) => rows(count, 2))).toEqual(["2", "3", "2+2", "3+2", "2+2+2", "4+3"]);
  });
});
