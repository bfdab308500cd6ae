/** Operator reads of bids: every filter the console's bid tables use. */
import type { Kysely } from 'kysely';
import type { BidStatus, BidType, DB } from '../../db/schema.ts';
import { assertRangeOrder } from '../../lib/date-range.ts';
import { toPoints } from '../../lib/money.ts';

export interface BidFilter {
  user_id?: string | undefined;
  market_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  bid_type?: BidType | undefined;
  bid_status?: BidStatus | undefined;
  family?: 'daily' | 'starline' | undefined;
}

export function selectBids(db: Kysely<DB>, f: BidFilter) {
  assertRangeOrder(f.from, f.to);
  let q = db.selectFrom('bids').innerJoin('users', 'users.id', 'bids.user_id').innerJoin('markets', 'markets.id', 'bids.market_id');
  if (f.user_id) q = q.where('bids.user_id', '=', Number(f.user_id));
  if (f.market_id) q = q.where('bids.market_id', '=', Number(f.market_id));
  if (f.from) q = q.where('bids.market_date', '>=', f.from);
  if (f.to) q = q.where('bids.market_date', '<=', f.to);
  if (f.bid_type) q = q.where('bids.bid_type', '=', f.bid_type);
  if (f.bid_status) q = q.where('bids.status', '=', f.bid_status);
  if (f.family) q = q.where('markets.family', '=', f.family);
  return q;
}

export function bidRows(db: Kysely<DB>, f: BidFilter) {
  return selectBids(db, f)
    .selectAll('bids')
    .select(['users.name as user_name', 'users.mobile as mobile', 'markets.name as market_name', 'markets.family as family'])
    .orderBy('bids.id', 'desc');
}

type BidRow = Awaited<ReturnType<ReturnType<typeof bidRows>['execute']>>[number];

export function adminBid(r: BidRow) {
  return {
    id: String(r.id),
    slip_id: String(r.slip_id),
    user_id: String(r.user_id),
    user_name: r.user_name,
    mobile: r.mobile,
    market_id: String(r.market_id),
    market_name: r.market_name,
    family: r.family,
    market_date: r.market_date,
    bid_type: r.bid_type,
    label: r.label,
    session: r.session,
    digits: r.digits,
    closedigits: r.closedigits,
    points: toPoints(r.points),
    status: r.status,
    win_amount: toPoints(r.win_amount),
    created_at: new Date(r.created_at).toISOString(),
  };
}
