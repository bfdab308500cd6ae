/**
 * The audit log: every operator action, written in the same transaction as the action itself, with the actor's name
 * as it was then. Entries are never changed or deleted (the database refuses it).
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface AuditRecord {
  actorId: number;
  action: string;
  targetType: string;
  targetId: string | number;
  details: Record<string, unknown>;
  now: number;
}

export async function audit(db: Kysely<DB>, r: AuditRecord): Promise<number> {
  const { id } = await db
    .insertInto('audit_log')
    .values({
      actor_id: r.actorId,
      actor_name: sql<string>`coalesce((select name from users where id = ${r.actorId}), '')`,
      action: r.action,
      target_type: r.targetType,
      target_id: String(r.targetId),
      details: JSON.stringify(r.details),
      created_at: r.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
