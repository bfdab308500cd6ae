/**
 * Changes to operator accounts take turns: on PostgreSQL each takes one transaction-scoped advisory lock (SQLite has
 * one writer), then reads the operators. The caller's session is then checked to be live still (not ended, its
 * account not suspended). A request that passed its session check just before its operator was suspended, or its
 * sessions ended, changes nothing: two operators suspending each other, or one ending the other's sessions while
 * being suspended, leave one in charge. The turn is a lock of its own, not the operators' rows: an operator's action
 * in flight holds its own row shared until it commits (the audit log's check), and a change waiting for it must not
 * hold the other operators' rows meanwhile, or an action of theirs waiting on that change could close a cycle.
 */
import { PostgresAdapter, type Transaction } from 'kysely';
import { takeTurn } from '../../db/turns.ts';
import type { DB } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { actorGone } from '../admin/audit.ts';
import { liveSessionIds } from '../auth/sessions.ts';

/** The operator making a change, and the session it came with. */
export interface Caller {
  userId: number;
  sessionId: string;
}

/** Takes the turn of operator-account changes (to the end of the transaction), then reads the operators' states and names by id. */
export async function lockOperators(trx: Transaction<DB>): Promise<Map<number, { status: string; name: string }>> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await takeTurn(trx, 'operator-accounts');
  const rows = await trx.selectFrom('users').select(['id', 'status', 'name']).where('role', '=', 'operator').orderBy('id').execute();
  return new Map(rows.map((r) => [r.id, { status: r.status, name: r.name }]));
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
