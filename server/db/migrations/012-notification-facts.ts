import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * A player's own notification keeps what it says as data (`facts`, JSON: points, reason, reference, market, date) next
 * to its English title and message, so the app words it in the player's language. Older rows keep '' (no facts).
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await sql`alter table notifications add column facts text not null default ''`.execute(db);
}
