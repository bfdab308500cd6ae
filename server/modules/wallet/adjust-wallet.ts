/**
 * An operator credits or debits a player's wallet (a player's only) with a reason (for the operators: the audit log and the ledger's note)
 * and, if given, a note to the player (shown in the player's Passbook); the audit entry is the ledger entry's reference.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';
import { requestHash, runIdempotent } from '../../lib/idempotency.ts';
import { fromDecimalPoints, toPoints } from '../../lib/money.ts';
import { audit } from '../admin/audit.ts';
import { notify } from '../notifications/notify.ts';
import { balanceOf, credit, debit } from './ledger.ts';

export interface Adjustment {
  operatorId: number;
  userId: number;
  body: { amount: number; reason: string; player_note?: string | undefined };
  idempotencyKey: string | undefined;
  now: number;
}

/** The player's notice of an adjustment: the points and the operator's note to the player (the reason stays internal). */
function adjustmentNotice(amount: number, playerNote: string) {
  const points = Math.abs(amount);
  const what = amount > 0 ? `${points} points were added to your wallet by support.` : `${points} points were taken from your wallet by support.`;
  return {
    title: 'Wallet adjusted',
    message: playerNote ? `${what} ${playerNote}` : what,
    facts: { ...(amount > 0 ? { points } : { taken_back: points }), ...(playerNote ? { reason: playerNote } : {}) },
  };
}

export async function adjustWallet(db: Kysely<DB>, dialect: SqlDialect, a: Adjustment) {
  const { operatorId, userId, body, now } = a;
  const reason = body.reason.trim();
  const playerNote = body.player_note?.trim() ?? '';
  const key = a.idempotencyKey;
  const hash = key ? requestHash('adjustWallet', { userId, body }) : '';
  return runIdempotent(db, { userId: operatorId, key, hash, now, dialect }, async (trx) => {
    // Players' wallets only: an operator's own wallet (or another operator's) is never adjusted.
    const target = await trx.selectFrom('users').select('id').where('id', '=', userId).where('role', '=', 'player').executeTakeFirst();
    if (!target) throw notFound('No such player');
    const adjustmentId = await audit(trx, {
      actorId: operatorId,
      action: 'wallet.adjust',
      targetType: 'user',
      targetId: userId,
      details: { amount: body.amount, reason, ...(playerNote ? { player_note: playerNote } : {}) },
      now,
    });
    const movement = {
      userId,
      type: 'adjustment' as const,
      amount: fromDecimalPoints(Math.abs(body.amount)),
      refType: 'adjustment',
      refId: adjustmentId,
      note: reason,
      playerNote,
      now,
    };
    const posted = body.amount > 0 ? await credit(trx, movement) : await debit(trx, movement);
    if (!posted) {
      const balance = (await balanceOf(trx, userId)) ?? 0;
      throw new ApiError(409, 'INSUFFICIENT_BALANCE', `The wallet holds only ${toPoints(balance)} points.`);
    }
    await notify(trx, userId, 'wallet_adjusted', adjustmentNotice(body.amount, playerNote), now);
    return {
      status: true,
      code: 'OK' as const,
      msg: `Wallet adjusted by ${body.amount} points.`,
      transaction_id: String(posted.entryId),
      wallet_balance: toPoints(posted.balanceAfter),
    };
  });
}
