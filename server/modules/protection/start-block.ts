/** Starts a break or a self-exclusion. Blocks are only ever added: a new one never shortens one in force. */
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/dialect.ts';
import type { DB } from '../../db/schema.ts';
import { type BlockPeriod, blockInForce, blockMessage, endOf, kindOfPeriod } from './block-rules.ts';
import { blockView } from './protection-state.ts';
import { blockRows, lockWallet } from './protection.queries.ts';
import { recordChange } from './record-change.ts';

export async function startBlock(db: Kysely<DB>, dialect: SqlDialect, userId: number, period: BlockPeriod, now: number) {
  const kind = kindOfPeriod(period);
  const inForce = await db.transaction().execute(async (trx) => {
    // Taken after the wallet lock: a stake or deposit in flight finishes first, none starts after it.
    await lockWallet(trx, dialect, userId);
    const { mobile } = await trx.selectFrom('users').select('mobile').where('id', '=', userId).executeTakeFirstOrThrow();
    const endsAt = endOf(period, now);
    await trx.insertInto('protection_blocks').values({ user_id: userId, mobile, kind, period, starts_at: now, ends_at: endsAt }).execute();
    const details = { period, ends_at: endsAt === null ? null : new Date(endsAt).toISOString() };
    await recordChange(trx, userId, userId, kind === 'break' ? 'break.taken' : 'exclusion.taken', details, now);
    return blockInForce(await blockRows(trx, userId), now);
  });
  if (!inForce) throw new Error('a block just taken is not in force');
  return { status: true, code: 'OK' as const, msg: blockMessage(inForce), block: blockView(inForce) };
}
