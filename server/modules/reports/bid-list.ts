/** The console's bid table: every bid by the table's filters, newest first, a page at a time. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { countOf, pageLimit, pageOffset } from '../../lib/paging.ts';
import { adminBid, type BidFilter, bidRows, selectBids } from './bids.queries.ts';

export async function listBids(db: Kysely<DB>, query: (BidFilter & { limit?: string | undefined; offset?: string | undefined }) | undefined) {
  const limit = pageLimit(query?.limit);
  const offset = pageOffset(query?.offset);
  const total = await countOf(selectBids(db, query ?? {}));
  const rows = await bidRows(db, query ?? {})
    .limit(limit)
    .offset(offset)
    .execute();
  return { items: rows.map(adminBid), total, limit, offset };
}
