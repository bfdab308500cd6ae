/** A player's protection settings as the player and operators read them. */
import type { Kysely, Selectable } from 'kysely';
import type { DB, LimitKind, ProtectionBlocksTable } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { type BlockRow, blockInForce } from './block-rules.ts';
import { amountInForce, LIMIT_KINDS, type LimitState, NO_LIMIT, pendingAt, periodOf, playerAmountAt } from './limit-rules.ts';
import { blockRows, limitRows, usedSince } from './protection.queries.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const points = (hundredths: number | null) => (hundredths === null ? null : toPoints(hundredths));

/** One limit as the API shows it; `used` counts pending fund requests too, as a new request would. */
export async function limitView(db: Kysely<DB>, userId: number, kind: LimitKind, s: LimitState, now: number) {
  const { start, end } = periodOf(kind, now);
  const pending = pendingAt(s, now);
  return {
    kind,
    amount: points(amountInForce(s, now)),
    player_amount: points(playerAmountAt(s, now)),
    operator_amount: points(s.operator_amount),
    used: toPoints(Math.max(0, await usedSince(db, userId, kind, start, true))),
    resets_at: iso(end),
    pending: pending ? { amount: points(pending.amount), applies_at: iso(pending.appliesAt) } : null,
  };
}

export function blockView(b: BlockRow) {
  return { kind: b.kind, period: b.period, started_at: iso(b.starts_at), ends_at: b.ends_at === null ? null : iso(b.ends_at) };
}

export async function activeBlock(db: Kysely<DB>, userId: number, now: number): Promise<Selectable<ProtectionBlocksTable> | undefined> {
  return blockInForce(await blockRows(db, userId), now);
}

type Viewer = 'player' | 'operator';

/** What the player reads of an operator's change: what changed, not the operator's reason (kept for operators). */
function playerView(details: Record<string, unknown>) {
  const shown = { ...details };
  delete shown.reason;
  return shown;
}

/** Every change to the player's limits, breaks, exclusions and reality check, newest first (from the audit log). */
export async function protectionHistory(db: Kysely<DB>, userId: number, viewer: Viewer) {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'player_protection')
    .where('target_id', '=', String(userId))
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    action: r.action,
    by: r.actor_id === userId ? ('player' as const) : ('operator' as const),
    details:
      viewer === 'player' && r.actor_id !== userId
        ? playerView(JSON.parse(r.details) as Record<string, unknown>)
        : (JSON.parse(r.details) as Record<string, unknown>),
    created_at: iso(r.created_at),
  }));
}

export async function realityInterval(db: Kysely<DB>, userId: number): Promise<0 | 30 | 60> {
  const row = await db.selectFrom('protection_profiles').select('reality_check_minutes').where('user_id', '=', userId).executeTakeFirst();
  return (row?.reality_check_minutes ?? 0) as 0 | 30 | 60;
}

export async function protectionState(db: Kysely<DB>, userId: number, now: number, viewer: Viewer) {
  const rows = new Map((await limitRows(db, userId)).map((r) => [r.kind, r]));
  const limits = [];
  for (const kind of LIMIT_KINDS) limits.push(await limitView(db, userId, kind, rows.get(kind) ?? NO_LIMIT, now));
  const block = await activeBlock(db, userId, now);
  return {
    limits,
    block: block ? blockView(block) : null,
    reality_check_minutes: await realityInterval(db, userId),
    history: await protectionHistory(db, userId, viewer),
  };
}
