/**
 * CSV as RFC 4180 writes it (fields quoted when they hold a quote, comma or line break; CRLF between records),
 * with every cell a spreadsheet would read as a formula neutralised: one that begins with =, +, -, @, a tab or a
 * carriage return gets a leading apostrophe (OWASP's advice for CSV injection).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly (string | number | boolean | null | undefined)[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** Spreadsheets read a file that starts with the byte order mark as UTF-8. */
export const csvByteOrderMark = "\uFEFF";

/**
 * A time as spreadsheets read a date-time from CSV ("2026-11-29 05:24:24", in `timeZone`): Excel takes this form as a
 * date, not ISO 8601's "2026-11-29T05:24:24+01:00", which it leaves as text. The zone goes in a column of its own.
 */
export function csvTime(time: Date | null, timeZone: string) {
  if (!time) return "";
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      ...{ year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" },
      ...{ hourCycle: "h23", timeZone },
    })
      .formatToParts(time)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
