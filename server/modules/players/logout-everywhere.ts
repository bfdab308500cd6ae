/** An operator ends every session of a player; audited when there was one to end. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { endSessions } from '../admin/end-sessions.ts';
import { findPlayer } from './players.queries.ts';

export async function logoutEverywhere(db: Kysely<DB>, l: { operatorId: number; userId: number; reason: string | undefined; now: () => number }) {
  if (!(await findPlayer(db, l.userId))) throw notFound('No such player');
  const { operatorId, userId, reason } = l;
  return endSessions(db, { operatorId, userId, reason, now: l.now(), action: 'player.logout', none: 'The player had no live session.' });
}
