/**
 * Pages for operator lists: `limit` 1..200 (default 50), then either a keyset `before` (an id, newest first)
 * or an `offset`; every page also says how many rows match in all, so nothing is silently cut.
 */
import { type SelectQueryBuilder, sql } from 'kysely';

export function pageLimit(limit: string | undefined, fallback = 50, max = 200): number {
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

/** How many rows a (filtered) query matches, whatever it selects, orders or limits. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function countOf(q: SelectQueryBuilder<any, any, any>): Promise<number> {
  const row = (await q
    .clearSelect()
    .clearOrderBy()
    .clearLimit()
    .clearOffset()
    .select(sql<string | number>`count(*)`.as('n'))
    .executeTakeFirst()) as { n: string | number } | undefined;
  return Number(row?.n ?? 0);
}
