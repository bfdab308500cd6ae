/**
 * Changes to operator accounts take turns: the operators' rows are locked in id order (on PostgreSQL; SQLite has one
 * writer), then the caller's session is checked to be live still (not ended, its account not suspended). A request
 * that passed its session check just before its operator was suspended, or its sessions ended, changes nothing: two
 * operators suspending each other, or one ending the other's sessions while being suspended, leave one in charge.
 */
import { PostgresAdapter, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { actorGone } from '../admin/audit.ts';
import { liveSessionIds } from '../auth/sessions.ts';

/** The operator making a change, and the session it came with. */
export interface Caller {
  userId: number;
  sessionId: string;
}

/** The operators' states and names by id, their rows locked to the end of the transaction (in id order). */
export async function lockOperators(trx: Transaction<DB>): Promise<Map<number, { status: string; name: string }>> {
  let query = trx.selectFrom('users').select(['id', 'status', 'name']).where('role', '=', 'operator').orderBy('id');
  // No key update: the rows' ids stay, so foreign keys to them (an audit entry, a session) are not held up.
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forNoKeyUpdate();
  return new Map((await query.execute()).map((r) => [r.id, { status: r.status, name: r.name }]));
}

/** No two operators share a name (the audit log shows names): refuses one another operator has, in any case. */
export function assertOperatorNameFree(operators: Map<number, { name: string }>, name: string, exceptId: number, field = 'name'): void {
  const wanted = name.trim().toLowerCase();
  for (const [id, operator] of operators) {
    if (id !== exceptId && operator.name.trim().toLowerCase() === wanted) throw invalid(field, 'Another operator account has this name.');
  }
}

/** The operators, locked as above; refuses a caller suspended or whose session ended meanwhile. */
export async function lockOperatorsAsActive(trx: Transaction<DB>, caller: Caller, now: number): Promise<Map<number, { status: string; name: string }>> {
  const operators = await lockOperators(trx);
  if (operators.get(caller.userId)?.status !== 'active' || !(await liveSessionIds(trx, [caller.sessionId], now)).has(caller.sessionId)) {
    throw actorGone();
  }
  return operators;
}
