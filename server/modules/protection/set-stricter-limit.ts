/** An operator tightens a player's limit: only below the limit in force, at once, audited. */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB, LimitKind } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';
import { fromPoints, toPoints } from '../../lib/money.ts';
import { amountInForce, LIMIT_NAMES } from './limit-rules.ts';
import { limitView } from './protection-state.ts';
import { recordChange } from './record-change.ts';
import { lockedLimit, saveLimit } from './save-limit.ts';

export interface StricterLimit {
  operatorId: number;
  userId: number;
  kind: LimitKind;
  points: number;
  reason: string;
  now: number;
}

export async function setStricterLimit(db: Kysely<DB>, dialect: SqlDialect, c: StricterLimit) {
  const player = await db.selectFrom('users').select('role').where('id', '=', c.userId).executeTakeFirst();
  if (!player || player.role !== 'player') throw notFound('No such player');
  const amount = fromPoints(c.points);
  const name = LIMIT_NAMES[c.kind];
  const state = await db.transaction().execute(async (trx) => {
    const current = await lockedLimit(trx, dialect, c.userId, c.kind);
    const inForce = amountInForce(current, c.now);
    if (inForce !== null && amount >= inForce) {
      throw new ApiError(409, 'NOT_STRICTER', `The ${name} in force is ${toPoints(inForce)} points; an operator can only set a lower one.`);
    }
    const next = { ...current, operator_amount: amount };
    await saveLimit(trx, c.userId, c.kind, next, c.now);
    await recordChange(trx, c.operatorId, c.userId, 'limit.operator_set', { kind: c.kind, amount: c.points, reason: c.reason }, c.now);
    return next;
  });
  const limit = await limitView(db, c.userId, c.kind, state, c.now);
  return { status: true, code: 'OK' as const, msg: `The player's ${name} is now ${c.points} points.`, limit };
}
