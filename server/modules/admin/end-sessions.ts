/** An operator ends every session of an account (a player's or an operator's), audited when there was one to end. */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { audit } from './audit.ts';

interface EndSessions {
  operatorId: number;
  userId: number;
  reason: string | undefined;
  now: number;
  action: 'player.logout' | 'operator.logout';
  /** What a reply says when there was no live session. */
  none: string;
  /** Runs first in the same transaction (a check that may refuse). */
  before?: (trx: Transaction<DB>) => Promise<unknown>;
}

export async function endSessions(db: Kysely<DB>, e: EndSessions) {
  const ended = await db.transaction().execute(async (trx) => {
    await e.before?.(trx);
    const n = await revokeAllSessions(trx, e.userId, e.now);
    if (n > 0) {
      const details = { sessions_ended: n, reason: e.reason?.trim() ?? '' };
      await audit(trx, { actorId: e.operatorId, action: e.action, targetType: 'user', targetId: e.userId, details, now: e.now });
    }
    return n;
  });
  if (ended === 0) return { status: true, code: 'UNCHANGED' as const, msg: e.none, sessions_ended: 0 };
  return { status: true, code: 'OK' as const, msg: `${ended} session${ended === 1 ? '' : 's'} ended.`, sessions_ended: ended };
}
