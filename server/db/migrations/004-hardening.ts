import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * Session generations: a session is valid only while its generation equals its account's, so ending every
 * session of an account (password change, log out everywhere, forced logout) is one update that no login in
 * flight can outrun. Uploaded files in the database, so every server process on one PostgreSQL sees them.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('session_gen', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('gen', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('uploads')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('uploads_pk', ['kind', 'name'])
    .execute();
}
