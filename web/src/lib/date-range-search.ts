/** Typed `from` / `to` search params (YYYY-MM-DD) of the history screens; absent means the screen's default range. */
import { ISO_DATE, istDate } from './format.ts';

export interface DateRangeSearch {
  from?: string;
  to?: string;
}

export function validateDateRange(search: Record<string, unknown>): DateRangeSearch {
  const pick = (value: unknown) => (typeof value === 'string' && ISO_DATE.test(value) ? value : undefined);
  const result: DateRangeSearch = {};
  const from = pick(search.from);
  const to = pick(search.to);
  if (from) result.from = from;
  if (to) result.to = to;
  return result;
}

/** The range to show: the search's dates, else the last `days` days up to today (IST); reversed dates are put in order. */
export function rangeOf(search: DateRangeSearch, days: number): { from: string; to: string } {
  const [from, to] = [search.from ?? istDate(days - 1), search.to ?? istDate(0)].sort();
  return { from: from!, to: to! };
}
