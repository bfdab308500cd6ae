/**
 * assertMayStake for the embedded database's bid hot path: the same rules with prepared statements, synchronous,
 * so it runs inside a group-commit savepoint (SQLite writes one transaction at a time, so no other stake of the
 * player can interleave between this check and the debit).
 */
import type SQLite from 'better-sqlite3';
import type { LimitKind, ProtectionBlocksTable } from '../../db/schema.ts';
import type { LimitState } from './limit-rules.ts';
import { blockRefusalAt, limitRefusal, limitsInForce } from './play-rules.ts';
import { LOSS_ENTRIES } from './protection.queries.ts';

function prepare(raw: SQLite.Database) {
  return {
    limits: raw.prepare('select kind, amount, pending_amount, pending_at, operator_amount from protection_limits where user_id = ?'),
    blocks: raw.prepare('select kind, period, starts_at, ends_at from protection_blocks where user_id = ?'),
    loss: raw
      .prepare(
        `select coalesce(sum(amount), 0) from ledger_entries where user_id = ? and created_at >= ?
         and entry_type in (${LOSS_ENTRIES.map((e) => `'${e}'`).join(', ')})`,
      )
      .pluck(),
  };
}

const statements = new WeakMap<SQLite.Database, ReturnType<typeof prepare>>();

/** Throws the Refusal of a stake of `amount` hundredths during a block or past a loss limit. */
export function assertMayStakeSync(raw: SQLite.Database, userId: number, amount: number, now: number): void {
  let st = statements.get(raw);
  if (!st) statements.set(raw, (st = prepare(raw)));
  const blocked = blockRefusalAt(st.blocks.all(userId) as Array<Pick<ProtectionBlocksTable, 'kind' | 'period' | 'starts_at' | 'ends_at'>>, now);
  if (blocked) throw blocked;
  const rows = st.limits.all(userId) as Array<LimitState & { kind: LimitKind }>;
  if (rows.length === 0) return;
  for (const limit of limitsInForce('stake', rows, now)) {
    const refusal = limitRefusal('stake', limit, -Number(st.loss.get(userId, limit.start)), amount);
    if (refusal) throw refusal;
  }
}
