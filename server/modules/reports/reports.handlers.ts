/** Operator reads across markets, bids and money: bid lists, the dashboard, reports and sent notifications. */
import type { Handlers } from '../../http/handler.ts';
import { istParts } from '../../lib/ist.ts';
import { countOf, pageLimit, pageOffset } from '../../lib/paging.ts';
import { adminBid, bidRows, selectBids } from './bids.queries.ts';
import { dashboard } from './dashboard.ts';
import { bidReport, reportRange, sellReport } from './reports.ts';

function paged<T>(items: T[], query: { limit?: string; offset?: string } | undefined) {
  const limit = pageLimit(query?.limit);
  const offset = pageOffset(query?.offset);
  return { items: items.slice(offset, offset + limit), total: items.length, limit, offset };
}

export const reportHandlers: Handlers = {
  async listBids({ query, deps }) {
    const limit = pageLimit(query?.limit);
    const offset = pageOffset(query?.offset);
    const total = await countOf(selectBids(deps.db, query ?? {}));
    const rows = await bidRows(deps.db, query ?? {})
      .limit(limit)
      .offset(offset)
      .execute();
    return { items: rows.map(adminBid), total, limit, offset };
  },

  async getAdminDashboard({ query, deps }) {
    return dashboard(deps.db, query?.date ?? istParts(deps.clock.now()).date);
  },

  async getBidReport({ query, deps }) {
    const range = reportRange(query ?? {}, deps.clock.now());
    const report = await bidReport(deps.db, { ...query, ...range });
    return { ...range, totals: report.totals, ...paged(report.items, query) };
  },

  async getSellReport({ query, deps }) {
    const range = reportRange(query ?? {}, deps.clock.now());
    const report = await sellReport(deps.db, { ...query, ...range });
    return { ...range, totals: report.totals, ...paged(report.items, query) };
  },

  async listAnnouncements({ query, deps }) {
    const limit = pageLimit(query?.limit);
    const offset = pageOffset(query?.offset);
    let base = deps.db.selectFrom('notifications').leftJoin('users', 'users.id', 'notifications.user_id').where('notifications.kind', '=', 'announcement');
    if (query?.user_id) base = base.where('notifications.user_id', '=', Number(query.user_id));
    const total = await countOf(base);
    const rows = await base
      .selectAll('notifications')
      .select('users.name as user_name')
      .orderBy('notifications.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const items = rows.map((r) => ({
      id: String(r.id),
      user_id: r.user_id === null ? null : String(r.user_id),
      user_name: r.user_name ?? '',
      title: r.title,
      message: r.message,
      created_at: new Date(r.created_at).toISOString(),
    }));
    return { items, total, limit, offset };
  },
};
