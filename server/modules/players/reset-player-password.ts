/**
 * Support gives a player who forgot their password a temporary one: set with its audit entry and the player's notice
 * in one transaction; the player chooses their own at the next login (the login reply says so).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { audit } from '../admin/audit.ts';
import { assertUsablePassword } from '../auth/password-rules.ts';
import { setTemporaryPassword } from '../auth/temporary-password.ts';
import { notify } from '../notifications/notify.ts';
import { findPlayer } from './players.queries.ts';

interface PasswordReset {
  operatorId: number;
  userId: number;
  password: string;
  reason: string;
  now: () => number;
}

const NOTICE = {
  title: 'Password reset',
  message: 'Support set a temporary password for your account. If you did not ask them for it, contact support at once.',
  facts: {},
};

export async function resetPlayerPassword(db: Kysely<DB>, passwords: PasswordHasher, r: PasswordReset) {
  assertUsablePassword('password', r.password);
  const player = await findPlayer(db, r.userId);
  if (!player) throw notFound('No such player');
  const passwordHash = await passwords.hash(r.password);
  const now = r.now();
  const ended = await db.transaction().execute(async (trx) => {
    const sessions = await setTemporaryPassword(trx, { id: r.userId, mobile: player.mobile }, passwordHash, now);
    const details = { reason: r.reason, sessions_ended: sessions };
    await audit(trx, { actorId: r.operatorId, action: 'player.password_reset', targetType: 'user', targetId: r.userId, details, now });
    await notify(trx, r.userId, 'password_reset', NOTICE, now);
    return sessions;
  });
  const sessions = ended === 0 ? '' : ` ${ended} session${ended === 1 ? '' : 's'} ended.`;
  return {
    status: true,
    code: 'OK' as const,
    msg: `Password reset.${sessions} The player must choose a new password at their next login.`,
    sessions_ended: ended,
  };
}
