/** The player's wallet balance on its own (the family's `/api-user-wallet-balance`). */
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { toPoints } from '../../lib/money.ts';
import { balanceOf } from './ledger.ts';

export const walletBalanceHandlers: Handlers = {
  async getWalletBalance({ auth, deps }) {
    const points = toPoints((await balanceOf(deps.db, requireAuth(auth).userId)) ?? 0);
    return { status: true, code: 'OK', msg: 'Wallet balance', wallet_amt: String(points), wallet_balance: points };
  },
};
