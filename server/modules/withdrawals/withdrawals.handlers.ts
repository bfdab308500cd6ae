/** Withdrawals: the amount is held when the request is accepted, then paid or returned once by an operator. */
import { type Handlers, type ReplyOf, requireAuth } from '../../http/handler.ts';
import { displayTime } from '../../lib/ist.ts';
import { remembered, requestHash, runIdempotent } from '../../lib/idempotency.ts';
import { fromPoints, toPoints } from '../../lib/money.ts';
import { countOf, pageLimit, pageOf, pageOffset } from '../../lib/paging.ts';
import { Refusal, refusalsAsReplies } from '../../lib/refusal.ts';
import { audit } from '../admin/audit.ts';
import { decidePending } from '../admin/decide-pending.ts';
import { notify } from '../notifications/notify.ts';
import { loadSettings } from '../settings/settings.ts';
import { credit, debit } from '../wallet/ledger.ts';
import { withdrawWindow } from './withdraw-window.ts';
import { selectWithdrawals, withdrawalItem, withdrawalNumber } from './withdrawals.ts';

export const withdrawalHandlers: Handlers = {
  async requestWithdrawal({ body, auth, deps, req }) {
    const { userId } = requireAuth(auth);
    const { db, clock } = deps;
    const now = clock.now();
    const key = req.headers['idempotency-key'] as string | undefined;
    const hash = requestHash('requestWithdrawal', body);
    const earlier = await remembered<ReplyOf<'requestWithdrawal'>>(db, userId, key, hash, now);
    if (earlier) return earlier;
    const settings = await loadSettings(db);
    const amount = body.request_amount;
    return refusalsAsReplies(async () => {
      if (amount < settings.min_withdraw) throw new Refusal('AMOUNT_OUT_OF_RANGE', `The minimum withdrawal is ${settings.min_withdraw} points`);
      if (amount > settings.max_withdraw) throw new Refusal('AMOUNT_OUT_OF_RANGE', `The maximum withdrawal is ${settings.max_withdraw} points`);
      const window = withdrawWindow(settings, now);
      if (!window.open) throw new Refusal('WITHDRAW_CLOSED', window.reason);
      if (!settings.payment_methods.some((m) => m.name === body.payment_method)) {
        throw new Refusal('INVALID_PAYMENT_METHOD', 'Please choose one of the listed payment methods');
      }
      const bank = await db
        .selectFrom('bank_details')
        .select(['ac_holder_name', 'ac_number', 'ifsc_code', 'bank_name', 'branch_address'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!bank) throw new Refusal('BANK_DETAILS_MISSING', 'Please update your bank details before withdrawing');

      return runIdempotent(db, { userId, key, hash, now, dialect: deps.dialect }, async (trx) => {
        const { id } = await trx
          .insertInto('withdrawals')
          .values({
            user_id: userId,
            amount: fromPoints(amount),
            payment_method: body.payment_method,
            bank_json: JSON.stringify(bank),
            status: 'pending',
            remark: '',
            created_at: now,
            decided_at: null,
            decided_by: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const held = await debit(trx, {
          userId,
          type: 'withdrawal_hold',
          amount: fromPoints(amount),
          refType: 'withdrawal',
          refId: id,
          note: 'Withdrawal requested',
          now,
        });
        if (!held) throw new Refusal('INSUFFICIENT_BALANCE', 'Your wallet does not hold enough points for this withdrawal');
        return {
          status: true,
          code: 'OK',
          msg: 'Successfully Withdraw the Amount',
          result: { request_number: withdrawalNumber(id), request_amount: amount, wallet_balance: toPoints(held.balanceAfter) },
        };
      });
    });
  },

  async getWithdrawInfo({ auth, deps }) {
    const { userId } = requireAuth(auth);
    const settings = await loadSettings(deps.db);
    const window = withdrawWindow(settings, deps.clock.now());
    const bank = await deps.db.selectFrom('bank_details').select('user_id').where('user_id', '=', userId).executeTakeFirst();
    const rows = await deps.db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(200).execute();
    return {
      status: true,
      code: 'OK',
      msg: window.open ? 'Withdrawals are open' : window.reason,
      withdraw_open_time: displayTime(settings.withdraw_open_time),
      withdraw_close_time: displayTime(settings.withdraw_close_time),
      withdraw_is_open: window.open,
      closed_reason: window.reason,
      min_withdraw: settings.min_withdraw,
      has_bank_details: bank !== undefined,
      withdrawdata: rows.map((r) => ({
        request_amount: toPoints(r.amount),
        request_number: withdrawalNumber(r.id),
        request_status: r.status,
        remark: r.remark,
        insert_date: new Date(r.created_at).toISOString(),
      })),
    };
  },

  async listWithdrawals({ query, deps }) {
    const limit = pageLimit(query?.limit);
    let base = selectWithdrawals(deps.db);
    if (query?.status) base = base.where('withdrawals.status', '=', query.status);
    if (query?.user_id) base = base.where('withdrawals.user_id', '=', Number(query.user_id));
    const total = await countOf(base);
    let q = base.orderBy('withdrawals.id', 'desc').limit(limit + 1);
    if (query?.before) q = q.where('withdrawals.id', '<', Number(query.before));
    else q = q.offset(pageOffset(query?.offset));
    const { page, next_before } = pageOf(await q.execute(), limit);
    return { items: page.map(withdrawalItem), next_before, total };
  },

  async approveWithdrawal({ params, body, auth, deps }) {
    const operator = requireAuth(auth);
    const id = Number(params.withdrawal_id);
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      const decided = await decidePending(trx, 'withdrawals', id, { status: 'approved', remark: body.note?.trim() ?? '', operatorId: operator.userId, now });
      await audit(trx, {
        actorId: operator.userId,
        action: 'withdrawal.approve',
        targetType: 'withdrawal',
        targetId: id,
        details: { amount: toPoints(decided.amount), note: body.note ?? '' },
        now,
      });
      await notify(
        trx,
        decided.user_id,
        'withdrawal_paid',
        'Withdrawal paid',
        `${toPoints(decided.amount)} points were sent to your bank account (${withdrawalNumber(id)}).`,
        now,
      );
    });
    const withdrawal = withdrawalItem(await selectWithdrawals(deps.db).where('withdrawals.id', '=', id).executeTakeFirstOrThrow());
    return { status: true, code: 'OK', msg: 'Withdrawal marked as paid.', withdrawal };
  },

  async rejectWithdrawal({ params, body, auth, deps }) {
    const operator = requireAuth(auth);
    const id = Number(params.withdrawal_id);
    const now = deps.clock.now();
    const reason = body.reason.trim();
    await deps.db.transaction().execute(async (trx) => {
      const decided = await decidePending(trx, 'withdrawals', id, { status: 'rejected', remark: reason, operatorId: operator.userId, now });
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
        actorId: operator.userId,
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
        'Withdrawal returned',
        `${toPoints(decided.amount)} points were returned to your wallet: ${reason}`,
        now,
      );
    });
    const withdrawal = withdrawalItem(await selectWithdrawals(deps.db).where('withdrawals.id', '=', id).executeTakeFirstOrThrow());
    return { status: true, code: 'OK', msg: `Withdrawal rejected and ${withdrawal.amount} points returned.`, withdrawal };
  },
};
