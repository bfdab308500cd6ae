/** An operator ends every session of an operator account (a lost laptop, a leaked password); audited. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../admin/audit.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { findOperator } from './operators.queries.ts';

export async function endOperatorSessions(db: Kysely<DB>, e: { operatorId: number; userId: number; reason: string | undefined; now: number }) {
  if (!(await findOperator(db, e.operatorId, e.userId, e.now))) throw notFound('No such operator');
  const ended = await db.transaction().execute(async (trx) => {
    const n = await revokeAllSessions(trx, e.userId, e.now);
    if (n > 0) {
      const details = { sessions_ended: n, reason: e.reason?.trim() ?? '' };
      await audit(trx, { actorId: e.operatorId, action: 'operator.logout', targetType: 'user', targetId: e.userId, details, now: e.now });
    }
    return n;
  });
  if (ended === 0) return { status: true, code: 'UNCHANGED' as const, msg: 'The account had no live session.', sessions_ended: 0 };
  return { status: true, code: 'OK' as const, msg: `${ended} session${ended === 1 ? '' : 's'} ended.`, sessions_ended: ended };
}
