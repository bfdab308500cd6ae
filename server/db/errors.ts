/** True when a write failed on a UNIQUE constraint (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Codes of a connection the database closed or lost under a statement (PostgreSQL's class 08 and shutdowns; the socket's). */
const LOST = new Set(['57P01', '57P02', '08000', '08003', '08006', 'ECONNRESET', 'EPIPE']);
/** The pg driver's words for a connection that ended while a statement was in flight or the client was handed out. */
const LOST_WORDS = /Connection terminated unexpectedly|connection error and is not queryable|Client was closed and is not queryable/;

/**
 * True when a statement failed because the connection to the database was lost. Whether what was asked was done is
 * then unknown: a commit may have taken effect with its answer lost on the way back.
 */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && LOST.has(code)) || LOST_WORDS.test(error.message);
}

/** Codes of a database that could not be reached or was still starting, and of a row lock waited for too long. */
const BUSY = new Set(['55P03', '57P03', 'ECONNREFUSED', 'ETIMEDOUT']);
/** pg-pool's words for no connection in time: none free in the pool, or a new one not opened in time. */
const BUSY_WORDS = /timeout exceeded when trying to connect|Connection terminated due to connection timeout/;

/**
 * True when a step of a request gave up waiting for the database: for a connection (none free in the pool, the server
 * not answering or still starting) or for a row lock (PostgreSQL's lock_timeout). That step did nothing; a step
 * before it in the same request may have been committed.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && BUSY.has(code)) || BUSY_WORDS.test(error.message);
}
