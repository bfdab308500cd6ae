/** The server's health: the database answers, which engine, the version, and whether demo results are drawn. */
import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';

export const VERSION = '0.1.0';

export async function health(db: Kysely<DB>, dialect: SqlDialect, demoResults: boolean) {
  try {
    await sql`select 1`.execute(db);
  } catch {
    throw new ApiError(503, 'UNAVAILABLE', 'Database unavailable');
  }
  return demoResults
    ? { status: 'ok' as const, database: dialect, version: VERSION, demo_results: true }
    : { status: 'ok' as const, database: dialect, version: VERSION };
}
