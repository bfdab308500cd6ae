/**
 * The protection checks of the money paths, run in the caller's transaction after the wallet row is locked, so
 * concurrent stakes or deposits of one player take turns and none can pass a limit. Each throws a Refusal.
 */
import type { Kysely, Transaction } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { limitRefusal, limitsInForce, blockRefusalAt } from './play-rules.ts';
import { blockRows, limitRows, lockWallet, usedSince } from './protection.queries.ts';

type Trx = Transaction<DB>;

/**
 * A stake of `amount` hundredths: refused during a break or exclusion, or past a loss limit. Call it right after the
 * stake's debit, which has locked the wallet row and appended the stake, so its sums include this stake and every
 * stake committed before; a refusal rolls the whole slip back. (No extra lock on the hot path.) `debited` false: the
 * debit was refused (too small a balance), so the sums do not hold this stake; a protection refusal is told first.
 */
export async function assertStakeAllowed(trx: Trx, userId: number, amount: number, now: number, debited = true): Promise<void> {
  const blocked = blockRefusalAt(await blockRows(trx, userId), now);
  if (blocked) throw blocked;
  for (const limit of limitsInForce('stake', await limitRows(trx, userId), now)) {
    const before = (await usedSince(trx, userId, limit.kind, limit.start, false)) - (debited ? amount : 0);
    const refusal = limitRefusal('stake', limit, before, amount);
    if (refusal) throw refusal;
  }
}

/**
 * The break or exclusion in force as a Refusal, read outside the money move: a blocked player whose bid or fund
 * request is refused for another reason (its amount, the pending cap, a missing receipt) is told of the block instead.
 * (The move itself checks again in its transaction, holding the lock.)
 */
export async function blockInForceNow(db: Kysely<DB>, userId: number, now: number) {
  return blockRefusalAt(await blockRows(db, userId), now);
}

/**
 * A fund request of `amount` hundredths: refused during a break or exclusion, or when it with the deposits
 * credited this period and the requests still pending would pass a deposit limit.
 */
export async function assertMayRequestDeposit(trx: Trx, dialect: SqlDialect, userId: number, amount: number, now: number): Promise<void> {
  await lockWallet(trx, dialect, userId);
  const blocked = blockRefusalAt(await blockRows(trx, userId), now);
  if (blocked) throw blocked;
  for (const limit of limitsInForce('deposit', await limitRows(trx, userId), now)) {
    const refusal = limitRefusal('deposit', limit, await usedSince(trx, userId, limit.kind, limit.start, true), amount);
    if (refusal) throw refusal;
  }
}

/**
 * The credit of an approved fund request: refused when it with the deposits credited this period would pass a
 * deposit limit in force now (409; the credit is what counts). A break or exclusion does not stop it: the player
 * paid before, and can withdraw the points.
 */
export async function assertMayCreditDeposit(trx: Trx, dialect: SqlDialect, userId: number, amount: number, now: number): Promise<void> {
  await lockWallet(trx, dialect, userId);
  for (const limit of limitsInForce('deposit', await limitRows(trx, userId), now)) {
    const refusal = limitRefusal('deposit', limit, await usedSince(trx, userId, limit.kind, limit.start, false), amount);
    if (refusal) throw new ApiError(409, refusal.code, `The player's limit stops this credit: ${refusal.message}`);
  }
}
