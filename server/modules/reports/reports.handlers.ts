/** Operator reads across markets, bids and money: bid lists, the dashboard, reports and sent notifications. */
import type { Handlers } from '../../http/handler.ts';
import { istParts } from '../../lib/ist.ts';
import { listBids } from './bid-list.ts';
import { dashboard } from './dashboard.ts';
import { bidReportPage, sellReportPage } from './report-pages.ts';
import { listAnnouncements } from './sent-announcements.ts';

export const reportHandlers: Handlers = {
  async listBids({ query, deps }) {
    return listBids(deps.reads, query);
  },

  async getAdminDashboard({ query, deps }) {
    return dashboard(deps.reads, query?.date ?? istParts(deps.clock.now()).date);
  },

  async getBidReport({ query, deps }) {
    return bidReportPage(deps.reads, query, deps.clock.now());
  },

  async getSellReport({ query, deps }) {
    return sellReportPage(deps.reads, query, deps.clock.now());
  },

  async listAnnouncements({ query, deps }) {
    return listAnnouncements(deps.db, query);
  },
};
