/** Operator reads of players: search, one player's summary and detail. */
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, UsersTable } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type PlayerState = 'active' | 'suspended' | 'betting_blocked' | 'withdrawals_blocked';

export function selectPlayers(db: Kysely<DB>, filter: { q?: string | undefined; state?: PlayerState | undefined }) {
  let q = db.selectFrom('users').innerJoin('wallets', 'wallets.user_id', 'users.id').where('users.role', '=', 'player');
  if (filter.q) {
    const like = containsPattern(filter.q);
    q = q.where((eb) =>
      eb.or([
        eb(sql`users.mobile`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(users.name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`users.username_key`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  if (filter.state === 'active') q = q.where('users.status', '=', 'active');
  if (filter.state === 'suspended') q = q.where('users.status', '=', 'blocked');
  if (filter.state === 'betting_blocked') q = q.where('users.betting_blocked', '=', 1);
  if (filter.state === 'withdrawals_blocked') q = q.where('users.withdrawals_blocked', '=', 1);
  return q;
}

export const PLAYER_COLUMNS = [
  'users.id',
  'users.name',
  'users.username',
  'users.mobile',
  'users.status',
  'users.betting_blocked',
  'users.withdrawals_blocked',
  'users.created_at',
  'wallets.balance',
] as const;

type PlayerRow = Pick<Selectable<UsersTable>, 'id' | 'name' | 'username' | 'mobile' | 'status' | 'betting_blocked' | 'withdrawals_blocked' | 'created_at'> & {
  balance: number;
};

export function playerSummary(r: PlayerRow) {
  return {
    id: String(r.id),
    name: r.name,
    username: r.username,
    mobile: r.mobile,
    wallet_balance: toPoints(Number(r.balance)),
    suspended: r.status !== 'active',
    betting_blocked: Number(r.betting_blocked) === 1,
    withdrawals_blocked: Number(r.withdrawals_blocked) === 1,
    created_at: new Date(Number(r.created_at)).toISOString(),
  };
}

export async function findPlayer(db: Kysely<DB>, userId: number) {
  const row = await selectPlayers(db, {}).select(PLAYER_COLUMNS).where('users.id', '=', userId).executeTakeFirst();
  return row ? playerSummary(row) : undefined;
}
