import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * Settlement rewrites the status of every bid of a market day once (pending to won or lost). With the status in
 * the day and date indexes, each of those rows also moved in both indexes (four index writes per bid); the queries
 * that filter on status read the day's or date's rows anyway, so the indexes keep only the day and the date.
 * On PostgreSQL the bids table leaves half of each page free: with no indexed column changing, the settled
 * version of a row then fits on its own page (a heap-only update, no new index entries at all). After settlement
 * the table is no larger than it was with full pages, where every settled row went to a new page.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema.dropIndex('bids_day').execute();
  await db.schema.dropIndex('bids_date_status').execute();
  await db.schema.createIndex('bids_day').on('bids').columns(['market_id', 'market_date']).execute();
  await db.schema.createIndex('bids_date').on('bids').columns(['market_date']).execute();
  if (dialect === 'postgres') await sql`alter table bids set (fillfactor = 50)`.execute(db);
}
