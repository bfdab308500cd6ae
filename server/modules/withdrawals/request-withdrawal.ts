/** A player asks for a withdrawal: the amount is held from the wallet when the request is accepted. */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { countedOnce } from '../../lib/counted-once.ts';
import { requestHash, runIdempotent } from '../../lib/idempotency.ts';
import { fromDecimalPoints, pointsText, toPoints } from '../../lib/money.ts';
import { Refusal, refusalsAsReplies } from '../../lib/refusal.ts';
import type { ThrottleRule } from '../../lib/throttle.ts';
import { missingPayeeMessage, payeeOf, paysTo, savedPayees } from '../profile/payees.ts';
import { loadSettings, type StoredSettings } from '../settings/settings.ts';
import { debit } from '../wallet/ledger.ts';
import { withdrawWindow } from './withdraw-window.ts';
import { withdrawalNumber } from './withdrawals.ts';

/** A player's withdrawals waiting for an operator at once. */
export const MAX_PENDING_WITHDRAWALS = 3;
const tooManyPending = () =>
  new Refusal('TOO_MANY_PENDING', `You have ${MAX_PENDING_WITHDRAWALS} withdrawal requests waiting. Please wait until one is decided.`);

async function pendingWithdrawals(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface WithdrawalRequest {
  request_amount: number;
  payment_method: string;
}

interface Accepted {
  status: true;
  code: 'OK';
  msg: string;
  result: { request_number: string; request_amount: number; wallet_balance: number };
}

/** The refusals checked before anything is written; answers where the request will be paid. */
async function checkRequest(db: Kysely<DB>, settings: StoredSettings, userId: number, body: WithdrawalRequest, now: number) {
  const amount = body.request_amount;
  // Both bounds in one message, as deposits say it (the app's Hindi text takes both figures).
  if (amount < settings.min_withdraw || amount > settings.max_withdraw) {
    throw new Refusal('AMOUNT_OUT_OF_RANGE', `The amount must be between ${pointsText(settings.min_withdraw)} and ${pointsText(settings.max_withdraw)} points`);
  }
  if ((await pendingWithdrawals(db, userId)) >= MAX_PENDING_WITHDRAWALS) throw tooManyPending();
  const window = withdrawWindow(settings, now);
  if (!window.open) throw new Refusal('WITHDRAW_CLOSED', window.reason);
  const method = settings.payment_methods.find((m) => m.name === body.payment_method);
  if (!method) throw new Refusal('INVALID_PAYMENT_METHOD', 'Please choose one of the listed payment methods');
  const to = paysTo(method);
  const payee = payeeOf(await savedPayees(db, userId), to);
  if (!payee) throw new Refusal(to === 'bank' ? 'BANK_DETAILS_MISSING' : 'UPI_DETAILS_MISSING', missingPayeeMessage(to));
  return payee;
}

export async function requestWithdrawal(
  db: Kysely<DB>,
  dialect: SqlDialect,
  r: { userId: number; body: WithdrawalRequest; idempotencyKey: string | undefined; now: number; limit: ThrottleRule },
) {
  const { userId, body, now } = r;
  const key = r.idempotencyKey;
  const hash = requestHash('requestWithdrawal', body);
  const counted = { userId, key, hash, now, attemptKey: `withdrawal-request:user:${userId}`, rule: r.limit };
  return countedOnce<Accepted, Awaited<ReturnType<typeof placeWithdrawal>>>(db, counted, (onReplay) => placeWithdrawal(db, dialect, { ...r, hash, onReplay }));
}

async function placeWithdrawal(
  db: Kysely<DB>,
  dialect: SqlDialect,
  r: { userId: number; body: WithdrawalRequest; idempotencyKey: string | undefined; now: number; hash: string; onReplay: () => void },
) {
  const { userId, body, now, hash, onReplay } = r;
  const key = r.idempotencyKey;
  const settings = await loadSettings(db);
  // Hundredths: a win's half point can leave with the rest of the balance.
  const held = fromDecimalPoints(body.request_amount);
  return refusalsAsReplies(async () => {
    const payee = await checkRequest(db, settings, userId, body, now);
    return runIdempotent(db, { userId, key, hash, now, dialect, onReplay }, async (trx): Promise<Accepted> => {
      const { id } = await trx
        .insertInto('withdrawals')
        .values({
          user_id: userId,
          amount: held,
          payment_method: body.payment_method,
          bank_json: JSON.stringify(payee),
          status: 'pending',
          remark: '',
          created_at: now,
          decided_at: null,
          decided_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const hold = await debit(trx, {
        userId,
        type: 'withdrawal_hold',
        amount: held,
        refType: 'withdrawal',
        refId: id,
        note: 'Withdrawal requested',
        now,
      });
      if (!hold) throw new Refusal('INSUFFICIENT_BALANCE', 'Your wallet does not hold enough points for this withdrawal');
      // Counted again holding the player's wallet lock (taken by the hold): requests sent at once all passed the first count.
      if ((await pendingWithdrawals(trx, userId)) > MAX_PENDING_WITHDRAWALS) throw tooManyPending();
      return {
        status: true,
        code: 'OK' as const,
        msg: 'Successfully Withdraw the Amount',
        result: { request_number: withdrawalNumber(id), request_amount: toPoints(held), wallet_balance: toPoints(hold.balanceAfter) },
      };
    });
  });
}
