/** Operator accounts as the console lists them: their state and live sessions, and which one is the caller's. */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function listOperators(db: Kysely<DB>, callerId: number, now: number, only?: number) {
  let query = db
    .selectFrom('users')
    .select(['users.id', 'users.name', 'users.username', 'users.mobile', 'users.status', 'users.created_at'])
    .select((eb) =>
      eb
        .selectFrom('sessions')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('sessions.user_id', '=', 'users.id')
        .whereRef('sessions.gen', '=', 'users.session_gen')
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .as('live_sessions'),
    )
    .where('users.role', '=', 'operator')
    .orderBy('users.id');
  if (only !== undefined) query = query.where('users.id', '=', only);
  return (await query.execute()).map((r) => ({
    id: String(r.id),
    name: r.name,
    username: r.username,
    mobile: r.mobile,
    suspended: r.status !== 'active',
    live_sessions: r.status === 'active' ? Number(r.live_sessions ?? 0) : 0,
    you: r.id === callerId,
    created_at: new Date(Number(r.created_at)).toISOString(),
  }));
}

export async function findOperator(db: Kysely<DB>, callerId: number, id: number, now: number) {
  return (await listOperators(db, callerId, now, id))[0];
}
