/** An operator ends every session of an operator account (a lost laptop, a leaked password); audited. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { endSessions } from '../admin/end-sessions.ts';
import { lockOperatorsAsActive } from './operator-lock.ts';
import { findOperator } from './operators.queries.ts';

export async function endOperatorSessions(
  db: Kysely<DB>,
  e: { operatorId: number; sessionId: string; userId: number; reason: string | undefined; now: number },
) {
  if (!(await findOperator(db, e.operatorId, e.userId, e.now))) throw notFound('No such operator');
  const { operatorId, userId, reason, now } = e;
  return endSessions(db, {
    operatorId,
    userId,
    reason,
    now,
    action: 'operator.logout',
    none: 'The account had no live session.',
    before: (trx) => lockOperatorsAsActive(trx, { userId: operatorId, sessionId: e.sessionId }, now),
  });
}
