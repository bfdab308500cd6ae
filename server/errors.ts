/**
 * The ground floor of errors: every layer may import this file and it imports nothing of the server.
 * - `Refusal`: a business outcome the API answers with 200 `{status: false, code, msg}`; its codes are one typed list.
 * - `ApiError`: a failure with an HTTP status (422, 401, 403, 404, 409, 429 ...) and the one error body.
 */

/** Every code a refusal may carry. */
export const REFUSAL_CODES = [
  'AMOUNT_OUT_OF_RANGE',
  'BANK_DETAILS_MISSING',
  'BETTING_CLOSED',
  'BID_AMOUNT_OUT_OF_RANGE',
  'BID_DATE_CHANGED',
  'DEPOSIT_LIMIT_REACHED',
  'INSUFFICIENT_BALANCE',
  'INVALID_BID_TYPE',
  'INVALID_DIGITS',
  'INVALID_PANNA',
  'INVALID_PAYMENT_METHOD',
  'INVALID_SESSION',
  'LOSS_LIMIT_REACHED',
  'ON_BREAK',
  'SELF_EXCLUDED',
  'TOO_MANY_PENDING',
  'UNKNOWN_GAME',
  'UPI_DETAILS_MISSING',
  'WITHDRAW_CLOSED',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Every code of a reply that is not a Refusal or an ApiError: success, and outcomes answered as plain replies. */
export const OUTCOME_CODES = [
  'ACCOUNT_BLOCKED',
  'BETTING_BLOCKED',
  'CONTACT_SUPPORT',
  'CONTRACT_VIOLATION',
  'DATE_OF_BIRTH_REQUIRED',
  'DUPLICATE_TRANSACTION',
  'HALF_SANGAM_FORM_UNKNOWN',
  'INVALID_CREDENTIALS',
  'LIMIT_PENDING',
  'MAINTENANCE',
  'MOBILE_EXCLUDED',
  'MOBILE_NOT_REGISTERED',
  'MOBILE_REGISTERED',
  'MOBILE_TAKEN',
  'OK',
  'PIN_NOT_SET',
  'READ_ONLY_FIELD',
  'RECEIPT_REQUIRED',
  'UNCHANGED',
  'UNDERAGE',
  'USERNAME_TAKEN',
  'WITHDRAWALS_BLOCKED',
  'WRONG_PASSWORD',
  'WRONG_PIN',
] as const;

/** Every code an ApiError may carry. */
export const ERROR_CODES = [
  'ALREADY_DECIDED',
  'ALREADY_DECLARED',
  'APP_KEY_INVALID',
  'BAD_REQUEST',
  'BAD_URL',
  'BETTING_STILL_OPEN',
  'CROSS_SITE_REQUEST',
  'DAY_CANCELLED',
  'DAY_HAS_BIDS',
  'DAY_IN_PROGRESS',
  'EDIT_CONFLICT',
  'FORBIDDEN',
  'HOST_NOT_ALLOWED',
  'IDEMPOTENCY_KEY_REUSED',
  'INSUFFICIENT_BALANCE',
  'INTERNAL',
  'NOT_A_MARKET_DAY',
  'NOT_DECLARED',
  'NOT_FOUND',
  'NOT_IMPLEMENTED',
  'NOT_SESSION_PLAYER',
  'NOT_STRICTER',
  'NOTHING_TO_CANCEL',
  'OPEN_NOT_DECLARED',
  'OUTCOME_UNKNOWN',
  'PASSWORD_CHANGE_REQUIRED',
  'PAYLOAD_TOO_LARGE',
  'PLAYER_ON_HOLD',
  'RATE_LIMITED',
  'SAME_RESULT',
  'TOO_MANY_STREAMS',
  'UNAUTHENTICATED',
  'UNAVAILABLE',
  'UNSUPPORTED_MEDIA_TYPE',
  'VALIDATION_FAILED',
  'WALLET_IN_DEBT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every code the server sends in a reply's `code`: the contract lists exactly these (`Code` in openapi.yaml). */
export const REPLY_CODES = [...new Set([...OUTCOME_CODES, ...REFUSAL_CODES, ...ERROR_CODES])].sort();

/**
 * A business refusal raised inside a transaction: it rolls the transaction back and becomes the 200 reply
 * `{status: false, code, msg}` the API family expects.
 */
export class Refusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
  }
  get reply() {
    return { status: false as const, code: this.code, msg: this.message };
  }
}

export interface FieldProblem {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    /** Its own code, or a refusal's when a refusal is answered with an HTTP status (a 409 to an operator). */
    readonly code: ErrorCode | RefusalCode,
    message: string,
    readonly extra: { errors?: FieldProblem[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

export const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED', 'Please log in again.');
export const forbidden = (msg = 'You may not do this.') => new ApiError(403, 'FORBIDDEN', msg);
/** An operator whose password another operator chose, before changing it. */
export const passwordChangeRequired = (msg = 'Change the password you were given before using the console.') =>
  new ApiError(403, 'PASSWORD_CHANGE_REQUIRED', msg);
export const notFound = (msg = 'Not found') => new ApiError(404, 'NOT_FOUND', msg);
export const conflict = (code: ErrorCode, msg: string) => new ApiError(409, code, msg);
/** An edit made from a screen built before another operator saved the same thing (it would undo that save). */
export const staleEdit = (what: 'market' | 'settings') =>
  new ApiError(
    409,
    'EDIT_CONFLICT',
    `Another operator saved ${what === 'market' ? 'this market' : 'the settings'} after you opened ${what === 'market' ? 'it' : 'them'}. Nothing was changed: look at the values saved now and make your change again.`,
  );
export const invalid = (field: string, message: string) => new ApiError(422, 'VALIDATION_FAILED', message, { errors: [{ field, message }] });
/**
 * The database connection was lost, or the database too busy, while a request that changes something was under way:
 * a step of it may have been committed, so the client is told to check, not just to try again.
 */
export const outcomeUnknown = (why: 'lost' | 'busy') =>
  new ApiError(
    503,
    'OUTCOME_UNKNOWN',
    why === 'lost'
      ? 'The server lost its connection to the database and cannot tell whether this went through. Check your history and wallet before trying again.'
      : 'The server was too busy to finish this and cannot tell whether it went through. Check your history and wallet before trying again.',
  );
/**
 * The server was too busy to answer (the database had no free connection or held a row lock too long, too many asks
 * of one kind wait); with `retryAfterSeconds`, the reply's `Retry-After`.
 */
export const serverBusy = (retryAfterSeconds?: number) =>
  new ApiError(503, 'UNAVAILABLE', 'The server is busy. Please try again in a moment.', retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
/** Too many uploaded images are waiting to be read (each waits with its bytes in memory). */
export const imagesBusy = () =>
  new ApiError(503, 'UNAVAILABLE', 'The server is reading many images just now. Please try again in a minute.', { retryAfterSeconds: 60 });
/** The wait in words, as `Retry-After` gives it: seconds under a minute, else minutes rounded up. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
export const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', `Too many attempts. Try again in ${waitInWords(retryAfterSeconds)}.`, { retryAfterSeconds });
