import { type Kysely, sql } from 'kysely';
import { type SqlDialect, idType } from '../dialect.ts';

export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('markets')
    .addColumn('id', idType(dialect), (c) => c.primaryKey())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('open_time', 'text', (c) => c.notNull())
    .addColumn('open_result_time', 'text', (c) => c.notNull())
    .addColumn('close_time', 'text', (c) => c.notNull())
    .addColumn('close_result_time', 'text', (c) => c.notNull())
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('market_holidays')
    .addColumn('market_id', 'bigint', (c) => c.notNull().references('markets.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('created_by', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_holidays_pk', ['market_id', 'date'])
    .execute();

  await db.schema
    .createTable('market_days')
    .addColumn('market_id', 'bigint', (c) => c.notNull().references('markets.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('open_panna', 'text')
    .addColumn('close_panna', 'text')
    .addColumn('open_declared_at', 'bigint')
    .addColumn('open_declared_by', 'bigint', (c) => c.references('users.id'))
    .addColumn('close_declared_at', 'bigint')
    .addColumn('close_declared_by', 'bigint', (c) => c.references('users.id'))
    .addColumn('settle_version', 'integer', (c) => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .addColumn('cancelled_by', 'bigint', (c) => c.references('users.id'))
    .addColumn('cancel_reason', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_days_pk', ['market_id', 'date'])
    .execute();

  await db.schema
    .createTable('bid_slips')
    .addColumn('id', idType(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('market_id', 'bigint', (c) => c.notNull().references('markets.id'))
    .addColumn('market_date', 'text', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bids')
    .addColumn('id', idType(dialect), (c) => c.primaryKey())
    .addColumn('slip_id', 'bigint', (c) => c.notNull().references('bid_slips.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('market_id', 'bigint', (c) => c.notNull().references('markets.id'))
    .addColumn('market_date', 'text', (c) => c.notNull())
    .addColumn('bid_type', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('digits', 'text', (c) => c.notNull())
    .addColumn('closedigits', 'text', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('rate_1', 'integer', (c) => c.notNull())
    .addColumn('rate_2', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('win_amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('bids_day').on('bids').columns(['market_id', 'market_date', 'status']).execute();
  await db.schema.createIndex('bids_user').on('bids').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('bids_date_status').on('bids').columns(['market_date', 'status']).execute();

  // Settlement posts at most one entry per player for each stake, win, reversal or refund it makes.
  await sql`create unique index ledger_entries_settlement on ledger_entries (entry_type, ref_type, ref_id, user_id)
    where entry_type in ('bid_stake', 'win', 'win_reversal', 'refund')`.execute(db);
}
