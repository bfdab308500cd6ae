import { type Kysely, sql } from 'kysely';
import { type SqlDialect, idType } from '../dialect.ts';

/** Responsible gaming: limits with their cooling-off, breaks and exclusions, date of birth and reality check. */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('protection_limits')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('pending_amount', 'bigint')
    .addColumn('pending_at', 'bigint')
    .addColumn('operator_amount', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('protection_limits_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('protection_blocks')
    .addColumn('id', idType(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint')
    .execute();
  await db.schema.createIndex('protection_blocks_user').on('protection_blocks').columns(['user_id']).execute();
  await db.schema.createIndex('protection_blocks_mobile').on('protection_blocks').columns(['mobile']).execute();

  await db.schema
    .createTable('protection_profiles')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('birth_date', 'text')
    .addColumn('reality_check_minutes', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // Limits sum a player's ledger over a day, week or month.
  await sql`create index ledger_entries_user_time on ledger_entries (user_id, created_at)`.execute(db);
}
