import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * 1: the account's password was chosen by someone else (an operator added this operator account): it must be changed
 * before the console opens, and it is cleared by the change.
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await sql`alter table users add column must_change_password integer not null default 0`.execute(db);
}
