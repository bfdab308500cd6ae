/** A player's fund request with its receipt: throttled, at most a few pending, one per transaction id. */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { countedOnce } from '../../lib/counted-once.ts';
import { requestHash, runIdempotent } from '../../lib/idempotency.ts';
import { checkImage, ImageRefused, MAX_RECEIPT_PIXELS, reencodeChecked } from '../../lib/images.ts';
import { fromPoints, pointsText } from '../../lib/money.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { ThrottleRule } from '../../lib/throttle.ts';
import { removeUpload, storeUpload, type UploadPlace } from '../../lib/uploads.ts';
import { assertMayRequestDeposit, blockInForceNow } from '../protection/check-money-move.ts';
import { loadSettings, type StoredSettings } from '../settings/settings.ts';
import { txnKeyOf } from './fund-requests.ts';

/** A player's fund requests waiting for an operator at once. */
export const MAX_PENDING_FUND_REQUESTS = 5;
const TOO_MANY_PENDING = {
  status: false,
  code: 'TOO_MANY_PENDING' as const,
  msg: `You have ${MAX_PENDING_FUND_REQUESTS} fund requests waiting for approval. Please wait until they are decided.`,
} as const;

const DUPLICATE = { status: false, code: 'DUPLICATE_TRANSACTION' as const, msg: 'This transaction id has already been used' } as const;

type Accepted = { status: true; code: 'OK'; msg: string; request_id: string };

/** What a deposit request carries, from the contract's form, the family's payment slip form or JSON with a UTR. */
export interface FundRequestInput {
  userId: number;
  /** The operation, so a retried request is recognised only as a retry of the same kind of request. */
  operation: string;
  amount: number;
  description: string;
  /** The payment's transaction id, or '' when the player did not give one. */
  txnId: string;
  /** The receipt image and the form field it came in (for the field of a refusal). */
  receipt: Buffer | undefined;
  receiptField: string;
  /** Sent as JSON with a transaction id and no receipt: accepted only where the operator allows it. */
  withoutReceipt?: boolean;
  /** The request's fields, for recognising a retry. */
  fields: unknown;
  idempotencyKey: string | undefined;
}

const RECEIPT_REQUIRED = { status: false, code: 'RECEIPT_REQUIRED' as const, msg: 'Please send the payment receipt image with your fund request.' } as const;

export interface FundRequestContext {
  db: Kysely<DB>;
  dialect: SqlDialect;
  clock: Clock;
  /** How often a player may ask. */
  limit: ThrottleRule;
  /** Where the receipt is stored. */
  place: UploadPlace;
  /** A pause point for tests (see TestHooks). */
  hooks?: { beforeFundRequestChecks?: () => Promise<void> } | undefined;
}

/**
 * Receipts of each player being read in this process, in the order their requests got here. A request whose receipts
 * ahead of it could fill the pending cap waits for them before its own is decoded, then counts again: a burst sent at
 * once has only the cap's worth of receipts decoded (up to seconds of a core each), not all of them only to refuse
 * the rest. (The cap is counted again holding the wallet lock, where it holds across processes.)
 */
interface Reading {
  key: string | undefined;
  finished: Promise<void>;
}
const readingReceipts = new Map<number, Reading[]>();

/** Marks a receipt of the player as being read, behind those already being read; `done` releases it. */
function startReading(userId: number, key: string | undefined) {
  const entries = readingReceipts.get(userId) ?? [];
  // A copy of a request (the same key) is the same request: it does not wait for itself.
  const ahead = entries.filter((e) => e.key === undefined || e.key !== key);
  let done!: () => void;
  const entry: Reading = { key, finished: new Promise<void>((resolve) => (done = resolve)) };
  entries.push(entry);
  readingReceipts.set(userId, entries);
  const release = () => {
    entries.splice(entries.indexOf(entry), 1);
    if (entries.length === 0) readingReceipts.delete(userId);
    done();
  };
  return { ahead, release };
}

async function atPendingCap(db: Kysely<DB>, userId: number, alsoReading = 0): Promise<boolean> {
  const pending = await db
    .selectFrom('fund_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(pending.n) + alsoReading >= MAX_PENDING_FUND_REQUESTS;
}

/** The refusals answered before the receipt is read: too many pending, an amount out of range, a used transaction id. */
async function refusalOf(db: Kysely<DB>, settings: StoredSettings, userId: number, r: FundRequestInput) {
  if (await atPendingCap(db, userId)) return TOO_MANY_PENDING;
  const amount = r.amount;
  if (amount < settings.min_deposit || amount > settings.max_deposit) {
    return {
      status: false,
      code: 'AMOUNT_OUT_OF_RANGE' as const,
      msg: `The amount must be between ${pointsText(settings.min_deposit)} and ${pointsText(settings.max_deposit)} points`,
    } as const;
  }
  if (r.txnId === '') return undefined;
  const used = await db.selectFrom('fund_requests').select('id').where('txn_id', '=', r.txnId).executeTakeFirst();
  return used ? DUPLICATE : undefined;
}

/** The receipt's refusal as the field's validation error. */
async function asFieldProblem<T>(field: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ImageRefused) throw invalid(field, error.message);
    throw error;
  }
}

/**
 * The receipt re-encoded, once what can be checked without decoding it passed and the player's receipts being read
 * ahead of it can no longer fill the pending cap.
 */
async function readReceipt(db: Kysely<DB>, r: FundRequestInput & { receipt: Buffer }) {
  const checked = await asFieldProblem(r.receiptField, () => checkImage(r.receipt, { maxPixels: MAX_RECEIPT_PIXELS, owner: `player:${r.userId}` }));
  const { ahead, release } = startReading(r.userId, r.idempotencyKey);
  try {
    let waitingFor = ahead;
    while (await atPendingCap(db, r.userId, waitingFor.length)) {
      if (waitingFor.length === 0) return TOO_MANY_PENDING;
      await Promise.race(waitingFor.map((e) => e.finished));
      waitingFor = waitingFor.filter((e) => readingReceipts.get(r.userId)?.includes(e));
    }
    return { image: await asFieldProblem(r.receiptField, () => reencodeChecked(checked)) };
  } finally {
    release();
  }
}

/**
 * A player's deposit request: checked (receipt image, amount range, pending cap, rate limit, transaction id used
 * once, protection limits), its receipt re-encoded and stored, and recorded as pending, exactly once per
 * Idempotency-Key.
 */
export async function addFundRequest(ctx: FundRequestContext, r: FundRequestInput) {
  const { db, clock } = ctx;
  const { userId, idempotencyKey: key } = r;
  // Refused for its receipt: a player on a break or excluded is told of that first.
  const blocked = async () => (await blockInForceNow(db, userId, clock.now()))?.reply;
  if (r.withoutReceipt && !(await loadSettings(db)).fund_request_without_receipt) return (await blocked()) ?? RECEIPT_REQUIRED;
  if (!r.receipt && !(r.withoutReceipt && r.txnId !== '')) {
    const refusal = await blocked();
    if (refusal) return refusal;
    throw invalid(r.receiptField, `${r.receiptField} is required`);
  }
  const hash = requestHash(r.operation, r.fields, r.receipt ? r.receipt.toString('base64') : '');
  // A retry refused by what its first sending did meanwhile (the transaction id used, the cap or the rate limit
  // reached, here or in another process) gets that sending's answer, as a retry should, and counts once.
  const counted = { userId, key, hash, now: clock.now(), attemptKey: `fund-request:user:${userId}`, rule: ctx.limit };
  return countedOnce<Accepted, Awaited<ReturnType<typeof placeFundRequest>>>(db, counted, (onReplay) => placeFundRequest(ctx, r, hash, onReplay));
}

async function placeFundRequest(ctx: FundRequestContext, r: FundRequestInput, hash: string, onReplay: () => void) {
  const { db, clock } = ctx;
  const { userId } = r;
  await ctx.hooks?.beforeFundRequestChecks?.();
  const blocked = await blockInForceNow(db, userId, clock.now());
  if (blocked) return blocked.reply;
  const settings = await loadSettings(db);
  const refused = await refusalOf(db, settings, userId, r);
  if (refused) return refused;
  const read = r.receipt ? await readReceipt(db, { ...r, receipt: r.receipt }) : undefined;
  if (read && !('image' in read)) return read;
  return writeFundRequest(ctx, r, hash, onReplay, settings, read?.image);
}

/** Records the request, counted once more against the cap holding the player's lock, and stores its receipt. */
async function writeFundRequest(
  ctx: FundRequestContext,
  r: FundRequestInput,
  hash: string,
  onReplay: () => void,
  settings: StoredSettings,
  image: Buffer | undefined,
) {
  const { db, clock, dialect, place } = ctx;
  const { userId, idempotencyKey: key } = r;
  const amount = r.amount;
  const now = clock.now();
  let stored: string | undefined;
  let inserted: string | undefined;
  try {
    const reply = await runIdempotent(db, { userId, key, hash, now, dialect, onReplay }, async (trx): Promise<Accepted> => {
      await assertMayRequestDeposit(trx, dialect, userId, fromPoints(amount), now);
      // Counted again holding the player's wallet lock: requests sent at once all passed the first count.
      if (await atPendingCap(trx, userId)) throw new Refusal(TOO_MANY_PENDING.code, TOO_MANY_PENDING.msg);
      // In the same transaction on PostgreSQL: a refused or rolled-back request leaves no file behind.
      if (image) stored = await storeUpload({ ...place, db: trx }, 'receipts', image);
      const { id } = await trx
        .insertInto('fund_requests')
        .values({
          user_id: userId,
          amount: fromPoints(amount),
          description: r.description,
          txn_id: r.txnId,
          txn_key: txnKeyOf(r.txnId),
          receipt_file: stored ?? '',
          receiver_upi_id: settings.upi_id,
          status: 'pending',
          remark: '',
          created_at: now,
          decided_at: null,
          decided_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      inserted = String(id);
      return { status: true, code: 'OK' as const, msg: 'Your fund request has been received. Points arrive once it is approved.', request_id: inserted };
    });
    // A concurrent retry answered with the first request's record: this request's file is not needed.
    if (stored && reply.request_id !== inserted) await removeUpload(place, 'receipts', stored);
    return reply;
  } catch (error) {
    if (stored) await removeUpload(place, 'receipts', stored);
    if (error instanceof Refusal) return error.reply;
    if (isUniqueViolation(error)) return DUPLICATE;
    throw error;
  }
}
