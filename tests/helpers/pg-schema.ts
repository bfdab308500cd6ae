/**
 * Dropping a test's PostgreSQL schema while another test file migrates its own: the migrator reads the tables of every
 * schema (Kysely's introspection) and fails with "schema ... does not exist" on one dropped under it. The drop takes
 * the lock migrations run under (server/db/migrate.ts), so the two take turns.
 */
import type pg from 'pg';
import { MIGRATION_LOCK_KEY } from '../../server/db/migrate.ts';

export async function dropSchemas(client: pg.ClientBase, ...schemas: string[]): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    for (const schema of schemas) await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  }
}
