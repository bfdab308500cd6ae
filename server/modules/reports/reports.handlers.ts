/** Operator reads across markets, bids and money: bid lists, the dashboard, reports and result history. */
import type { Handlers } from '../../http/handler.ts';
import { countOf, pageLimit, pageOffset } from '../../lib/paging.ts';
import { adminBid, bidRows, selectBids } from './bids.queries.ts';

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
};
