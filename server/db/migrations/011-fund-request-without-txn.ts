import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * A fund request may come without the payment's transaction id (a payment slip sent on its own): `txn_id` is then
 * empty, and a transaction id stays accepted once only among the requests that carry one.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table fund_requests drop constraint fund_requests_txn_id_key`.execute(db);
  } else {
    // SQLite cannot drop a column's unique constraint: the table is rebuilt with the same columns and rows.
    await sql`create table fund_requests_new (
      id integer primary key,
      user_id bigint not null references users (id),
      amount bigint not null,
      description text not null,
      txn_id text not null,
      receipt_file text not null,
      receiver_upi_id text not null,
      status text not null,
      remark text not null,
      created_at bigint not null,
      decided_at bigint,
      decided_by bigint references users (id)
    )`.execute(db);
    await sql`insert into fund_requests_new select id, user_id, amount, description, txn_id, receipt_file, receiver_upi_id, status, remark, created_at, decided_at, decided_by from fund_requests`.execute(
      db,
    );
    await sql`drop table fund_requests`.execute(db);
    await sql`alter table fund_requests_new rename to fund_requests`.execute(db);
    await db.schema.createIndex('fund_requests_user').on('fund_requests').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('fund_requests_status').on('fund_requests').columns(['status', 'id']).execute();
  }
  await sql`create unique index fund_requests_txn_id on fund_requests (txn_id) where txn_id <> ''`.execute(db);
}
