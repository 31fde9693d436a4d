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
