/** What a declaration or a correction of a market day's result would do, before the operator commits it. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { findMarket } from '../markets/markets.ts';
import { assertBidsClosed } from './declare-result.ts';
import { previewCorrection, previewDeclaration, resultText } from './preview-settlement.ts';
import { pannaOf } from './result-inputs.ts';

export interface PreviewAsk {
  marketId: string;
  date: string;
  session: 'open' | 'close';
  panna: string;
  now: number;
}

async function dayOf(db: Kysely<DB>, marketId: string, date: string) {
  const market = await findMarket(db, Number(marketId));
  if (!market) throw notFound('No such market');
  const day = await db.selectFrom('market_days').selectAll().where('market_id', '=', market.id).where('date', '=', date).executeTakeFirst();
  if (day?.status === 'cancelled') throw conflict('DAY_CANCELLED', 'This market day is cancelled');
  return { market, day };
}

/** The preview of declaring a session's result that is not declared yet. */
export async function previewResult(db: Kysely<DB>, ask: PreviewAsk) {
  const { market, day } = await dayOf(db, ask.marketId, ask.date);
  const panna = pannaOf(ask.panna);
  if (market.family === 'starline' && ask.session !== 'open') throw invalid('session', 'A Starline slot has one result: preview it as session open');
  const current = ask.session === 'open' ? day?.open_panna : day?.close_panna;
  if (current) throw conflict('ALREADY_DECLARED', `The ${ask.session} result of this day is already declared. Use a correction to change it.`);
  if (ask.session === 'close' && !day?.open_panna) throw conflict('OPEN_NOT_DECLARED', 'Declare the open result first');
  // Said at the preview, before the operator reads it through: the declaration would be refused the same way.
  assertBidsClosed(market, ask.date, ask.session, ask.now);
  const preview = await previewDeclaration(db, market.id, ask.date, ask.session, panna, day?.open_panna ?? null);
  return { market_id: String(market.id), date: ask.date, session: ask.session, panna, ...preview, settle_version: Number(day?.settle_version ?? 0) };
}

/** The preview of correcting a declared session's result to another panna. */
export async function previewResultCorrection(db: Kysely<DB>, ask: PreviewAsk) {
  const { market, day } = await dayOf(db, ask.marketId, ask.date);
  const panna = pannaOf(ask.panna);
  const current = ask.session === 'open' ? day?.open_panna : day?.close_panna;
  if (!day || !current) throw conflict('NOT_DECLARED', `The ${ask.session} result of this day is not declared yet`);
  if (current === panna) throw conflict('SAME_RESULT', `The ${ask.session} result is already ${panna}`);
  const open = ask.session === 'open' ? panna : day.open_panna;
  const close = ask.session === 'close' ? panna : day.close_panna;
  const preview = await previewCorrection(db, market.id, ask.date, open, close);
  const base = { market_id: String(market.id), date: ask.date, session: ask.session, current_panna: current, panna };
  return { ...base, result: resultText(ask.session, panna), ...preview, settle_version: Number(day.settle_version) };
}
