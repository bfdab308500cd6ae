import type { Kysely } from 'kysely';

/** Operator controls on a player: betting and withdrawals can be blocked without suspending the account. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('betting_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('withdrawals_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('users_created').on('users').columns(['created_at']).execute();
}
