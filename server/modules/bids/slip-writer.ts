/**
 * One slip path: the pure rules (`decideSlip`) and one writer per database engine behind this interface, chosen
 * once when the app is built. Both writers make the same decision from the same facts and the same writes: the
 * day checked under its lock, the total debited on condition of the balance with its ledger entry, every bid stored
 * with the rate in force, all or nothing, and a keyed slip's answer remembered with it.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../sdk/schema.d.ts';
import type { Database } from '../../db/database.ts';
import type { GroupCommit } from '../../db/group-commit.ts';
import type { DB, Family } from '../../db/schema.ts';
import { Refusal } from '../../lib/refusal.ts';
import { blockInForceNow } from '../protection/check-money-move.ts';
import { pgSlipWriter } from './pg-slip-writer.ts';
import { sqliteSlipWriter } from './sqlite-slip-writer.ts';

export type BidReply = components['schemas']['BidReply'];

export interface SlipRequest {
  family: Family;
  slip: components['schemas']['BidSlip'];
  userId: number;
  now: number;
  /** Idempotency-Key, when sent, and the hash of the request it names. */
  key: string | undefined;
  hash: string;
}

export interface SlipWriter {
  /** Places the slip or throws a Refusal (nothing changed); a repeated key answers the first reply. */
  place(request: SlipRequest): Promise<BidReply>;
}

/** Pause points for tests. */
export interface SlipWriterHooks {
  /** On PostgreSQL, after a batch of slips was decided and before its statement writes these slips. */
  beforeSlipBatchWrite?: (slips: SlipRequest[]) => Promise<void>;
}

export function createSlipWriter(database: Database, groupCommit: GroupCommit | undefined, hooks?: SlipWriterHooks): SlipWriter {
  if (database.sqlite && groupCommit) return blockToldFirst(sqliteSlipWriter(groupCommit), database.db);
  if (database.pool) return blockToldFirst(pgSlipWriter(database.db, database.pool, hooks), database.db);
  throw new Error('no slip writer for this database');
}

/**
 * A slip refused for another reason (its points out of range, a closed market) from a player on a break or excluded
 * is answered with the block: the player is not told to change the slip. Read on refusals only, off the hot path.
 */
function blockToldFirst(writer: SlipWriter, db: Kysely<DB>): SlipWriter {
  return {
    async place(request) {
      try {
        return await writer.place(request);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        const blocked = await blockInForceNow(db, request.userId, request.now);
        throw blocked ?? error;
      }
    },
  };
}
