/** Withdrawals: the amount is held when the request is accepted, then paid or returned once by an operator. */
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { approveWithdrawal, rejectWithdrawal } from './decide-withdrawal.ts';
import { paymentMethodsFor } from './payment-methods.ts';
import { requestWithdrawal } from './request-withdrawal.ts';
import { withdrawInfo } from './withdraw-info.ts';
import { listWithdrawals } from './withdrawals.ts';

export const withdrawalHandlers: Handlers = {
  async requestWithdrawal({ body, auth, deps, req }) {
    const { userId } = requireAuth(auth);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    return requestWithdrawal(deps.db, deps.dialect, { userId, body, idempotencyKey, now: deps.clock.now(), limit: deps.limits.withdrawalRequestsPerPlayer });
  },

  async getPaymentMethods({ auth, deps }) {
    return paymentMethodsFor(deps.db, requireAuth(auth).userId);
  },

  async getWithdrawInfo({ body, auth, deps }) {
    return withdrawInfo(deps.db, requireAuth(auth).userId, deps.clock.now(), body?.before);
  },

  async listWithdrawals({ query, deps }) {
    return listWithdrawals(deps.db, query);
  },

  async approveWithdrawal({ params, body, auth, deps }) {
    const decision = { id: Number(params.withdrawal_id), operatorId: requireAuth(auth).userId, now: deps.clock.now(), note: body.note };
    return approveWithdrawal(deps.db, decision);
  },

  async rejectWithdrawal({ params, body, auth, deps }) {
    const decision = { id: Number(params.withdrawal_id), operatorId: requireAuth(auth).userId, now: deps.clock.now(), reason: body.reason.trim() };
    return rejectWithdrawal(deps.db, decision);
  },
};
