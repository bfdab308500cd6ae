/**
 * No two markets of a family share a name (in any case, spaces around it aside): the console's lists and the players'
 * screens name markets, and a declaration on the wrong one of two "KALYAN"s would settle the wrong bids. Adding or
 * renaming a market takes its turn first (an advisory lock on PostgreSQL; SQLite has one writer), so two at once
 * cannot take one name.
 */
import { type Transaction, sql } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import { takeTurn } from '../../db/turns.ts';
import type { DB, Family } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';

export async function assertMarketNameFree(trx: Transaction<DB>, dialect: SqlDialect, m: { family: Family; name: string; exceptId?: number }) {
  if (dialect === 'postgres') await takeTurn(trx, 'market-names');
  let query = trx
    .selectFrom('markets')
    .select('id')
    .where('family', '=', m.family)
    .where(sql<string>`lower(trim(name))`, '=', sql<string>`lower(trim(${m.name}))`);
  if (m.exceptId !== undefined) query = query.where('id', '<>', m.exceptId);
  if (await query.executeTakeFirst()) {
    throw invalid('name', m.family === 'starline' ? 'Another Starline slot has this name.' : 'Another market has this name.');
  }
}
