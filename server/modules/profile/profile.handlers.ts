/** The player's profile, bank details and UPI numbers. */
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { paymentDetails, saveBankDetails } from './bank-details.ts';
import { playerProfile, updateProfile } from './player-profile.ts';
import { saveUpiDetails } from './upi-details.ts';

export const profileHandlers: Handlers = {
  async getProfile({ auth, deps }) {
    return playerProfile(deps.db, requireAuth(auth).userId);
  },

  async updateProfile({ body, auth, deps }) {
    return updateProfile(deps.db, requireAuth(auth).userId, { name: body.user_name, username: body.email, now: deps.clock.now() });
  },

  async getPaymentDetails({ auth, deps }) {
    return paymentDetails(deps.db, requireAuth(auth).userId);
  },

  async saveBankDetails({ body, auth, deps }) {
    return saveBankDetails(deps.db, requireAuth(auth).userId, body, deps.clock.now());
  },

  async saveUpiDetails({ body, auth, deps }) {
    return saveUpiDetails(deps.db, requireAuth(auth).userId, body, deps.clock.now());
  },
};
