/** An operator changes a player's flags: one transaction with its audit entry; suspension ends every session. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../admin/audit.ts';
import { type FlagChanges, type PlayerFlag, setPlayerFlags } from '../auth/player-status.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { findPlayer } from './players.queries.ts';

const WORDS: Record<PlayerFlag, [on: string, off: string]> = {
  betting_blocked: ['betting blocked', 'betting allowed'],
  withdrawals_blocked: ['withdrawals blocked', 'withdrawals allowed'],
  suspended: ['account suspended', 'account reactivated'],
};

const said = (flags: PlayerFlag[], changes: FlagChanges) => flags.map((f) => WORDS[f][changes[f] ? 0 : 1]).join(', ');
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

export async function changePlayerStatus(db: Kysely<DB>, operatorId: number, userId: number, changes: FlagChanges, reason: string, now: number) {
  if (!(await findPlayer(db, userId))) throw notFound('No such player');
  const changed = await db.transaction().execute(async (trx) => {
    const flags = await setPlayerFlags(trx, userId, changes, now);
    if (changes.suspended === true) await revokeAllSessions(trx, userId, now);
    if (flags.length) {
      const details = { ...Object.fromEntries(flags.map((f) => [f, changes[f]])), reason };
      await audit(trx, { actorId: operatorId, action: 'player.status', targetType: 'user', targetId: userId, details, now });
    }
    return flags;
  });
  const asked = (Object.keys(changes) as PlayerFlag[]).filter((f) => changes[f] !== undefined);
  const unchanged = asked.filter((f) => !changed.includes(f));
  const parts = [];
  if (changed.length) parts.push(sentence(said(changed, changes)));
  if (unchanged.length) parts.push(`Nothing to change for: ${said(unchanged, changes)} (already so).`);
  const player = await findPlayer(db, userId);
  if (!player) throw notFound('No such player');
  return { status: true, code: changed.length ? ('OK' as const) : ('UNCHANGED' as const), msg: parts.join(' '), changed, player };
}
