import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/** An operator's session lasts 12 hours from now on: sessions opened before are held to it too. */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const shorter = dialect === 'postgres' ? sql`least(expires_at, created_at + 43200000)` : sql`min(expires_at, created_at + 43200000)`;
  await sql`update sessions set expires_at = ${shorter} where user_id in (select id from users where role = 'operator')`.execute(db);
}
