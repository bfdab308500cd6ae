/** Bids on daily markets and Starline slots, and the player's bid and winning histories. */
import type { components } from '../../../sdk/schema.d.ts';
import type { Family } from '../../db/schema.ts';
import type { Deps, HandlerContext, Handlers } from '../../http/handler.ts';
import { requireAuth } from '../../http/handler.ts';
import { addDays, istParts } from '../../lib/ist.ts';
import { toPoints } from '../../lib/money.ts';
import { requestHash } from '../../lib/idempotency.ts';
import { refusalsAsReplies } from '../../lib/refusal.ts';

type BidReply = components['schemas']['BidReply'];

/** Thin: who, what, which key; the writer chosen at start-up places it; a refusal becomes the reply. */
function submit(family: Family, ctx: HandlerContext<'submitBid'> | HandlerContext<'submitStarlineBid'>): Promise<BidReply> {
  const { userId } = requireAuth(ctx.auth);
  const key = ctx.req.headers['idempotency-key'] as string | undefined;
  const hash = key ? requestHash(family === 'daily' ? 'submitBid' : 'submitStarlineBid', ctx.body) : '';
  const request = { family, slip: ctx.body.new_result, userId, now: ctx.deps.clock.now(), key, hash };
  return refusalsAsReplies(() => ctx.deps.slips.place(request));
}

const SESSION_LABEL = { open: 'Open', close: 'Close', '': '' } as const;

async function history(deps: Deps, userId: number, family: Family, from: string, to: string, onlyWins: boolean) {
  let q = deps.db
    .selectFrom('bids')
    .innerJoin('markets', 'markets.id', 'bids.market_id')
    .select([
      'bids.id',
      'markets.name',
      'bids.label',
      'bids.digits',
      'bids.closedigits',
      'bids.session',
      'bids.points',
      'bids.market_date',
      'bids.status',
      'bids.win_amount',
      'bids.created_at',
    ])
    .where('bids.user_id', '=', userId)
    .where('markets.family', '=', family)
    .where('bids.market_date', '>=', from)
    .where('bids.market_date', '<=', to)
    .orderBy('bids.id', 'desc')
    .limit(500);
  if (onlyWins) q = q.where('bids.status', '=', 'won');
  const rows = await q.execute();
  return rows.map((r) => ({
    game_name: r.name,
    pana: r.label,
    digits: r.digits,
    closedigits: r.closedigits,
    session: family === 'starline' ? 'open' : SESSION_LABEL[r.session],
    points: toPoints(r.points),
    bid_tx_id: String(r.id),
    bid_date: r.market_date,
    bid_status: r.status,
    win_amount: toPoints(r.win_amount),
    insert_date: new Date(r.created_at).toISOString(),
  }));
}

/** A date range from the request, defaulting to the last 30 days (IST). */
function rangeOf(deps: Deps, from?: string, to?: string): [string, string] {
  const today = istParts(deps.clock.now()).date;
  return [from ?? addDays(to ?? today, -30), to ?? today];
}

export const bidHandlers: Handlers = {
  submitBid: (ctx) => submit('daily', ctx),
  submitStarlineBid: (ctx) => submit('starline', ctx),

  async getBidHistory({ body, auth, deps }) {
    const rows = await history(deps, requireAuth(auth).userId, 'daily', body.bid_from, body.bid_to, false);
    return { status: true, code: 'OK', msg: rows.length ? 'Bid history' : 'No Data Found Here', bid_data: rows };
  },
  async getStarlineBidHistory({ body, auth, deps }) {
    const rows = await history(deps, requireAuth(auth).userId, 'starline', body.bid_from, body.bid_to, false);
    return { status: true, code: 'OK', msg: rows.length ? 'Starline bid history' : 'No data found here', bid_data: rows };
  },
  async getWinningHistory({ body, auth, deps }) {
    const [from, to] = rangeOf(deps, body.date_from ?? body.bid_from, body.date_to ?? body.bid_to);
    const rows = await history(deps, requireAuth(auth).userId, 'daily', from, to, true);
    return { status: true, code: 'OK', msg: rows.length ? 'Winning history' : 'No Data Found Here', win_data: rows };
  },
  async getStarlineWinningHistory({ body, auth, deps }) {
    const [from, to] = rangeOf(deps, body.date_from ?? body.bid_from, body.date_to ?? body.bid_to);
    const rows = await history(deps, requireAuth(auth).userId, 'starline', from, to, true);
    return { status: true, code: 'OK', msg: rows.length ? 'Starline winning history' : 'No Data Found Here', win_data: rows };
  },
};

export { rangeOf };
