/** The operator's report: players who have used all of a limit this period, and players on a break or excluded. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { blockInForce } from './block-rules.ts';
import { amountInForce, periodOf } from './limit-rules.ts';
import { blockView } from './protection-state.ts';
import { usedSince } from './protection.queries.ts';

export async function playersAtLimits(db: Kysely<DB>, now: number) {
  const limits = await db
    .selectFrom('protection_limits')
    .innerJoin('users', 'users.id', 'protection_limits.user_id')
    .selectAll('protection_limits')
    .select(['users.name', 'users.mobile'])
    .orderBy('protection_limits.user_id')
    .orderBy('protection_limits.kind')
    .execute();
  const at_limits = [];
  for (const row of limits) {
    const amount = amountInForce(row, now);
    if (amount === null) continue;
    const { start, end } = periodOf(row.kind, now);
    const used = await usedSince(db, row.user_id, row.kind, start, true);
    if (used < amount) continue;
    const who = { user_id: String(row.user_id), user_name: row.name, mobile: row.mobile };
    at_limits.push({ ...who, kind: row.kind, amount: toPoints(amount), used: toPoints(used), resets_at: new Date(end).toISOString() });
  }
  const blocks = await db
    .selectFrom('protection_blocks')
    .innerJoin('users', 'users.id', 'protection_blocks.user_id')
    .selectAll('protection_blocks')
    .select(['users.name', 'users.mobile as user_mobile'])
    .where('protection_blocks.starts_at', '<=', now)
    .where((eb) => eb.or([eb('protection_blocks.ends_at', 'is', null), eb('protection_blocks.ends_at', '>', now)]))
    .orderBy('protection_blocks.user_id')
    .execute();
  const byPlayer = new Map<number, typeof blocks>();
  for (const b of blocks) byPlayer.set(b.user_id, [...(byPlayer.get(b.user_id) ?? []), b]);
  const blocked = [...byPlayer.values()].flatMap((rows) => {
    const b = blockInForce(rows, now);
    return b ? [{ user_id: String(b.user_id), user_name: b.name, mobile: b.user_mobile, ...blockView(b) }] : [];
  });
  return { at_limits, blocked };
}
