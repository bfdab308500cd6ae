/** The audit log as operators read it: newest first, by actor, action (or action family) and IST date range. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { assertRangeOrder } from '../../lib/date-range.ts';
import { addDays, istInstant } from '../../lib/ist.ts';
import { countOf, pageLimit, pageOf, pageOffset } from '../../lib/paging.ts';

export interface AuditFilter {
  actor_id?: string | undefined;
  /** A full action ('market.update') or a family of actions ('market'). */
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before?: string | undefined;
  limit?: string | undefined;
  offset?: string | undefined;
}

export async function listAuditLog(db: Kysely<DB>, filter: AuditFilter | undefined) {
  assertRangeOrder(filter?.from, filter?.to);
  const limit = pageLimit(filter?.limit);
  let base = db.selectFrom('audit_log');
  if (filter?.actor_id) base = base.where('audit_log.actor_id', '=', Number(filter.actor_id));
  if (filter?.action) {
    const action = filter.action;
    base = action.includes('.') ? base.where('audit_log.action', '=', action) : base.where('audit_log.action', 'like', `${action}.%`);
  }
  if (filter?.from) base = base.where('audit_log.created_at', '>=', istInstant(filter.from, '00:00'));
  if (filter?.to) base = base.where('audit_log.created_at', '<', istInstant(addDays(filter.to, 1), '00:00'));
  const total = await countOf(base);
  // The actor's role: players' own protection changes are logged too, and a player's name may be an operator's.
  let q = base
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .selectAll('audit_log')
    .select('users.role as actor_role')
    .orderBy('audit_log.id', 'desc')
    .limit(limit + 1);
  if (filter?.before) q = q.where('audit_log.id', '<', Number(filter.before));
  else q = q.offset(pageOffset(filter?.offset));
  const { page, next_before } = pageOf(await q.execute(), limit);
  return {
    items: page.map((r) => ({
      id: String(r.id),
      actor_id: String(r.actor_id),
      actor_name: r.actor_name,
      actor_role: r.actor_role === 'player' ? ('player' as const) : ('operator' as const),
      action: r.action,
      target_type: r.target_type,
      target_id: r.target_id,
      details: JSON.parse(r.details) as Record<string, unknown>,
      created_at: new Date(r.created_at).toISOString(),
    })),
    next_before,
    total,
  };
}
