/**
 * What every result operation starts from: the market (or 404), a panna written the way the chart writes it, and
 * the day's settlement version the operator's preview was made at.
 */
import type { Kysely } from 'kysely';
import { findPanna } from '../../../sdk/pannas.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { findMarket, type MarketRow } from '../markets/markets.ts';

export async function marketOf(db: Kysely<DB>, id: string): Promise<MarketRow> {
  const market = await findMarket(db, Number(id));
  if (!market) throw notFound('No such market');
  return market;
}

export function pannaOf(value: string): string {
  const panna = findPanna(value);
  if (!panna) throw invalid('panna', `${value} is not a panna: write its three digits in order with 0 last (e.g. 120, 550)`);
  return panna.panna;
}

/**
 * Refuses (409 EDIT_CONFLICT) a declaration or correction made from a preview of an earlier settlement of the day:
 * another operator corrected it or cancelled it since, so what the operator confirmed is not what would happen.
 */
export function assertSettledAsSeen(day: { settle_version: number; open_panna: string | null; close_panna: string | null }, seen: number | undefined): void {
  if (seen === undefined || Number(day.settle_version) === seen) return;
  const now = `open ${day.open_panna || 'not declared'}, close ${day.close_panna || 'not declared'}`;
  throw conflict('EDIT_CONFLICT', `Another operator settled this day again since your preview (now ${now}). Preview again.`);
}
