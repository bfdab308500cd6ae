/**
 * Changes to operator accounts take turns: the operators' rows are locked in id order (on PostgreSQL; SQLite has one
 * writer), then the caller's session is checked to be live still (not ended, its account not suspended). A request
 * that passed its session check just before its operator was suspended, or its sessions ended, changes nothing: two
 * operators suspending each other, or one ending the other's sessions while being suspended, leave one in charge.
 */
import { PostgresAdapter, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { liveSessionIds } from '../auth/sessions.ts';

/** The operator making a change, and the session it came with. */
export interface Caller {
  userId: number;
  sessionId: string;
}

/** The operators' states by id, their rows locked to the end of the transaction; refuses a caller ended meanwhile. */
export async function lockOperatorsAsActive(trx: Transaction<DB>, caller: Caller, now: number): Promise<Map<number, string>> {
  let query = trx.selectFrom('users').select(['id', 'status']).where('role', '=', 'operator').orderBy('id');
  // No key update: the rows' ids stay, so foreign keys to them (an audit entry, a session) are not held up.
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forNoKeyUpdate();
  const operators = new Map((await query.execute()).map((r) => [r.id, r.status]));
  if (operators.get(caller.userId) !== 'active' || !(await liveSessionIds(trx, [caller.sessionId], now)).has(caller.sessionId)) {
    throw forbidden('Your account was suspended or your session ended meanwhile: nothing changed.');
  }
  return operators;
}
