import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * Wrong PINs in a row per security PIN (`wrong_tries`): after enough of them the PIN is turned off, so guessing a
 * 4-digit PIN slowly, within the login limits, still ends long before it could succeed.
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await sql`alter table security_pins add column wrong_tries integer not null default 0`.execute(db);
}
