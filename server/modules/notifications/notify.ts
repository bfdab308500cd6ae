/** Per-player events shown in Notifications, written with the change they announce. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type NotificationKind = 'announcement' | 'fund_approved' | 'fund_rejected' | 'withdrawal_paid' | 'withdrawal_returned' | 'win';

export async function notify(db: Kysely<DB>, userId: number | null, kind: NotificationKind, title: string, message: string, now: number): Promise<void> {
  await db.insertInto('notifications').values({ user_id: userId, kind, title, message, created_at: now }).execute();
}
