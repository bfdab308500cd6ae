/**
 * Changes to operator accounts take turns: the operators' rows are locked in id order (on PostgreSQL; SQLite has one
 * writer), then the caller is checked to be active still. A request that passed its session check just before its
 * operator was suspended changes nothing, so two operators suspending each other at once leave one of them active.
 */
import { PostgresAdapter, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';

/** The operators' states by id, their rows locked to the end of the transaction; refuses a caller suspended meanwhile. */
export async function lockOperatorsAsActive(trx: Transaction<DB>, callerId: number): Promise<Map<number, string>> {
  let query = trx.selectFrom('users').select(['id', 'status']).where('role', '=', 'operator').orderBy('id');
  // No key update: the rows' ids stay, so foreign keys to them (an audit entry, a session) are not held up.
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forNoKeyUpdate();
  const operators = new Map((await query.execute()).map((r) => [r.id, r.status]));
  if (operators.get(callerId) !== 'active') throw forbidden('Your account was suspended meanwhile: nothing changed.');
  return operators;
}
