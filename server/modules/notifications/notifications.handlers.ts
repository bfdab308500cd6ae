/** Notifications: operator announcements and the player's own events, newest first. */
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { postAnnouncement } from './post-announcement.ts';

export const notificationHandlers: Handlers = {
  async getNotifications({ auth, deps }) {
    const { userId } = requireAuth(auth);
    const rows = await deps.db
      .selectFrom('notifications')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', 'is', null)]))
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return {
      status: true,
      code: 'OK',
      msg: rows.length ? 'Notifications' : 'No notifications yet',
      notification: rows.map((r) => ({
        notification_id: String(r.id),
        kind: r.kind as 'announcement',
        title: r.title,
        message: r.message,
        insert_date: new Date(r.created_at).toISOString(),
      })),
    };
  },
  async postAnnouncement({ body, auth, deps }) {
    return postAnnouncement(deps.db, requireAuth(auth).userId, body, deps.clock.now());
  },
};
