/** Typed search params of console routes (kept tiny: route files import them into the first download). */
import type { StatusFilter } from './funds/queries.ts';

const STATUSES: readonly StatusFilter[] = ['pending', 'approved', 'rejected', 'all'];

export function statusSearch(search: Record<string, unknown>): { status: StatusFilter } {
  const status = STATUSES.find((value) => value === search.status);
  return { status: status ?? 'pending' };
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A market day: the market id and the date (YYYY-MM-DD); either may be missing. An id written by hand (`?market=33`)
 * reaches here as a number, one the console wrote (`?market=%2233%22`) as text: both are the same market.
 */
export function dayOf(search: Record<string, unknown>): { market?: string; date?: string } {
  const raw = typeof search.market === 'number' && Number.isSafeInteger(search.market) ? String(search.market) : search.market;
  const market = typeof raw === 'string' && /^[0-9]{1,18}$/.test(raw) ? raw : undefined;
  const date = typeof search.date === 'string' && ISO.test(search.date) ? search.date : undefined;
  return { ...(market ? { market } : {}), ...(date ? { date } : {}) };
}
