/** Deposits: the player's fund request with its receipt, and the operator's single approval or rejection. */
import { invalid, notFound } from '../../http/errors.ts';
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { remembered, requestHash, runIdempotent } from '../../lib/idempotency.ts';
import { ImageRefused, reencodeImage } from '../../lib/images.ts';
import { fromPoints } from '../../lib/money.ts';
import { countOf, pageLimit, pageOf, pageOffset } from '../../lib/paging.ts';
import { readUpload, removeUpload, storeUpload } from '../../lib/uploads.ts';
import { audit } from '../admin/audit.ts';
import { decidePending } from '../admin/decide-pending.ts';
import { notify } from '../notifications/notify.ts';
import { loadSettings } from '../settings/settings.ts';
import { credit } from '../wallet/ledger.ts';
import { fundHistoryRow, orderPendingFirst, selectFundRequests, withDuplicateFlags } from './fund-requests.ts';

const DUPLICATE = { status: false, code: 'DUPLICATE_TRANSACTION', msg: 'This transaction id has already been used' } as const;

export const fundHandlers: Handlers = {
  async addFundRequest({ body, files, auth, deps, req }) {
    const { userId } = requireAuth(auth);
    const { db, config, clock } = deps;
    const receipt = files.fund_payment_receipt;
    if (!receipt) throw invalid('fund_payment_receipt', 'fund_payment_receipt is required');
    const key = req.headers['idempotency-key'] as string | undefined;
    const hash = requestHash('addFundRequest', body, receipt.data.toString('base64'));
    const earlier = await remembered<{ status: true; code: string; msg: string; request_id: string }>(db, userId, key, hash, clock.now());
    if (earlier) return earlier;
    const settings = await loadSettings(db);
    const amount = Number(body.request_amount);
    if (amount < settings.min_deposit || amount > settings.max_deposit) {
      return { status: false, code: 'AMOUNT_OUT_OF_RANGE', msg: `The amount must be between ${settings.min_deposit} and ${settings.max_deposit} points` };
    }
    const used = await db.selectFrom('fund_requests').select('id').where('txn_id', '=', body.request_number).executeTakeFirst();
    if (used) return DUPLICATE;
    let image: Buffer;
    try {
      image = await reencodeImage(receipt.data);
    } catch (error) {
      if (error instanceof ImageRefused) throw invalid('fund_payment_receipt', error.message);
      throw error;
    }
    const now = clock.now();
    let stored: string | undefined;
    let inserted: string | undefined;
    try {
      const reply = await runIdempotent(db, { userId, key, hash, now, dialect: deps.dialect }, async (trx) => {
        stored = await storeUpload(config.dataDir, 'receipts', image);
        const { id } = await trx
          .insertInto('fund_requests')
          .values({
            user_id: userId,
            amount: fromPoints(amount),
            description: body.request_description.trim(),
            txn_id: body.request_number,
            receipt_file: stored,
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
      if (stored && reply.request_id !== inserted) await removeUpload(config.dataDir, 'receipts', stored);
      return reply;
    } catch (error) {
      if (stored) await removeUpload(config.dataDir, 'receipts', stored);
      if (isUniqueViolation(error)) return DUPLICATE;
      throw error;
    }
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
    const bytes = await readUpload(deps.config.dataDir, 'receipts', row.receipt_file);
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
