/** True when a write failed on a UNIQUE constraint (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Codes of a connection the database closed or lost (PostgreSQL's class 08 and shutdowns; the socket's own). */
const LOST = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** The pg driver's words for a connection that ended while a statement was in flight or the client was handed out. */
const LOST_WORDS = /Connection terminated|connection error and is not queryable|Client was closed and is not queryable/;

/**
 * True when a statement failed because the connection to the database was lost. Whether what was asked was done is
 * then unknown: a commit may have taken effect with its answer lost on the way back.
 */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && LOST.has(code)) || LOST_WORDS.test(error.message);
}

/**
 * True when a request gave up waiting for the database: for a connection of the pool, or for a row lock (PostgreSQL's
 * lock_timeout). Nothing of it was done.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as { code?: unknown }).code === '55P03' || /timeout exceeded when trying to connect/.test(error.message);
}
