/** An operator's view of one player's responsible-gaming state. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { protectionState } from './protection-state.ts';

export async function playerProtection(db: Kysely<DB>, userId: number, now: () => number) {
  const player = await db.selectFrom('users').select('id').where('id', '=', userId).where('role', '=', 'player').executeTakeFirst();
  if (!player) throw notFound('No such player');
  return { status: true, code: 'OK' as const, msg: 'Responsible gaming', ...(await protectionState(db, userId, now(), 'operator')) };
}
