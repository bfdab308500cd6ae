import { type Kysely, sql } from 'kysely';
import { idType, type SqlDialect } from '../dialect.ts';

export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', idType(dialect), (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sqlIn('role', ['player', 'operator'])))
    .addColumn('status', 'text', (c) => c.notNull().check(sqlIn('status', ['active', 'blocked'])))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('wallets')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bank_details')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('ac_holder_name', 'text', (c) => c.notNull())
    .addColumn('ac_number', 'text', (c) => c.notNull())
    .addColumn('ifsc_code', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('branch_address', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('enquiries')
    .addColumn('id', idType(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('enquiry', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('enquiries_user').on('enquiries').column('user_id').execute();

  await db.schema
    .createTable('throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .execute();
}

/** A CHECK that a text column holds one of a fixed set of constant values. */
function sqlIn(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
}
