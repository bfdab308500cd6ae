/** What every result operation starts from: the market (or 404) and a panna written the way the chart writes it. */
import type { Kysely } from 'kysely';
import { findPanna } from '../../../sdk/pannas.ts';
import type { DB } from '../../db/schema.ts';
import { invalid, notFound } from '../../errors.ts';
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
