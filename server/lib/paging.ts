/** Keyset pages for operator lists: newest first, `before` an id, `limit` 1..200 (default 50). */
export function pageLimit(limit: string | undefined): number {
  const n = Number(limit ?? 50);
  return Math.min(Math.max(Number.isFinite(n) ? n : 50, 1), 200);
}

/** Given rows fetched with limit + 1, the page and the cursor of the next one. */
export function pageOf<T extends { id: number }>(rows: T[], limit: number): { page: T[]; next_before: string | null } {
  const page = rows.slice(0, limit);
  return { page, next_before: rows.length > limit ? String(page[page.length - 1]?.id) : null };
}
