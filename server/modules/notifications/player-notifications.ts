/** A player's notifications: operator announcements and the player's own events, newest first. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { factsOf } from './notify.ts';

export async function playerNotifications(db: Kysely<DB>, userId: number) {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', 'is', null)]))
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return {
    status: true,
    code: 'OK' as const,
    msg: rows.length ? 'Notifications' : 'No notifications yet',
    notification: rows.map((r) => {
      const facts = factsOf(r.facts);
      return {
        notification_id: String(r.id),
        kind: r.kind as 'announcement',
        title: r.title,
        message: r.message,
        ...(facts ? { facts } : {}),
        insert_date: new Date(r.created_at).toISOString(),
      };
    }),
  };
}
