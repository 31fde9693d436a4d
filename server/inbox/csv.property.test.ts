import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv.ts";

/** Reads one RFC 4180 record back, as a spreadsheet does. */
function parseRecord(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let cell = "";
      i++;
      for (;;) {
        if (line[i] === '"' && line[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else {
          cell += line[i++];
        }
      }
      cells.push(cell);
      i++;
    } else {
      const end = line.indexOf(",", i);
      const stop = end === -1 ? line.length : end;
      cells.push(line.slice(i, stop));
      i = stop + 1;
    }
  }
  return cells;
}

describe("a CSV cell", () => {
  it("never begins with a character a spreadsheet takes for a formula, and reads back as written", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary" }), { minLength: 1, maxLength: 6 }), (values) => {
        const row = csvRow(values);
        expect(row.endsWith("\r\n")).toBe(true);
        const cells = parseRecord(row.slice(0, -2));
        expect(cells).toHaveLength(values.length);
        cells.forEach((cell, index) => {
          expect(cell).not.toMatch(/^[=+\-@\t\r]/);
          const value = values[index] as string;
          expect(cell).toBe(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
        });
      }),
      { numRuns: 500 },
    );
  });

  it("neutralises the classic payloads", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("Ada, Countess")).toBe('"Ada, Countess"');
    expect(csvCell(null)).toBe("");
  });
});
