/** Whether a stake or a deposit may go ahead, given the block and the limits in force; without I/O. */
import type { LimitKind } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { Refusal, type RefusalCode } from '../../lib/refusal.ts';
import { type BlockRow, blockInForce, blockRefusal } from './block-rules.ts';
import { amountInForce, istStamp, LIMIT_NAMES, type LimitState, periodOf } from './limit-rules.ts';

export type MoneyMove = 'stake' | 'deposit';

export const KINDS_OF: Record<MoneyMove, LimitKind[]> = {
  stake: ['loss_day', 'loss_week'],
  deposit: ['deposit_day', 'deposit_week', 'deposit_month'],
};

/** A limit that applies now, with its period: `used` is then summed over [start, now]. */
export interface LimitInForce {
  kind: LimitKind;
  amount: number;
  start: number;
  resetsAt: number;
}

/**
 * The limits in force for a move, the one that resets last first: of several a move would pass, the refusal names
 * that one, whose reset is when the player may go on (the same on every database, whatever order rows come in).
 */
export function limitsInForce(move: MoneyMove, rows: Array<LimitState & { kind: LimitKind }>, now: number): LimitInForce[] {
  const out: LimitInForce[] = [];
  for (const row of rows) {
    const amount = amountInForce(row, now);
    if (amount === null || !KINDS_OF[move].includes(row.kind)) continue;
    const { start, end } = periodOf(row.kind, now);
    out.push({ kind: row.kind, amount, start, resetsAt: end });
  }
  return out.sort((a, b) => b.resetsAt - a.resetsAt || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
}

const WHAT: Record<MoneyMove, { noun: string; used: string; code: RefusalCode }> = {
  stake: { noun: 'bid', used: 'lost so far', code: 'LOSS_LIMIT_REACHED' },
  deposit: { noun: 'deposit', used: 'used', code: 'DEPOSIT_LIMIT_REACHED' },
};

/** The refusal when `amount` (hundredths) on top of what each limit has used would pass it. */
export function limitRefusal(move: MoneyMove, limit: LimitInForce, used: number, amount: number): Refusal | undefined {
  if (used + amount <= limit.amount) return undefined;
  const w = WHAT[move];
  return new Refusal(
    w.code,
    `This ${w.noun} would pass your ${LIMIT_NAMES[limit.kind]} of ${toPoints(limit.amount)} points ` +
      `(${w.used}: ${toPoints(Math.max(0, used))} points). It resets at ${istStamp(limit.resetsAt)}.`,
  );
}

export function blockRefusalAt(blocks: BlockRow[], now: number): Refusal | undefined {
  const block = blockInForce(blocks, now);
  return block ? blockRefusal(block) : undefined;
}
