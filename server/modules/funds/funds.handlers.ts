/** Deposits: the player's fund request with its receipt, and the operator's single approval or rejection. */
import { invalid } from '../../errors.ts';
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { uploadPlaceOf } from '../../lib/uploads.ts';
import { addFundRequest } from './add-fund-request.ts';
import { approveFundRequest, rejectFundRequest } from './decide-fund-request.ts';
import { fundRequestHistory, listFundRequests } from './fund-requests.ts';
import { receiptBytes } from './receipt.ts';

export const fundHandlers: Handlers = {
  async addFundRequest({ body, files, auth, deps, req }) {
    const { userId } = requireAuth(auth);
    const receipt = files.fund_payment_receipt;
    if (!receipt) throw invalid('fund_payment_receipt', 'fund_payment_receipt is required');
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const ctx = { db: deps.db, dialect: deps.dialect, clock: deps.clock, limit: deps.limits.fundRequestsPerPlayer, place: uploadPlaceOf(deps) };
    return addFundRequest(ctx, { userId, body, receipt: receipt.data, idempotencyKey });
  },

  async getFundRequestHistory({ auth, deps }) {
    return fundRequestHistory(deps.db, requireAuth(auth).userId);
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
    return listFundRequests(deps.db, query);
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
