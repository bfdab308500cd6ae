/** An operator pays or returns a pending withdrawal, once: returning credits the held amount back. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { audit } from '../admin/audit.ts';
import { decidePending } from '../admin/decide-pending.ts';
import { notify } from '../notifications/notify.ts';
import { credit } from '../wallet/ledger.ts';
import { selectWithdrawals, withdrawalItem, withdrawalNumber } from './withdrawals.ts';

interface Decision {
  id: number;
  operatorId: number;
  now: number;
}

const withdrawalById = async (db: Kysely<DB>, id: number) =>
  withdrawalItem(await selectWithdrawals(db).where('withdrawals.id', '=', id).executeTakeFirstOrThrow());

export async function approveWithdrawal(db: Kysely<DB>, d: Decision & { note: string | undefined }) {
  const { id, operatorId, now } = d;
  await db.transaction().execute(async (trx) => {
    const decided = await decidePending(trx, 'withdrawals', id, { status: 'approved', remark: d.note?.trim() ?? '', operatorId, now });
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
        message: `${toPoints(decided.amount)} points were sent to your bank account (${withdrawalNumber(id)}).`,
        facts: { points: toPoints(decided.amount), reference: withdrawalNumber(id) },
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
