/** The operators' audit log. */
import type { Handlers } from '../../http/handler.ts';
import { listAuditLog } from './audit-log.ts';

export const auditHandlers: Handlers = {
  async listAuditLog({ query, deps }) {
    return listAuditLog(deps.db, query);
  },
};
