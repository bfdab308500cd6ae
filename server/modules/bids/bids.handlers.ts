/** Bids on daily markets and Starline slots, and the player's bid and winning histories. */
import type { components } from '../../../sdk/schema.d.ts';
import type { Family } from '../../db/schema.ts';
import type { HandlerContext, Handlers } from '../../http/handler.ts';
import { requireAuth } from '../../http/handler.ts';
import { requestHash } from '../../lib/idempotency.ts';
import { refusalsAsReplies } from '../../lib/refusal.ts';
import { bidHistory, winningHistory } from './bid-history.ts';

type BidReply = components['schemas']['BidReply'];

/** Thin: who, what, which key; the writer chosen at start-up places it; a refusal becomes the reply. */
function submit(family: Family, ctx: HandlerContext<'submitBid'> | HandlerContext<'submitStarlineBid'>): Promise<BidReply> {
  const { userId } = requireAuth(ctx.auth);
  const key = ctx.req.headers['idempotency-key'] as string | undefined;
  const hash = key ? requestHash(family === 'daily' ? 'submitBid' : 'submitStarlineBid', ctx.body) : '';
  const request = { family, slip: ctx.body.new_result, userId, now: ctx.deps.clock.now(), key, hash };
  return refusalsAsReplies(() => ctx.deps.slips.place(request));
}

/** A winning history's range: `date_from`/`date_to`, or the bid history's `bid_from`/`bid_to`; the field named in a refusal is the one sent. */
function winRange(body: { date_from?: string; date_to?: string; bid_from?: string; bid_to?: string }, now: number) {
  return { from: body.date_from ?? body.bid_from, to: body.date_to ?? body.bid_to, now, field: body.date_from === undefined ? 'bid_from' : 'date_from' };
}

export const bidHandlers: Handlers = {
  submitBid: (ctx) => submit('daily', ctx),
  submitStarlineBid: (ctx) => submit('starline', ctx),

  async getBidHistory({ body, auth, deps }) {
    return bidHistory(deps.db, requireAuth(auth).userId, 'daily', { from: body.bid_from, to: body.bid_to });
  },
  async getStarlineBidHistory({ body, auth, deps }) {
    return bidHistory(deps.db, requireAuth(auth).userId, 'starline', { from: body.bid_from, to: body.bid_to });
  },
  async getWinningHistory({ body, auth, deps }) {
    return winningHistory(deps.db, requireAuth(auth).userId, 'daily', winRange(body, deps.clock.now()));
  },
  async getStarlineWinningHistory({ body, auth, deps }) {
    return winningHistory(deps.db, requireAuth(auth).userId, 'starline', winRange(body, deps.clock.now()));
  },
};
