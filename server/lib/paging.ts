/**
 * Pages for operator lists: `limit` 1..200 (default 50), then either a keyset `before` (an id, newest first)
 * or an `offset`; every page also says how many rows match in all, so nothing is silently cut.
 * An export reads every page of a list inside `readingEveryPage`: larger pages, and each count made once.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type SelectQueryBuilder, sql } from 'kysely';

interface EveryPage {
  pageSize: number;
  /** Counts already made, by SQL text and parameters. */
  counts: Map<string, number>;
  /** Whole lists already worked out (the reports), by what was asked. */
  wholes: Map<string, Promise<unknown>>;
}

const everyPage = new AsyncLocalStorage<EveryPage>();

/** Runs `read` (one that reads a list page after page) with pages of `pageSize` and each count made once. */
export const readingEveryPage = <T>(pageSize: number, read: () => Promise<T>): Promise<T> =>
  everyPage.run({ pageSize, counts: new Map(), wholes: new Map() }, read);

/**
 * A list worked out whole before a page of it is cut (the reports group and sort every row of their range): inside
 * `readingEveryPage`, once for every page of the export, where each page worked it all out again (a week's sell
 * report, 20,000 players, took 21 s of CPU to export instead of about one).
 */
export function wholeOnce<T>(asked: unknown, work: () => Promise<T>): Promise<T> {
  const reading = everyPage.getStore();
  if (!reading) return work();
  const key = JSON.stringify(asked);
  let whole = reading.wholes.get(key) as Promise<T> | undefined;
  if (!whole) {
    whole = work();
    reading.wholes.set(key, whole);
  }
  return whole;
}

export function pageLimit(limit: string | undefined, fallback = 50, max = 200): number {
  const reading = everyPage.getStore();
  if (reading) return reading.pageSize;
  const n = Number(limit ?? fallback);
  return Math.min(Math.max(Number.isFinite(n) ? n : fallback, 1), max);
}

export function pageOffset(offset: string | undefined): number {
  const n = Number(offset ?? 0);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** Given rows fetched with limit + 1, the page and the cursor of the next one. */
export function pageOf<T extends { id: number }>(rows: T[], limit: number): { page: T[]; next_before: string | null } {
  const page = rows.slice(0, limit);
  return { page, next_before: rows.length > limit ? String(page[page.length - 1]?.id) : null };
}

/** A page of `limit` rows of an ordered query (newest first), read with one row more to know if there are more. */
export async function readPage<T extends { id: number }>(q: { limit(n: number): { execute(): Promise<T[]> } }, limit: number) {
  return pageOf(await q.limit(limit + 1).execute(), limit);
}

/** How many rows a (filtered) query matches, whatever it selects, orders or limits. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function countOf(q: SelectQueryBuilder<any, any, any>): Promise<number> {
  const counting = q
    .clearSelect()
    .clearOrderBy()
    .clearLimit()
    .clearOffset()
    .select(sql<string | number>`count(*)`.as('n'));
  const reading = everyPage.getStore();
  const compiled = reading && counting.compile();
  const key = compiled && `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const known = key === undefined ? undefined : reading?.counts.get(key);
  if (known !== undefined) return known;
  const row = (await counting.executeTakeFirst()) as { n: string | number } | undefined;
  const n = Number(row?.n ?? 0);
  if (key !== undefined) reading?.counts.set(key, n);
  return n;
}
