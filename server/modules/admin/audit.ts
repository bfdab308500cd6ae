/**
 * The audit log: every operator action, written in the same transaction as the action itself, with the actor's name
 * as it was then. Entries are never changed or deleted (the database refuses it).
 *
 * Writing the entry is also where an operator's action is checked a last time: the operator's account must still be
 * active and the request's session live. A request that passed its session check just before its operator was
 * suspended, or its sessions ended, changes nothing. The operator's row is locked shared to the end of the
 * transaction (on PostgreSQL; SQLite has one writer), so a suspension or an end of sessions, which change that row,
 * waits for an action already past this check, and an action after it sees them.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { actingSession } from '../../lib/acting-session.ts';
import { liveSessionIds } from '../auth/sessions.ts';

export interface AuditRecord {
  actorId: number;
  action: string;
  targetType: string;
  targetId: string | number;
  details: Record<string, unknown>;
  now: number;
}

export const actorGone = () => forbidden('Your account was suspended or your session ended meanwhile: nothing changed.');

/**
 * Refuses an operator's action when the operator was suspended or (for a request) the request's session ended. An
 * action on the operator's own account (ending its own sessions, changing its own password) needs only the account.
 */
async function assertStillActing(db: Kysely<DB>, r: AuditRecord): Promise<void> {
  let query = db.selectFrom('users').select(['role', 'status']).where('id', '=', r.actorId);
  if (db.getExecutor().adapter instanceof PostgresAdapter) query = query.forShare();
  const actor = await query.executeTakeFirst();
  if (actor?.role !== 'operator') return;
  if (actor.status !== 'active') throw actorGone();
  const session = actingSession();
  const ownAccount = r.targetType === 'user' && String(r.targetId) === String(r.actorId);
  if (!session || session.userId !== r.actorId || ownAccount) return;
  if (!(await liveSessionIds(db, [session.sessionId], r.now)).has(session.sessionId)) throw actorGone();
}

export async function audit(db: Kysely<DB>, r: AuditRecord): Promise<number> {
  await assertStillActing(db, r);
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
