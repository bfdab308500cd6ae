import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * The account's session generation a security PIN was set in (`session_gen`): the PIN counts only while the account
 * is still in that generation, so ending every other session (a password change, log out everywhere, a forced
 * logout, a suspension) turns off a PIN that whoever held the old password may have set. PINs set before keep working
 * until the next such step.
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await sql`alter table security_pins add column session_gen integer not null default 0`.execute(db);
  await sql`update security_pins set session_gen = coalesce((select session_gen from users where users.id = security_pins.user_id), 0)`.execute(db);
}
