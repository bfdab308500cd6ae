/** Deposits: the player's fund request with its receipt, and the operator's single approval or rejection. */
import { invalid, notFound, rateLimited } from '../../http/errors.ts';
import { type HandlerContext, type Handlers, requireAuth } from '../../http/handler.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { remembered, requestHash, runIdempotent } from '../../lib/idempotency.ts';
import { ImageRefused, MAX_RECEIPT_PIXELS, reencodeImage } from '../../lib/images.ts';
import { fromPoints } from '../../lib/money.ts';
import { Refusal } from '../../lib/refusal.ts';
import { countOf, pageLimit, pageOf, pageOffset } from '../../lib/paging.ts';
import { takeAttempt } from '../../lib/throttle.ts';
import { readUpload, removeUpload, storeUpload, uploadPlaceOf } from '../../lib/uploads.ts';
import { audit } from '../admin/audit.ts';
import { decidePending } from '../admin/decide-pending.ts';
import { notify } from '../notifications/notify.ts';
import { assertMayCreditDeposit, assertMayRequestDeposit } from '../protection/check-money-move.ts';
import { loadSettings } from '../settings/settings.ts';
import { credit } from '../wallet/ledger.ts';
import { fundHistoryRow, orderPendingFirst, selectFundRequests, withDuplicateFlags } from './fund-requests.ts';

/** A player's fund requests waiting for an operator at once. */
export const MAX_PENDING_FUND_REQUESTS = 5;
const TOO_MANY_PENDING = {
  status: false,
  code: 'TOO_MANY_PENDING',
  msg: `You have ${MAX_PENDING_FUND_REQUESTS} fund requests waiting for approval. Please wait until they are decided.`,
} as const;

const DUPLICATE = { status: false, code: 'DUPLICATE_TRANSACTION', msg: 'This transaction id has already been used' } as const;

/** What a deposit request carries, from either form. */
interface FundRequestInput {
  /** The operation, so a retried request is recognised only as a retry of the same kind of request. */
  operation: string;
  amount: number;
  description: string;
  /** The payment's transaction id, or '' when the player did not give one. */
  txnId: string;
  /** The receipt image and the form field it came in (for the field of a refusal). */
  receipt: UploadedFile | undefined;
  receiptField: string;
  /** A request with a transaction id and no receipt (only where the operator allows it). */
  receiptOptional?: boolean;
  /** The form's fields, for recognising a retry. */
  fields: unknown;
}

type Ctx = Pick<HandlerContext<'addFundRequest'>, 'auth' | 'deps' | 'req'>;

/**
 * A player's deposit request: checked (receipt image, amount range, pending cap, rate limit, transaction id used
 * once, protection limits), its receipt re-encoded and stored, and recorded as pending, exactly once per
 * Idempotency-Key. Both the contract's form and the family's payment slip form come here.
 */
async function placeFundRequest({ auth, deps, req }: Ctx, input: FundRequestInput) {
  const { userId } = requireAuth(auth);
  const { db, clock } = deps;
  const receipt = input.receipt;
  if (!receipt && !(input.receiptOptional && input.txnId !== '')) throw invalid(input.receiptField, `${input.receiptField} is required`);
  const key = req.headers['idempotency-key'] as string | undefined;
  const hash = requestHash(input.operation, input.fields, receipt ? receipt.data.toString('base64') : '');
  const earlier = await remembered<{ status: true; code: string; msg: string; request_id: string }>(db, userId, key, hash, clock.now());
  if (earlier) return earlier;
  const attempt = await takeAttempt(db, `fund-request:user:${userId}`, deps.limits.fundRequestsPerPlayer, clock.now());
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
  const pending = await db
    .selectFrom('fund_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  if (Number(pending.n) >= MAX_PENDING_FUND_REQUESTS) return TOO_MANY_PENDING;
  const settings = await loadSettings(db);
  const amount = input.amount;
  if (amount < settings.min_deposit || amount > settings.max_deposit) {
    return { status: false, code: 'AMOUNT_OUT_OF_RANGE', msg: `The amount must be between ${settings.min_deposit} and ${settings.max_deposit} points` };
  }
  if (input.txnId !== '') {
    const used = await db.selectFrom('fund_requests').select('id').where('txn_id', '=', input.txnId).executeTakeFirst();
    if (used) return DUPLICATE;
  }
  let image: Buffer | undefined;
  try {
    if (receipt) image = await reencodeImage(receipt.data, { maxPixels: MAX_RECEIPT_PIXELS });
  } catch (error) {
    if (error instanceof ImageRefused) throw invalid(input.receiptField, error.message);
    throw error;
  }
  const now = clock.now();
  const place = uploadPlaceOf(deps);
  let stored: string | undefined;
  let inserted: string | undefined;
  try {
    const reply = await runIdempotent(db, { userId, key, hash, now, dialect: deps.dialect }, async (trx) => {
      await assertMayRequestDeposit(trx, deps.dialect, userId, fromPoints(amount), now);
      // In the same transaction on PostgreSQL: a refused or rolled-back request leaves no file behind.
      if (image) stored = await storeUpload({ ...place, db: trx }, 'receipts', image);
      const { id } = await trx
        .insertInto('fund_requests')
        .values({
          user_id: userId,
          amount: fromPoints(amount),
          description: input.description,
          txn_id: input.txnId,
          receipt_file: stored ?? '',
          receiver_upi_id: settings.upi_id,
          status: 'pending',
          remark: '',
          created_at: now,
          decided_at: null,
          decided_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      inserted = String(id);
      return { status: true, code: 'OK', msg: 'Your fund request has been received. Points arrive once it is approved.', request_id: inserted };
    });
    // A concurrent retry answered with the first request's record: this request's file is not needed.
    if (stored && reply.request_id !== inserted) await removeUpload(place, 'receipts', stored);
    return reply;
  } catch (error) {
    if (stored) await removeUpload(place, 'receipts', stored);
    if (error instanceof Refusal) return error.reply;
    if (isUniqueViolation(error)) return DUPLICATE;
    throw error;
  }
}

/** The descriptions a payment slip, or a request with a UTR only, is listed with when the player gave none. */
const SLIP_DESCRIPTION = 'Payment slip';
const UTR_DESCRIPTION = 'UTR only, no receipt';

const RECEIPT_REQUIRED = { status: false, code: 'RECEIPT_REQUIRED', msg: 'Please send the payment receipt image with your fund request.' } as const;

export const fundHandlers: Handlers = {
  async addFundRequest({ body, files, auth, deps, req }) {
    // As JSON: the transaction id (UTR) without a receipt image, only where the operator allows it.
    const withoutReceipt = String(req.headers['content-type'] ?? '').startsWith('application/json');
    if (withoutReceipt) {
      requireAuth(auth);
      if (!(await loadSettings(deps.db)).fund_request_without_receipt) return RECEIPT_REQUIRED;
    }
    return placeFundRequest(
      { auth, deps, req },
      {
        operation: 'addFundRequest',
        amount: Number(body.request_amount),
        description: body.request_description?.trim() || (withoutReceipt ? UTR_DESCRIPTION : ''),
        txnId: body.request_number,
        receipt: files.fund_payment_receipt,
        receiptField: 'fund_payment_receipt',
        receiptOptional: withoutReceipt,
        fields: body,
      },
    );
  },

  async uploadPaymentSlip({ body, files, auth, deps, req }) {
    return placeFundRequest(
      { auth, deps, req },
      {
        operation: 'uploadPaymentSlip',
        amount: Number(body.request_amount),
        description: body.request_description?.trim() || SLIP_DESCRIPTION,
        txnId: body.request_number ?? '',
        receipt: files.payment_slip,
        receiptField: 'payment_slip',
        fields: body,
      },
    );
  },

  async getFundRequestHistory({ auth, deps }) {
    const { userId } = requireAuth(auth);
    const rows = await selectFundRequests(deps.db).where('fund_requests.user_id', '=', userId).orderBy('fund_requests.id', 'desc').limit(200).execute();
    return { status: true, code: 'OK', msg: rows.length ? 'Fund requests' : 'No fund requests yet', fund_data: rows.map(fundHistoryRow) };
  },

  async getReceipt({ params, auth, deps, reply }) {
    const caller = requireAuth(auth);
    const row = await deps.db.selectFrom('fund_requests').select(['user_id', 'receipt_file']).where('id', '=', Number(params.request_id)).executeTakeFirst();
    // Another player's receipt is answered like a missing one: its existence is not revealed.
    if (!row || (caller.role !== 'operator' && row.user_id !== caller.userId)) throw notFound('No such receipt');
    // A request sent with its transaction id only has no receipt.
    if (row.receipt_file === '') throw notFound('No such receipt');
    const bytes = await readUpload(uploadPlaceOf(deps), 'receipts', row.receipt_file);
    if (!bytes) throw notFound('No such receipt');
    return reply
      .type('image/jpeg')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .header('Cache-Control', 'private, no-store')
      .send(bytes);
  },

  async listFundRequests({ query, deps }) {
    const limit = pageLimit(query?.limit);
    let base = selectFundRequests(deps.db);
    if (query?.status) base = base.where('fund_requests.status', '=', query.status);
    if (query?.user_id) base = base.where('fund_requests.user_id', '=', Number(query.user_id));
    const total = await countOf(base);
    let q = query?.order === 'pending_first' ? orderPendingFirst(base) : base.orderBy('fund_requests.id', 'desc');
    q = q.limit(limit + 1);
    if (query?.before) q = q.where('fund_requests.id', '<', Number(query.before));
    else q = q.offset(pageOffset(query?.offset));
    const { page, next_before } = pageOf(await q.execute(), limit);
    return { items: await withDuplicateFlags(deps.db, page), next_before, total };
  },

  async approveFundRequest({ params, body, auth, deps }) {
    const operator = requireAuth(auth);
    const id = Number(params.request_id);
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      const decided = await decidePending(trx, 'fund_requests', id, { status: 'approved', remark: body.note?.trim() ?? '', operatorId: operator.userId, now });
      await assertMayCreditDeposit(trx, deps.dialect, decided.user_id, decided.amount, now);
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
        actorId: operator.userId,
        action: 'fund_request.approve',
        targetType: 'fund_request',
        targetId: id,
        details: { amount: decided.amount / 100 },
        now,
      });
      await notify(trx, decided.user_id, 'fund_approved', 'Fund request approved', `${decided.amount / 100} points were added to your wallet.`, now);
    });
    const [request] = await withDuplicateFlags(deps.db, [await selectFundRequests(deps.db).where('fund_requests.id', '=', id).executeTakeFirstOrThrow()]);
    if (!request) throw new Error('fund request vanished');
    return { status: true, code: 'OK', msg: `Fund request approved and ${request.amount} points credited.`, request };
  },

  async rejectFundRequest({ params, body, auth, deps }) {
    const operator = requireAuth(auth);
    const id = Number(params.request_id);
    const now = deps.clock.now();
    const reason = body.reason.trim();
    await deps.db.transaction().execute(async (trx) => {
      const decided = await decidePending(trx, 'fund_requests', id, { status: 'rejected', remark: reason, operatorId: operator.userId, now });
      await audit(trx, { actorId: operator.userId, action: 'fund_request.reject', targetType: 'fund_request', targetId: id, details: { reason }, now });
      await notify(
        trx,
        decided.user_id,
        'fund_rejected',
        'Fund request rejected',
        `Your request for ${decided.amount / 100} points was rejected: ${reason}`,
        now,
      );
    });
    const [request] = await withDuplicateFlags(deps.db, [await selectFundRequests(deps.db).where('fund_requests.id', '=', id).executeTakeFirstOrThrow()]);
    if (!request) throw new Error('fund request vanished');
    return { status: true, code: 'OK', msg: 'Fund request rejected.', request };
  },
};
