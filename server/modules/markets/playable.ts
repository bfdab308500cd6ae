/** The market a player asks about: active and of the family asked for (either, for 'any'), or 404. */
import type { Kysely } from 'kysely';
import type { DB, Family } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { findMarket, type MarketRow } from './markets.ts';

export async function playableMarket(db: Kysely<DB>, id: string, family: Family | 'any'): Promise<MarketRow> {
  const market = await findMarket(db, Number(id));
  if (!market || (family !== 'any' && market.family !== family) || market.active !== 1) throw notFound('No such game');
  return market;
}
