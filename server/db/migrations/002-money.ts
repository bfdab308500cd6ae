import { type Kysely, sql } from 'kysely';
import { type SqlDialect, idType } from '../dialect.ts';

export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', idType(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('entry_type', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('ref_type', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_user').on('ledger_entries').columns(['user_id', 'id']).execute();
  // A request is credited, held or returned at most once, whatever races or retries happen.
  await sql`create unique index ledger_entries_once on ledger_entries (entry_type, ref_type, ref_id)
    where entry_type in ('deposit', 'withdrawal_hold', 'withdrawal_return')`.execute(db);
  if (dialect === 'sqlite') {
    await sql`create trigger ledger_entries_no_update before update on ledger_entries
      begin select raise(abort, 'ledger entries are append-only'); end`.execute(db);
    await sql`create trigger ledger_entries_no_delete before delete on ledger_entries
      begin select raise(abort, 'ledger entries are append-only'); end`.execute(db);
  } else {
    await sql`create function ledger_entries_append_only() returns trigger language plpgsql as $$
      begin raise exception 'ledger entries are append-only'; end $$`.execute(db);
    await sql`create trigger ledger_entries_no_change before update or delete on ledger_entries
      for each row execute function ledger_entries_append_only()`.execute(db);
  }

  await db.schema
    .createTable('fund_requests')
    .addColumn('id', idType(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('txn_id', 'text', (c) => c.notNull().unique())
    .addColumn('receipt_file', 'text', (c) => c.notNull())
    .addColumn('receiver_upi_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'bigint', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('fund_requests_user').on('fund_requests').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('fund_requests_status').on('fund_requests').columns(['status', 'id']).execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', idType(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('bank_json', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'bigint', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'id']).execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', idType(dialect), (c) => c.primaryKey())
    .addColumn('actor_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', idType(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();
}
