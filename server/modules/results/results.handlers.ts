/** Operators declare, correct and cancel market days; each settles its bids exactly once, audited. */
import { sql, type Transaction } from 'kysely';
import { findPanna } from '../../../sdk/pannas.ts';
import type { DB } from '../../db/schema.ts';
import { ApiError, invalid, notFound } from '../../errors.ts';
import { type Deps, type Handlers, requireAuth } from '../../http/handler.ts';
import { displayTime } from '../../lib/ist.ts';
import { toPoints } from '../../lib/money.ts';
import { audit } from '../admin/audit.ts';
import { lockDay } from '../markets/market-days.ts';
import { findMarket, type MarketRow, weekdaysOf } from '../markets/markets.ts';
import { dayInstants, runsOnWeekday } from '../markets/phases.ts';
import { marketDayReport } from './market-day.ts';
import { type DayKey, refundAll, reverseWins, settleClose, settleOpen } from './settle.ts';

const conflict = (code: string, msg: string) => new ApiError(409, code, msg);

async function marketOf(deps: Deps, id: string): Promise<MarketRow> {
  const market = await findMarket(deps.db, Number(id));
  if (!market) throw notFound('No such market');
  return market;
}

function pannaOf(value: string): string {
  const panna = findPanna(value);
  if (!panna) throw invalid('panna', `${value} is not a panna: write its three digits in order with 0 last (e.g. 120, 550)`);
  return panna.panna;
}

async function isHoliday(deps: Deps, marketId: number, date: string) {
  return (
    (await deps.db.selectFrom('market_holidays').select('date').where('market_id', '=', marketId).where('date', '=', date).executeTakeFirst()) !== undefined
  );
}

/** Settles whatever is declared on the day, at the day's current version. */
async function settleDeclared(trx: Transaction<DB>, market: MarketRow, k: DayKey, open: string | null, close: string | null) {
  if (open) await settleOpen(trx, k, open, market.family);
  if (open && close) await settleClose(trx, k, open, close);
}

/**
 * Declares one session's result of a market day and settles its bids in the same transaction. `actorId` is the
 * operator (for the demo result source, the
 * operator account, with `source: 'demo'` in the audit entry).
 */
export async function declareSession(
  deps: Deps,
  market: MarketRow,
  date: string,
  session: 'open' | 'close',
  panna: string,
  actorId: number,
  source: 'operator' | 'demo' = 'operator',
): Promise<void> {
  const hasBids =
    (await deps.db.selectFrom('bids').select('id').where('market_id', '=', market.id).where('market_date', '=', date).limit(1).executeTakeFirst()) !==
    undefined;
  if (!hasBids && (!runsOnWeekday(weekdaysOf(market), date) || (await isHoliday(deps, market.id, date)))) {
    throw conflict('NOT_A_MARKET_DAY', `${market.name} does not run on ${date}`);
  }
  const now = deps.clock.now();
  const instants = dayInstants(market, date);
  const bidEnd = session === 'open' ? instants.openBidEnd : instants.closeBidEnd;
  if (now < bidEnd) {
    const time = displayTime(session === 'open' ? market.open_time : market.close_time);
    throw conflict('BETTING_STILL_OPEN', `Bids for this result are taken until ${time}; declare it after that`);
  }
  await deps.db.transaction().execute(async (trx) => {
    const day = await lockDay(trx, deps.dialect, market.id, date, 'update');
    if (day.status === 'cancelled') throw conflict('DAY_CANCELLED', 'This market day is cancelled');
    const current = session === 'open' ? day.open_panna : day.close_panna;
    if (current) throw conflict('ALREADY_DECLARED', `The ${session} result of this day is already declared. Use a correction to change it.`);
    if (session === 'close' && !day.open_panna) throw conflict('OPEN_NOT_DECLARED', 'Declare the open result first');
    const version = Math.max(day.settle_version, 1);
    const declared =
      session === 'open'
        ? { open_panna: panna, open_declared_at: now, open_declared_by: actorId, settle_version: version }
        : { close_panna: panna, close_declared_at: now, close_declared_by: actorId, settle_version: version };
    await trx.updateTable('market_days').set(declared).where('market_id', '=', market.id).where('date', '=', date).execute();
    const k: DayKey = { marketId: market.id, date, version, now, marketName: market.name, demo: source === 'demo' };
    if (session === 'open') await settleOpen(trx, k, panna, market.family);
    else await settleClose(trx, k, day.open_panna!, panna);
    await audit(trx, {
      actorId,
      action: `result.declare_${session}`,
      targetType: 'market_day',
      targetId: `${market.id}:${date}`,
      details: source === 'demo' ? { panna, source } : { panna },
      now,
    });
  });
  deps.live?.nudge();
}

export const resultHandlers: Handlers = {
  async getMarketDay({ params, deps }) {
    return marketDayReport(deps.db, await marketOf(deps, params.market_id!), params.date!);
  },

  async declareResult({ params, body, auth, deps }) {
    const operator = requireAuth(auth);
    const market = await marketOf(deps, params.market_id!);
    const date = params.date!;
    const panna = pannaOf(body.panna);
    if (market.family === 'starline' && body.session !== 'open') throw invalid('session', 'A Starline slot has one result: declare it as session open');
    await declareSession(deps, market, date, body.session, panna, operator.userId);
    return marketDayReport(deps.db, market, date);
  },

  async correctResult({ params, body, auth, deps }) {
    const operator = requireAuth(auth);
    const market = await marketOf(deps, params.market_id!);
    const date = params.date!;
    const panna = pannaOf(body.panna);
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      const day = await lockDay(trx, deps.dialect, market.id, date, 'update');
      if (day.status === 'cancelled') throw conflict('DAY_CANCELLED', 'This market day is cancelled');
      const before = body.session === 'open' ? day.open_panna : day.close_panna;
      if (!before) throw conflict('NOT_DECLARED', `The ${body.session} result of this day is not declared yet`);
      if (before === panna) throw conflict('SAME_RESULT', `The ${body.session} result is already ${panna}`);
      const version = day.settle_version + 1;
      const open = body.session === 'open' ? panna : day.open_panna;
      const close = body.session === 'close' ? panna : day.close_panna;
      await trx
        .updateTable('market_days')
        .set({ open_panna: open, close_panna: close, settle_version: version })
        .where('market_id', '=', market.id)
        .where('date', '=', date)
        .execute();
      const k: DayKey = { marketId: market.id, date, version, now, marketName: market.name };
      await reverseWins(trx, k);
      await settleDeclared(trx, market, k, open, close);
      await audit(trx, {
        actorId: operator.userId,
        action: `result.correct_${body.session}`,
        targetType: 'market_day',
        targetId: `${market.id}:${date}`,
        details: { from: before, to: panna, reason: body.reason.trim() },
        now,
      });
    });
    return marketDayReport(deps.db, market, date);
  },

  async cancelMarketDay({ params, body, auth, deps }) {
    const operator = requireAuth(auth);
    const market = await marketOf(deps, params.market_id!);
    const date = params.date!;
    const now = deps.clock.now();
    const reason = body.reason.trim();
    await deps.db.transaction().execute(async (trx) => {
      const day = await lockDay(trx, deps.dialect, market.id, date, 'update');
      if (day.status === 'cancelled') throw conflict('DAY_CANCELLED', 'This market day is already cancelled');
      const version = day.settle_version + 1;
      await trx
        .updateTable('market_days')
        .set({ status: 'cancelled', cancelled_at: now, cancelled_by: operator.userId, cancel_reason: reason, settle_version: version })
        .where('market_id', '=', market.id)
        .where('date', '=', date)
        .execute();
      const k: DayKey = { marketId: market.id, date, version, now, marketName: market.name };
      await reverseWins(trx, k);
      await refundAll(trx, k);
      await audit(trx, {
        actorId: operator.userId,
        action: 'market_day.cancel',
        targetType: 'market_day',
        targetId: `${market.id}:${date}`,
        details: { reason },
        now,
      });
    });
    return marketDayReport(deps.db, market, date);
  },

  async getExposure({ params, deps }) {
    const market = await marketOf(deps, params.market_id!);
    const date = params.date!;
    const rows = await deps.db
      .selectFrom('bids')
      .select((eb) => [
        'bid_type',
        'session',
        'digits',
        'closedigits',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('points').as('points'),
        eb.fn.sum<number>(sql`points * rate_2 / rate_1`).as('payout'),
      ])
      .where('market_id', '=', market.id)
      .where('market_date', '=', date)
      .where('status', '=', 'pending')
      .groupBy(['bid_type', 'session', 'digits', 'closedigits'])
      .execute();
    const report = rows
      .map((r) => ({
        bid_type: r.bid_type,
        session: r.session,
        digits: r.digits,
        closedigits: r.closedigits,
        bids: Number(r.n),
        total_points: toPoints(Number(r.points)),
        potential_payout: toPoints(Number(r.payout)),
      }))
      .sort((a, b) => b.potential_payout - a.potential_payout)
      .slice(0, 500);
    return { market_id: String(market.id), date, rows: report };
  },
};
