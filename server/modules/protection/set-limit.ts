/** The player sets, lowers, raises or removes a limit: lowering at once, raising or removing after the cooling-off. */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB, LimitKind } from '../../db/schema.ts';
import { fromPoints, toPoints } from '../../lib/money.ts';
import { amountInForce, decideChange, istStamp, LIMIT_NAMES, pendingAt, playerAmountAt } from './limit-rules.ts';
import { limitView } from './protection-state.ts';
import { recordChange } from './record-change.ts';
import { lockedLimit, saveLimit } from './save-limit.ts';

const pts = (h: number | null) => (h === null ? 'no limit' : `${toPoints(h)} points`);

export async function setLimit(db: Kysely<DB>, dialect: SqlDialect, userId: number, kind: LimitKind, points: number | null, now: number) {
  const requested = points === null ? null : fromPoints(points);
  const name = LIMIT_NAMES[kind];
  const outcome = await db.transaction().execute(async (trx) => {
    const current = await lockedLimit(trx, dialect, userId, kind);
    const { state, effect } = decideChange(current, requested, now);
    await saveLimit(trx, userId, kind, state, now);
    const hadPending = pendingAt(current, now) !== null;
    if (effect === 'lowered') await recordChange(trx, userId, userId, 'limit.lowered', { kind, amount: points }, now);
    if (effect === 'pending') {
      const details = { kind, amount: points, applies_at: new Date(state.pending_at ?? now).toISOString() };
      await recordChange(trx, userId, userId, points === null ? 'limit.removal_requested' : 'limit.raise_requested', details, now);
    }
    if (effect === 'unchanged' && hadPending) await recordChange(trx, userId, userId, 'limit.pending_cancelled', { kind }, now);
    return { state, effect, hadPending };
  });
  const { state, effect } = outcome;
  const limit = await limitView(db, userId, kind, state, now);
  // The operator's limit, when it is below the player's own: it stays in force whatever the player sets.
  const capped = state.operator_amount !== null && amountInForce(state, now) === state.operator_amount && playerAmountAt(state, now) !== state.operator_amount;
  const operator = capped ? ` The operator's limit of ${pts(state.operator_amount)} stays in force.` : '';
  if (effect === 'lowered') return { status: true, code: 'OK' as const, msg: `Your ${name} is now ${pts(requested)}.${operator}`, limit };
  if (effect === 'unchanged') {
    const cancelled = outcome.hadPending ? ' The pending change is cancelled.' : '';
    return { status: true, code: 'OK' as const, msg: `Your ${name} stays ${pts(playerAmountAt(state, now))}.${cancelled}${operator}`, limit };
  }
  const then = requested === null ? 'then it is removed' : `then it becomes ${pts(requested)}`;
  const msg = `Your ${name} stays ${pts(state.amount)} until ${istStamp(state.pending_at ?? now)}; ${then}.${operator}`;
  return { status: true, code: 'LIMIT_PENDING' as const, msg, limit };
}
