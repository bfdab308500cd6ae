import type { Handlers } from '../../http/handler.ts';
import { pageLimit, pageOf } from '../../lib/paging.ts';

export const auditHandlers: Handlers = {
  async listAuditLog({ query, deps }) {
    const limit = pageLimit(query?.limit);
    let q = deps.db
      .selectFrom('audit_log')
      .innerJoin('users', 'users.id', 'audit_log.actor_id')
      .selectAll('audit_log')
      .select('users.name as actor_name')
      .orderBy('audit_log.id', 'desc')
      .limit(limit + 1);
    if (query?.before) q = q.where('audit_log.id', '<', Number(query.before));
    const { page, next_before } = pageOf(await q.execute(), limit);
    return {
      items: page.map((r) => ({
        id: String(r.id),
        actor_id: String(r.actor_id),
        actor_name: r.actor_name,
        action: r.action,
        target_type: r.target_type,
        target_id: r.target_id,
        details: JSON.parse(r.details) as Record<string, unknown>,
        created_at: new Date(r.created_at).toISOString(),
      })),
      next_before,
    };
  },
};
