/** Deposits: the player's fund request with its receipt, and the operator's single approval or rejection. */
import { type Deps, type Handlers, requireAuth } from '../../http/handler.ts';
import { uploadPlaceOf } from '../../lib/uploads.ts';
import { addFundRequest } from './add-fund-request.ts';
import { approveFundRequest, rejectFundRequest } from './decide-fund-request.ts';
import { fundRequestHistory, listFundRequests } from './fund-requests.ts';
import { receiptBytes } from './receipt.ts';

/** The descriptions a payment slip, or a request with a UTR only, is listed with when the player gave none. */
const SLIP_DESCRIPTION = 'Payment slip';
const UTR_DESCRIPTION = 'UTR only, no receipt';

const fundRequestContext = (deps: Deps) => ({
  db: deps.db,
  dialect: deps.dialect,
  clock: deps.clock,
  limit: deps.limits.fundRequestsPerPlayer,
  place: uploadPlaceOf(deps),
  hooks: deps.hooks,
});

export const fundHandlers: Handlers = {
  async addFundRequest({ body, files, auth, deps, req }) {
    const { userId } = requireAuth(auth);
    // As JSON: the transaction id (UTR) without a receipt image, only where the operator allows it.
    const withoutReceipt = String(req.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('application/json');
    return addFundRequest(fundRequestContext(deps), {
      userId,
      operation: 'addFundRequest',
      amount: Number(body.request_amount),
      description: body.request_description?.trim() || (withoutReceipt ? UTR_DESCRIPTION : ''),
      txnId: body.request_number,
      receipt: files.fund_payment_receipt?.data,
      receiptField: 'fund_payment_receipt',
      withoutReceipt,
      fields: body,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    });
  },

  async uploadPaymentSlip({ body, files, auth, deps, req }) {
    return addFundRequest(fundRequestContext(deps), {
      userId: requireAuth(auth).userId,
      operation: 'uploadPaymentSlip',
      amount: Number(body.request_amount),
      description: body.request_description?.trim() || SLIP_DESCRIPTION,
      txnId: body.request_number ?? '',
      receipt: files.payment_slip?.data,
      receiptField: 'payment_slip',
      fields: body,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    });
  },

  async getFundRequestHistory({ body, auth, deps }) {
    return fundRequestHistory(deps.db, requireAuth(auth).userId, body?.before);
  },

  async getReceipt({ params, auth, deps, reply }) {
    const bytes = await receiptBytes(deps.db, uploadPlaceOf(deps), requireAuth(auth), Number(params.request_id));
    return reply
      .type('image/jpeg')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .header('Cache-Control', 'private, no-store')
      .send(bytes);
  },

  async listFundRequests({ query, deps }) {
    return listFundRequests(deps.reads, query);
  },

  async approveFundRequest({ params, body, auth, deps }) {
    const decision = { id: Number(params.request_id), operatorId: requireAuth(auth).userId, now: deps.clock.now(), note: body.note };
    return approveFundRequest(deps.db, deps.dialect, decision);
  },

  async rejectFundRequest({ params, body, auth, deps }) {
    const decision = { id: Number(params.request_id), operatorId: requireAuth(auth).userId, now: deps.clock.now(), reason: body.reason.trim() };
    return rejectFundRequest(deps.db, decision);
  },
};
