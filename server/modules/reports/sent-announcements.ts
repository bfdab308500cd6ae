/** The announcements operators have sent, to everyone or to one player, newest first. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { countOf, pageLimit, pageOffset } from '../../lib/paging.ts';

export async function listAnnouncements(
  db: Kysely<DB>,
  query: { user_id?: string | undefined; limit?: string | undefined; offset?: string | undefined } | undefined,
) {
  const limit = pageLimit(query?.limit);
  const offset = pageOffset(query?.offset);
  let base = db.selectFrom('notifications').leftJoin('users', 'users.id', 'notifications.user_id').where('notifications.kind', '=', 'announcement');
  if (query?.user_id) base = base.where('notifications.user_id', '=', Number(query.user_id));
  const total = await countOf(base);
  const rows = await base
    .selectAll('notifications')
    .select('users.name as user_name')
    .orderBy('notifications.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const items = rows.map((r) => ({
    id: String(r.id),
    user_id: r.user_id === null ? null : String(r.user_id),
    user_name: r.user_name ?? '',
    title: r.title,
    message: r.message,
    created_at: new Date(r.created_at).toISOString(),
  }));
  return { items, total, limit, offset };
}
