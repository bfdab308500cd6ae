/**
 * CSV (RFC 4180) for spreadsheets: every cell quoted when needed, and a text cell that starts with = + - @ (or a
 * tab or carriage return) prefixed with a single quote, so that a spreadsheet never runs it as a formula. A number
 * stays a number (a negative house result or debit sums in the spreadsheet like any other).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  // A semicolon and a tab too: spreadsheets set to read either as the separator would split the cell there (`a;=1+2`).
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV; without `columns`, every field any row has, in the order they first appear (optional fields too). */
export function csvOf(rows: Array<Record<string, unknown>>, columns?: string[]): string {
  const header = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [header.map(csvCell).join(','), ...rows.map((r) => header.map((c) => csvCell(r[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
