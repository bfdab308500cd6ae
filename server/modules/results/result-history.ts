/**
 * A market's result history, newest day first, with each day's stakes and payouts: the days up to today (IST) unless
 * a later `to` is asked for (a day ahead holds no bids, only a holiday, which the market's page lists).
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { assertRangeOrder } from '../../lib/date-range.ts';
import { istParts } from '../../lib/ist.ts';
import { toPoints } from '../../lib/money.ts';
import { countOf, pageLimit, pageOffset } from '../../lib/paging.ts';
import { findMarket, resultTexts } from '../markets/markets.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export interface HistoryFilter {
  from?: string | undefined;
  to?: string | undefined;
  limit?: string | undefined;
  offset?: string | undefined;
}

export async function resultHistory(db: Kysely<DB>, marketId: string | undefined, filter: HistoryFilter | undefined, now: number) {
  const market = await findMarket(db, Number(marketId));
  if (!market) throw notFound('No such market');
  assertRangeOrder(filter?.from, filter?.to);
  const limit = pageLimit(filter?.limit);
  const offset = pageOffset(filter?.offset);
  let base = db.selectFrom('market_days').where('market_days.market_id', '=', market.id);
  if (filter?.from) base = base.where('market_days.date', '>=', filter.from);
  base = base.where('market_days.date', '<=', filter?.to ?? istParts(now).date);
  const total = await countOf(base);
  const rows = await base
    .selectAll('market_days')
    .select((eb) => [
      eb
        .selectFrom('bids')
        .select(sql<number>`coalesce(sum(points), 0)`.as('s'))
        .whereRef('bids.market_id', '=', 'market_days.market_id')
        .whereRef('bids.market_date', '=', 'market_days.date')
        .where('bids.status', '<>', 'refunded')
        .as('stakes'),
      eb
        .selectFrom('bids')
        .select(sql<number>`coalesce(sum(win_amount), 0)`.as('p'))
        .whereRef('bids.market_id', '=', 'market_days.market_id')
        .whereRef('bids.market_date', '=', 'market_days.date')
        .where('bids.status', '=', 'won')
        .as('payouts'),
    ])
    .orderBy('market_days.date', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const items = rows.map((d) => ({
    market_id: String(market.id),
    market_name: market.name,
    date: d.date,
    status: d.status,
    open_panna: d.open_panna ?? '',
    close_panna: d.close_panna ?? '',
    ...resultTexts(d),
    open_declared_at: iso(d.open_declared_at),
    close_declared_at: iso(d.close_declared_at),
    settle_version: d.settle_version,
    cancel_reason: d.cancel_reason,
    holiday: d.holiday === 1,
    stakes: toPoints(Number(d.stakes ?? 0)),
    payouts: toPoints(Number(d.payouts ?? 0)),
  }));
  return { items, total, limit, offset };
}
