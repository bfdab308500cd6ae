/** Player enquiries: sent by players, listed for operators. */
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { listEnquiries, submitEnquiry } from './enquiries.ts';

export const enquiryHandlers: Handlers = {
  async submitEnquiry({ body, auth, deps }) {
    return submitEnquiry(deps, requireAuth(auth).userId, body.enquiry);
  },

  async listEnquiries({ query, deps }) {
    return listEnquiries(deps.db, query);
  },
};
