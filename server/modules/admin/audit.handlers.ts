import type { Handlers } from '../../http/handler.ts';
import { istInstant, addDays } from '../../lib/ist.ts';
import { countOf, pageLimit, pageOf, pageOffset } from '../../lib/paging.ts';

export const auditHandlers: Handlers = {
  async listAuditLog({ query, deps }) {
    const limit = pageLimit(query?.limit);
    let base = deps.db.selectFrom('audit_log').innerJoin('users', 'users.id', 'audit_log.actor_id');
    if (query?.actor_id) base = base.where('audit_log.actor_id', '=', Number(query.actor_id));
    if (query?.action) {
      const action = query.action;
      base = action.includes('.') ? base.where('audit_log.action', '=', action) : base.where('audit_log.action', 'like', `${action}.%`);
    }
    if (query?.from) base = base.where('audit_log.created_at', '>=', istInstant(query.from, '00:00'));
    if (query?.to) base = base.where('audit_log.created_at', '<', istInstant(addDays(query.to, 1), '00:00'));
    const total = await countOf(base);
    let q = base
      .selectAll('audit_log')
      .select('users.name as actor_name')
      .orderBy('audit_log.id', 'desc')
      .limit(limit + 1);
    if (query?.before) q = q.where('audit_log.id', '<', Number(query.before));
    else q = q.offset(pageOffset(query?.offset));
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
      total,
    };
  },
};
