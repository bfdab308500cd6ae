/** An operator ends every session of a player; audited when there was one to end. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../admin/audit.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { findPlayer } from './players.queries.ts';

export async function logoutEverywhere(db: Kysely<DB>, l: { operatorId: number; userId: number; reason: string | undefined; now: () => number }) {
  const { operatorId, userId } = l;
  if (!(await findPlayer(db, userId))) throw notFound('No such player');
  const now = l.now();
  const ended = await db.transaction().execute(async (trx) => {
    const n = await revokeAllSessions(trx, userId, now);
    if (n > 0) {
      const details = { sessions_ended: n, reason: l.reason?.trim() ?? '' };
      await audit(trx, { actorId: operatorId, action: 'player.logout', targetType: 'user', targetId: userId, details, now });
    }
    return n;
  });
  if (ended === 0) return { status: true, code: 'UNCHANGED' as const, msg: 'The player had no live session.', sessions_ended: 0 };
  return { status: true, code: 'OK' as const, msg: `${ended} session${ended === 1 ? '' : 's'} ended.`, sessions_ended: ended };
}
