/**
 * CSV for spreadsheets (RFC 4180, CRLF, UTF-8 with a byte-order mark so
 * Excel reads Indian scripts correctly). Every cell is quoted, and a cell that
 * a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return) is prefixed with an apostrophe, which shows it as text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [columns, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
