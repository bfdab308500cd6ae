/** The bid and sell reports as the console asks for them: the range (7 days ending today by default), totals, a page. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { pageLimit, pageOffset, wholeOnce } from '../../lib/paging.ts';
import type { BidFilter } from './bids.queries.ts';
import { bidReport, reportRange, sellReport } from './reports.ts';

type ReportQuery = BidFilter & { limit?: string | undefined; offset?: string | undefined };

function paged<T>(items: T[], query: { limit?: string | undefined; offset?: string | undefined } | undefined) {
  const limit = pageLimit(query?.limit);
  const offset = pageOffset(query?.offset);
  return { items: items.slice(offset, offset + limit), total: items.length, limit, offset };
}

export async function bidReportPage(db: Kysely<DB>, query: ReportQuery | undefined, now: number) {
  const range = reportRange(query ?? {}, now);
  const { limit: _limit, offset: _offset, ...filters } = query ?? {};
  const report = await wholeOnce(['bids', filters, range], () => bidReport(db, { ...filters, ...range }));
  return { ...range, totals: report.totals, ...paged(report.items, query) };
}

export async function sellReportPage(db: Kysely<DB>, query: (ReportQuery & { q?: string | undefined }) | undefined, now: number) {
  const range = reportRange(query ?? {}, now);
  const { limit: _limit, offset: _offset, ...filters } = query ?? {};
  const report = await wholeOnce(['sell', filters, range], () => sellReport(db, { ...filters, ...range }));
  return { ...range, totals: report.totals, ...paged(report.items, query) };
}
