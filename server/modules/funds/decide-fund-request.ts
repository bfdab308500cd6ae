/** An operator approves (crediting the wallet) or rejects a pending fund request, once. */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { audit } from '../admin/audit.ts';
import { decidePending } from '../admin/decide-pending.ts';
import { notify } from '../notifications/notify.ts';
import { assertMayCreditDeposit } from '../protection/check-money-move.ts';
import { credit } from '../wallet/ledger.ts';
import { selectFundRequests, withDuplicateFlags } from './fund-requests.ts';

interface Decision {
  id: number;
  operatorId: number;
  now: number;
}

async function fundRequestById(db: Kysely<DB>, id: number) {
  const [request] = await withDuplicateFlags(db, [await selectFundRequests(db).where('fund_requests.id', '=', id).executeTakeFirstOrThrow()]);
  if (!request) throw new Error('fund request vanished');
  return request;
}

export async function approveFundRequest(db: Kysely<DB>, dialect: SqlDialect, d: Decision & { note: string | undefined }) {
  const { id, operatorId, now } = d;
  await db.transaction().execute(async (trx) => {
    const decided = await decidePending(trx, 'fund_requests', id, { status: 'approved', remark: d.note?.trim() ?? '', operatorId, now });
    await assertMayCreditDeposit(trx, dialect, decided.user_id, decided.amount, now);
    await credit(trx, {
      userId: decided.user_id,
      type: 'deposit',
      amount: decided.amount,
      refType: 'fund_request',
      refId: id,
      note: 'Fund request approved',
      now,
    });
    await audit(trx, {
      actorId: operatorId,
      action: 'fund_request.approve',
      targetType: 'fund_request',
      targetId: id,
      details: { amount: decided.amount / 100, note: d.note?.trim() ?? '' },
      now,
    });
    await notify(
      trx,
      decided.user_id,
      'fund_approved',
      { title: 'Fund request approved', message: `${decided.amount / 100} points were added to your wallet.`, facts: { points: decided.amount / 100 } },
      now,
    );
  });
  const request = await fundRequestById(db, id);
  return { status: true, code: 'OK' as const, msg: `Fund request approved and ${request.amount} points credited.`, request };
}

export async function rejectFundRequest(db: Kysely<DB>, d: Decision & { reason: string }) {
  const { id, operatorId, now, reason } = d;
  await db.transaction().execute(async (trx) => {
    const decided = await decidePending(trx, 'fund_requests', id, { status: 'rejected', remark: reason, operatorId, now });
    await audit(trx, {
      actorId: operatorId,
      action: 'fund_request.reject',
      targetType: 'fund_request',
      targetId: id,
      details: { amount: decided.amount / 100, reason },
      now,
    });
    await notify(
      trx,
      decided.user_id,
      'fund_rejected',
      {
        title: 'Fund request rejected',
        message: `Your request for ${decided.amount / 100} points was rejected: ${reason}`,
        facts: { points: decided.amount / 100, reason },
      },
      now,
    );
  });
  return { status: true, code: 'OK' as const, msg: 'Fund request rejected.', request: await fundRequestById(db, id) };
}
