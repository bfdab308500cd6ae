/** The reality check: time played and net result of the current login session. */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { realityInterval } from './protection-state.ts';
import { LOSS_ENTRIES } from './protection.queries.ts';
import { recordChange } from './record-change.ts';

const MINUTE = 60_000;

function played(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h > 0 ? `${h} hour${h === 1 ? '' : 's'}` : '', `${m} minute${m === 1 ? '' : 's'}`].filter(Boolean);
  return parts.join(' ');
}

export async function realityCheck(db: Kysely<DB>, userId: number, sessionId: string, now: number) {
  const session = await db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirstOrThrow();
  const sums = await db
    .selectFrom('ledger_entries')
    .select([
      sql<number>`coalesce(sum(case when entry_type in ('bid_stake', 'refund') then amount else 0 end), 0)`.as('stakes'),
      sql<number>`coalesce(sum(case when entry_type in ('win', 'win_reversal') then amount else 0 end), 0)`.as('wins'),
    ])
    .where('user_id', '=', userId)
    .where('created_at', '>=', session.created_at)
    .where('entry_type', 'in', LOSS_ENTRIES)
    .executeTakeFirstOrThrow();
  const interval = await realityInterval(db, userId);
  const elapsed = Math.max(0, now - session.created_at);
  const minutes = Math.floor(elapsed / MINUTE);
  const staked = -Number(sums.stakes);
  const won = Number(sums.wins);
  const due = interval === 0 ? 0 : Math.floor(elapsed / (interval * MINUTE));
  const net = toPoints(won - staked);
  return {
    status: true,
    code: 'OK' as const,
    msg: `You have played for ${played(minutes)}; net result ${net > 0 ? '+' : ''}${net} points.`,
    interval_minutes: interval,
    session_started_at: new Date(session.created_at).toISOString(),
    minutes_played: minutes,
    staked: toPoints(staked),
    won: toPoints(won),
    net_result: net,
    checks_due: due,
    next_check_at: interval === 0 ? null : new Date(session.created_at + (due + 1) * interval * MINUTE).toISOString(),
  };
}

/** The player's chosen interval (0 for off), recorded in the history. */
export async function setRealityInterval(db: Kysely<DB>, userId: number, minutes: 0 | 30 | 60, now: number) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('protection_profiles')
      .values({ user_id: userId, birth_date: null, reality_check_minutes: minutes, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: now }))
      .execute();
    await recordChange(trx, userId, userId, 'reality_check.set', { interval_minutes: minutes }, now);
  });
  return { status: true, code: 'OK' as const, msg: minutes === 0 ? 'Reality check turned off.' : `Reality check every ${minutes} minutes.` };
}
