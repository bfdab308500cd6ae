import type { Kysely } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * The mobile numbers a player is paid on through UPI apps (PayTM, Google Pay, PhonePe), where a withdrawal by such a
 * payment method is paid; '' where none is saved.
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('upi_details')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('paytm_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('google_pay_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phonepe_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
