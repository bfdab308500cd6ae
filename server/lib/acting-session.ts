/**
 * The session an operator's request came with, known wherever its action commits: the audit log, written in the
 * action's own transaction, checks there that the session is still live and its account not suspended.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ActingSession {
  userId: number;
  sessionId: string;
}

const store = new AsyncLocalStorage<ActingSession>();

/** Runs `fn` (an operator's request) as this session. */
export const actAs = <T>(session: ActingSession, fn: () => T): T => store.run(session, fn);

/** The session of the request being served, when it is an operator's. */
export const actingSession = (): ActingSession | undefined => store.getStore();
