/** Typed `from` / `to` search params (YYYY-MM-DD) of the history screens; absent means the screen's default range. */
import { ISO_DATE, istDate } from './format.ts';

export interface DateRangeSearch {
  from?: string;
  to?: string;
}

const ordered = (from: string | undefined, to: string | undefined) => (from && to && from > to ? [to, from] : [from, to]);

export function validateDateRange(search: Record<string, unknown>): DateRangeSearch {
  const pick = (value: unknown) => (typeof value === 'string' && ISO_DATE.test(value) ? value : undefined);
  const result: DateRangeSearch = {};
  // Dates written the wrong way round in the address are the same days (the server refuses a reversed range).
  const [from, to] = ordered(pick(search.from), pick(search.to));
  if (from) result.from = from;
  if (to) result.to = to;
  return result;
}

/** The range to show: the search's dates, else the last `days` days up to today (IST); reversed dates are put in order. */
export function rangeOf(search: DateRangeSearch, days: number): { from: string; to: string } {
  const [from, to] = ordered(search.from ?? istDate(days - 1), search.to ?? istDate(0));
  return { from: from!, to: to! };
}
