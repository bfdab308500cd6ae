/** Read-only operator views of results: previews before declaring or correcting, and each market's history. */
import { sql } from 'kysely';
import { conflict, invalid, notFound } from '../../errors.ts';
import type { Deps, Handlers } from '../../http/handler.ts';
import { toPoints } from '../../lib/money.ts';
import { countOf, pageLimit, pageOffset } from '../../lib/paging.ts';
import { findMarket, resultTexts } from '../markets/markets.ts';
import { previewCorrection, previewDeclaration, resultText } from './preview-settlement.ts';
import { pannaOf } from './result-inputs.ts';

async function dayOf(deps: Deps, marketId: string, date: string) {
  const market = await findMarket(deps.db, Number(marketId));
  if (!market) throw notFound('No such market');
  const day = await deps.db.selectFrom('market_days').selectAll().where('market_id', '=', market.id).where('date', '=', date).executeTakeFirst();
  if (day?.status === 'cancelled') throw conflict('DAY_CANCELLED', 'This market day is cancelled');
  return { market, day };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export const previewHandlers: Handlers = {
  async previewResult({ params, query, deps }) {
    const { market, day } = await dayOf(deps, params.market_id!, params.date!);
    const panna = pannaOf(query.panna);
    if (market.family === 'starline' && query.session !== 'open') throw invalid('session', 'A Starline slot has one result: preview it as session open');
    const current = query.session === 'open' ? day?.open_panna : day?.close_panna;
    if (current) throw conflict('ALREADY_DECLARED', `The ${query.session} result of this day is already declared. Use a correction to change it.`);
    if (query.session === 'close' && !day?.open_panna) throw conflict('OPEN_NOT_DECLARED', 'Declare the open result first');
    const preview = await previewDeclaration(deps.db, market.id, params.date!, query.session, panna, day?.open_panna ?? null);
    return { market_id: String(market.id), date: params.date!, session: query.session, panna, ...preview };
  },

  async previewCorrection({ params, query, deps }) {
    const { market, day } = await dayOf(deps, params.market_id!, params.date!);
    const panna = pannaOf(query.panna);
    const current = query.session === 'open' ? day?.open_panna : day?.close_panna;
    if (!day || !current) throw conflict('NOT_DECLARED', `The ${query.session} result of this day is not declared yet`);
    if (current === panna) throw conflict('SAME_RESULT', `The ${query.session} result is already ${panna}`);
    const open = query.session === 'open' ? panna : day.open_panna;
    const close = query.session === 'close' ? panna : day.close_panna;
    const preview = await previewCorrection(deps.db, market.id, params.date!, open, close);
    const base = { market_id: String(market.id), date: params.date!, session: query.session, current_panna: current, panna };
    return { ...base, result: resultText(query.session, panna), ...preview };
  },

  async listResultHistory({ params, query, deps }) {
    const market = await findMarket(deps.db, Number(params.market_id));
    if (!market) throw notFound('No such market');
    const limit = pageLimit(query?.limit);
    const offset = pageOffset(query?.offset);
    let base = deps.db.selectFrom('market_days').where('market_days.market_id', '=', market.id);
    if (query?.from) base = base.where('market_days.date', '>=', query.from);
    if (query?.to) base = base.where('market_days.date', '<=', query.to);
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
      stakes: toPoints(Number(d.stakes ?? 0)),
      payouts: toPoints(Number(d.payouts ?? 0)),
    }));
    return { items, total, limit, offset };
  },
};
