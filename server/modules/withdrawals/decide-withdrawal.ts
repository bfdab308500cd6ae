/** An operator pays or returns a pending withdrawal, once: returning credits the held amount back. */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { toPoints } from '../../lib/money.ts';
import { audit } from '../admin/audit.ts';
import { decidePending } from '../admin/decide-pending.ts';
import { notify } from '../notifications/notify.ts';
import { findPlayer } from '../players/players.queries.ts';
import { type Payee, payeeKind, payeeWords } from '../profile/payees.ts';
import { credit, lockedBalance } from '../wallet/ledger.ts';
import { selectWithdrawals, withdrawalItem, withdrawalNumber } from './withdrawals.ts';

interface Decision {
  id: number;
  operatorId: number;
  now: number;
}

const withdrawalById = async (db: Kysely<DB>, id: number) =>
  withdrawalItem(await selectWithdrawals(db).where('withdrawals.id', '=', id).executeTakeFirstOrThrow());

/**
 * Money leaves only for a player in good standing whose wallet holds no debt: a hold placed since the request
 * (suspension, withdrawals blocked) or a win taken back since (a correction, leaving the wallet below zero) stops the
 * payment; rejecting returns the held points, against the debt.
 */
async function assertPayable(trx: Transaction<DB>, userId: number) {
  const balance = await lockedBalance(trx, userId);
  const player = await findPlayer(trx, userId);
  if (player?.suspended || player?.withdrawals_blocked) {
    throw conflict(
      'PLAYER_ON_HOLD',
      `This player's ${player.suspended ? 'account is suspended' : 'withdrawals are blocked'}: lift that first to pay, or reject to return the points.`,
    );
  }
  if (balance < 0) {
    throw conflict(
      'WALLET_IN_DEBT',
      `The player's wallet is at ${toPoints(balance)} points since a win was taken back: reject this withdrawal to return its points against the debt.`,
    );
  }
}

export async function approveWithdrawal(db: Kysely<DB>, d: Decision & { note: string | undefined }) {
  const { id, operatorId, now } = d;
  await db.transaction().execute(async (trx) => {
    const decided = await decidePending(trx, 'withdrawals', id, { status: 'approved', remark: d.note?.trim() ?? '', operatorId, now });
    await assertPayable(trx, decided.user_id);
    const { bank_json } = await trx.selectFrom('withdrawals').select('bank_json').where('id', '=', id).executeTakeFirstOrThrow();
    const payee = JSON.parse(bank_json) as Payee;
    await audit(trx, {
      actorId: operatorId,
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: id,
      details: { amount: toPoints(decided.amount), note: d.note ?? '' },
      now,
    });
    await notify(
      trx,
      decided.user_id,
      'withdrawal_paid',
      {
        title: 'Withdrawal paid',
        message: `${toPoints(decided.amount)} points were sent to ${payeeWords(payee)} (${withdrawalNumber(id)}).`,
        facts: { points: toPoints(decided.amount), reference: withdrawalNumber(id), paid_to: payeeKind(payee) },
      },
      now,
    );
  });
  return { status: true, code: 'OK' as const, msg: 'Withdrawal marked as paid.', withdrawal: await withdrawalById(db, id) };
}

export async function rejectWithdrawal(db: Kysely<DB>, d: Decision & { reason: string }) {
  const { id, operatorId, now, reason } = d;
  await db.transaction().execute(async (trx) => {
    const decided = await decidePending(trx, 'withdrawals', id, { status: 'rejected', remark: reason, operatorId, now });
    await credit(trx, {
      userId: decided.user_id,
      type: 'withdrawal_return',
      amount: decided.amount,
      refType: 'withdrawal',
      refId: id,
      note: 'Withdrawal returned',
      now,
    });
    await audit(trx, {
      actorId: operatorId,
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: id,
      details: { amount: toPoints(decided.amount), reason },
      now,
    });
    await notify(
      trx,
      decided.user_id,
      'withdrawal_returned',
      {
        title: 'Withdrawal returned',
        message: `${toPoints(decided.amount)} points were returned to your wallet: ${reason}`,
        facts: { points: toPoints(decided.amount), reason },
      },
      now,
    );
  });
  const withdrawal = await withdrawalById(db, id);
  return { status: true, code: 'OK' as const, msg: `Withdrawal rejected and ${withdrawal.amount} points returned.`, withdrawal };
}
