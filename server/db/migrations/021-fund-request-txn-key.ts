import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../dialect.ts';

/**
 * A fund request's transaction id as compared for duplicates (`txnKeyOf`: lower case, without spaces, '.', '/', '-'
 * or leading zeros; '0' for zeros only), stored when the request is made and indexed: the deposit list used to work
 * it out for every request ever made, each time it flagged the duplicates of one page.
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .alterTable('fund_requests')
    .addColumn('txn_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await fillTxnKeys(db);
  await sql`create index fund_requests_txn_key on fund_requests (txn_key) where txn_key <> ''`.execute(db);
}

/** Every request made before the column: its key worked out from its transaction id, as `txnKeyOf` does. */
export async function fillTxnKeys(db: Kysely<unknown>): Promise<void> {
  await sql`update fund_requests set txn_key = coalesce(nullif(ltrim(lower(replace(replace(replace(replace(txn_id, ' ', ''), '-', ''), '.', ''), '/', '')), '0'), ''), '0') where txn_id <> ''`.execute(
    db,
  );
}
