/** Operator accounts: the list, adding one, suspending or reactivating another, ending an account's sessions. */
import { type Handlers, requireAuth } from '../../http/handler.ts';
import { addOperator } from './add-operator.ts';
import { changeOperatorStatus } from './change-operator-status.ts';
import { endOperatorSessions } from './end-operator-sessions.ts';
import { listOperators } from './operators.queries.ts';

export const operatorHandlers: Handlers = {
  async listOperators({ auth, deps }) {
    return { items: await listOperators(deps.db, requireAuth(auth).userId, deps.clock.now()) };
  },
  addOperator({ body, auth, deps }) {
    const { userId, sessionId } = requireAuth(auth);
    return addOperator(deps.db, deps.passwords, { operatorId: userId, sessionId, ...body, now: deps.clock.now() });
  },
  updateOperatorStatus({ params, body, auth, deps }) {
    const { userId, sessionId } = requireAuth(auth);
    const change = { operatorId: userId, sessionId, userId: Number(params.user_id), suspended: body.suspended, reason: body.reason.trim() };
    return changeOperatorStatus(deps.db, { ...change, now: deps.clock.now() });
  },
  logoutOperatorEverywhere({ params, body, auth, deps }) {
    const { userId, sessionId } = requireAuth(auth);
    return endOperatorSessions(deps.db, { operatorId: userId, sessionId, userId: Number(params.user_id), reason: body.reason, now: deps.clock.now() });
  },
};
