/**
 * Turns on PostgreSQL: a transaction-scoped advisory lock per kind of change that must not run twice at once (SQLite
 * has one writer). They are taken in a key space of their own (two keys: this namespace and the turn's name), apart
 * from the one-key locks whose key a client can choose (an Idempotency-Key's), so no request can hold up a turn.
 */
import { sql, type Transaction } from 'kysely';
import type { DB } from './schema.ts';

const NAMESPACE = 0x6d61746b; // 'matk'

export async function takeTurn(trx: Transaction<DB>, name: 'operator-accounts' | 'market-names'): Promise<void> {
  await sql`select pg_advisory_xact_lock(${NAMESPACE}::int4, hashtext(${name}))`.execute(trx);
}
