/**
 * A player's notifications: operator announcements and the player's own events, newest first. A player on a break or
 * self-excluded gets no announcement made to every player since the block began (those may invite them to play); the
 * player's own events and messages to them alone still come.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { readPage } from '../../lib/paging.ts';
import { blockedAmong } from '../protection/protection.queries.ts';
import { factsOf } from './notify.ts';

/** The most notifications listed at once. */
export const NOTIFICATION_ROWS = 100;

/** The newest 100, or with `before` (a `notification_id`) the 100 older than that one; `more` says if there are more. */
export async function playerNotifications(db: Kysely<DB>, userId: number, now: number, before?: string) {
  const blockedSince = (await blockedAmong(db, [userId], now)).get(userId);
  let q = db
    .selectFrom('notifications')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        blockedSince === undefined ? eb('user_id', 'is', null) : eb.and([eb('user_id', 'is', null), eb('created_at', '<', blockedSince)]),
      ]),
    );
  if (before !== undefined) q = q.where('id', '<', Number(before));
  const { page: rows, next_before } = await readPage(q.orderBy('id', 'desc'), NOTIFICATION_ROWS);
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
    more: next_before !== null,
  };
}
