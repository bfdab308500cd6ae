/**
 * An operator suspends or reactivates another operator's account, audited; suspension ends every session at once.
 * No one suspends their own account, and a caller suspended meanwhile changes nothing (operator-lock.ts), so one
 * operator always remains.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import { audit } from '../admin/audit.ts';
import { setPlayerFlags } from '../auth/player-status.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { lockOperatorsAsActive } from './operator-lock.ts';
import { findOperator } from './operators.queries.ts';

interface StatusChange {
  operatorId: number;
  sessionId: string;
  userId: number;
  suspended: boolean;
  reason: string;
  now: number;
}

export async function changeOperatorStatus(db: Kysely<DB>, c: StatusChange) {
  if (c.userId === c.operatorId && c.suspended) throw forbidden('You cannot suspend your own account: another operator must.');
  const result = await db.transaction().execute(async (trx) => {
    const operators = await lockOperatorsAsActive(trx, { userId: c.operatorId, sessionId: c.sessionId }, c.now);
    if (!operators.has(c.userId)) throw notFound('No such operator');
    const changed = (await setPlayerFlags(trx, c.userId, { suspended: c.suspended }, c.now)).length > 0;
    const ended = changed && c.suspended ? await revokeAllSessions(trx, c.userId, c.now) : 0;
    if (changed) {
      const details = { suspended: c.suspended, sessions_ended: ended, reason: c.reason };
      await audit(trx, { actorId: c.operatorId, action: 'operator.status', targetType: 'user', targetId: c.userId, details, now: c.now });
    }
    return { changed, ended };
  });
  const operator = await findOperator(db, c.operatorId, c.userId, c.now);
  if (!operator) throw notFound('No such operator');
  if (!result.changed) {
    return {
      status: true,
      code: 'UNCHANGED' as const,
      msg: `Nothing changed: ${operator.name} was already ${c.suspended ? 'suspended' : 'active'}.`,
      operator,
    };
  }
  const msg = c.suspended
    ? `Operator ${operator.name} suspended; ${result.ended} session${result.ended === 1 ? '' : 's'} ended.`
    : `Operator ${operator.name} reactivated.`;
  return { status: true, code: 'OK' as const, msg, operator };
}
