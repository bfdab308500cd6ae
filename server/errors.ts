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
  'UNKNOWN_GAME',
  'WITHDRAW_CLOSED',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

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
    readonly code: string,
    message: string,
    readonly extra: { errors?: FieldProblem[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

export const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED', 'Please log in again.');
export const forbidden = (msg = 'You may not do this.') => new ApiError(403, 'FORBIDDEN', msg);
export const notFound = (msg = 'Not found') => new ApiError(404, 'NOT_FOUND', msg);
export const conflict = (code: string, msg: string) => new ApiError(409, code, msg);
export const invalid = (field: string, message: string) => new ApiError(422, 'VALIDATION_FAILED', message, { errors: [{ field, message }] });
export const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', `Too many attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`, {
    retryAfterSeconds,
  });
