/** The passbook (from the ledger) and the operator's wallet adjustments and ledger view. */
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { adjustWallet } from './adjust-wallet.ts';
import { passbook, userLedger } from './passbook.ts';

export const walletHandlers: Handlers = {
  async getPassbook({ body, auth, deps }) {
    return passbook(deps.db, requireAuth(auth).userId, body?.before);
  },

  async adjustWallet({ params, body, auth, deps, req }) {
    const operatorId = requireAuth(auth).userId;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    return adjustWallet(deps.db, deps.dialect, { operatorId, userId: Number(params.user_id), body, idempotencyKey, now: deps.clock.now() });
  },

  async getUserLedger({ params, query, deps }) {
    return userLedger(deps.db, Number(params.user_id), query);
  },
};
