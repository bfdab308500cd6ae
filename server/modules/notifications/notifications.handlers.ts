/** Notifications: operator announcements and the player's own events, newest first. */
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { playerNotifications } from './player-notifications.ts';
import { postAnnouncement } from './post-announcement.ts';

export const notificationHandlers: Handlers = {
  async getNotifications({ body, auth, deps }) {
    return playerNotifications(deps.db, requireAuth(auth).userId, deps.clock.now(), body?.before);
  },

  async postAnnouncement({ body, auth, deps }) {
    return postAnnouncement(deps.db, requireAuth(auth).userId, body, deps.clock.now());
  },
};
