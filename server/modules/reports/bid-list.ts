/** The console's bid table: every bid by the table's filters, newest first, a page at a time. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { countOf, pageLimit, pageOf, pageOffset } from '../../lib/paging.ts';
import { adminBid, type BidFilter, bidRows, selectBids } from './bids.queries.ts';

type Paging = { limit?: string | undefined; offset?: string | undefined; before?: string | undefined };

/** A page by `offset`, or by `before` (bids older than that id: pages that bids placed meanwhile do not shift). */
export async function listBids(db: Kysely<DB>, query: (BidFilter & Paging) | undefined) {
  const limit = pageLimit(query?.limit);
  const offset = query?.before ? 0 : pageOffset(query?.offset);
  const total = await countOf(selectBids(db, query ?? {}));
  let q = bidRows(db, query ?? {}).limit(limit + 1);
  q = query?.before ? q.where('bids.id', '<', Number(query.before)) : q.offset(offset);
  const { page, next_before } = pageOf(await q.execute(), limit);
  return { items: page.map(adminBid), total, limit, offset, next_before };
}
