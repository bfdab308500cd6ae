/**
 * CSV (RFC 4180) for spreadsheets: every cell quoted when needed, and a text cell that starts with = + - @ (or a
 * tab or carriage return) prefixed with a single quote, so that a spreadsheet never runs it as a formula. A number
 * stays a number (a negative house result or debit sums in the spreadsheet like any other). The columns of times are
 * India's (IST), written `2026-11-21 17:30:00`, not the API's UTC; text a player wrote stays as written.
 */
import { IST_OFFSET_MS } from './ist.ts';

const FORMULA_START = /^[=+\-@\t\r]/;
/** The columns that hold instants (`created_at`, `decided_at`, `open_declared_at` ..., and the family's `insert_date`). */
const INSTANT_COLUMN = /(_at|^insert_date)$/;
/** An instant as the API gives it (UTC). */
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * An instant cell as India's clocks show it (the operators' and players' time), as spreadsheets read a date and time;
 * anything else as it is.
 */
function istCell(value: unknown): unknown {
  if (typeof value !== 'string' || !UTC_INSTANT.test(value)) return value;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function csvCell(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  // A semicolon and a tab too: spreadsheets set to read either as the separator would split the cell there (`a;=1+2`).
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV written as rows arrive (a page at a time), keeping only each row's line. The columns given first come first, in
 * their order, whether rows have them or not (every file of one table has the same header); any other field is a
 * column added where it first appears, and the lines written before it are given its empty cell when the text is made.
 */
export class CsvLines {
  private readonly columns: string[] = [];
  private readonly index = new Map<string, number>();
  private readonly lines: string[] = [];
  /** How many columns there were when each line was written. */
  private readonly widths: number[] = [];

  constructor(columns: string[] = []) {
    for (const column of columns) if (!this.index.has(column)) this.index.set(column, this.columns.push(column) - 1);
  }

  get rows(): number {
    return this.lines.length;
  }

  add(rows: Array<Record<string, unknown>>): void {
    for (const row of rows) {
      for (const key of Object.keys(row)) {
        if (!this.index.has(key)) this.index.set(key, this.columns.push(key) - 1);
      }
      this.lines.push(this.columns.map((c) => csvCell(INSTANT_COLUMN.test(c) ? istCell(row[c]) : row[c])).join(','));
      this.widths.push(this.columns.length);
    }
  }

  /** The file: the header, then the rows. */
  text(): string {
    const width = this.columns.length;
    const lines = this.lines.map((line, i) => (this.widths[i] === width ? line : line + ','.repeat(width - this.widths[i]!)));
    return `${[this.columns.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
  }
}

/** Rows as CSV; every field any row has is a column, in the order they first appear (optional fields too). */
export function csvOf(rows: Array<Record<string, unknown>>): string {
  const csv = new CsvLines();
  csv.add(rows);
  return csv.text();
}
