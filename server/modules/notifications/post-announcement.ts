/** An operator posts an announcement to every player, or a message to one player, audited in the same transaction. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../admin/audit.ts';

export async function postAnnouncement(
  db: Kysely<DB>,
  operatorId: number,
  body: { title: string; message: string; player_id?: string | null | undefined },
  now: number,
) {
  const userId = body.player_id ? Number(body.player_id) : null;
  if (userId !== null && !(await db.selectFrom('users').select('id').where('id', '=', userId).where('role', '=', 'player').executeTakeFirst())) {
    throw notFound('No such player');
  }
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('notifications')
      .values({ user_id: userId, kind: 'announcement', title: body.title.trim(), message: body.message.trim(), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, {
      actorId: operatorId,
      action: 'announcement.post',
      targetType: 'notification',
      targetId: id,
      details: { title: body.title, player_id: body.player_id ?? null },
      now,
    });
  });
  return { status: true, code: 'OK' as const, msg: userId === null ? 'Announcement posted.' : 'Message sent to the player.' };
}
