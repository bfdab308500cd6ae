/** Breaks and self-exclusions, without I/O: how long each lasts, which one is in force, and its refusal. */
import type { ProtectionBlocksTable } from '../../db/schema.ts';
import { istInstant, istParts } from '../../lib/ist.ts';
import { Refusal } from '../../lib/refusal.ts';
import { istStamp } from './limit-rules.ts';

export type BlockPeriod = ProtectionBlocksTable['period'];
export type BlockKind = ProtectionBlocksTable['kind'];
export type BlockRow = Pick<ProtectionBlocksTable, 'kind' | 'period' | 'starts_at' | 'ends_at'>;

const HOUR = 3_600_000;
const HOURS: Partial<Record<BlockPeriod, number>> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 };
const MONTHS: Partial<Record<BlockPeriod, number>> = { '6m': 6, '1y': 12 };

export const kindOfPeriod = (period: BlockPeriod): BlockKind => (period in HOURS ? 'break' : 'exclusion');

/** When a block of `period` taken at `now` ends; null for a permanent exclusion. */
export function endOf(period: BlockPeriod, now: number): number | null {
  const hours = HOURS[period];
  if (hours !== undefined) return now + hours * HOUR;
  const months = MONTHS[period];
  if (months === undefined) return null;
  return addIstMonths(now, months);
}

/**
 * The same IST wall-clock time `months` calendar months later, on India's calendar; a day the later month lacks
 * (31 August + 6 months) is its last day (28 or 29 February).
 */
export function addIstMonths(now: number, months: number): number {
  const { date } = istParts(now);
  const sinceMidnight = now - istInstant(date, '00:00');
  const monthIndex = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return istInstant(`${pad(year, 4)}-${pad(month)}-${pad(day)}`, '00:00') + sinceMidnight;
}

/**
 * A block starts when it is stored (its `starts_at` is that instant), so one stored is in force until it ends: a
 * request judged at the instant it arrived, which then waited for the wallet's lock or a batch while the block was
 * taken, still meets it (and so does a server process whose clock runs a little behind the one that stored it).
 */
const isActive = (b: BlockRow, now: number) => b.ends_at === null || b.ends_at > now;
const endKey = (b: BlockRow) => (b.ends_at === null ? Number.POSITIVE_INFINITY : b.ends_at);

/** The block in force at `now`: of several, an exclusion before a break, then the one that ends last. */
export function blockInForce<B extends BlockRow>(blocks: B[], now: number): B | undefined {
  const active = blocks.filter((b) => isActive(b, now));
  active.sort((a, b) => (a.kind === b.kind ? endKey(b) - endKey(a) : a.kind === 'exclusion' ? -1 : 1));
  return active[0];
}

export function untilText(b: BlockRow): string {
  return b.ends_at === null ? 'permanently' : `until ${istStamp(b.ends_at)}`;
}

export function blockMessage(b: BlockRow): string {
  return b.kind === 'break'
    ? `You are taking a break ${untilText(b)}. Bets and deposits are paused; withdrawals and history stay open.`
    : `You are self-excluded ${untilText(b)}. Bets and deposits are closed; withdrawals and history stay open.`;
}

/** The refusal of a bet or deposit during a block. */
export function blockRefusal(b: BlockRow): Refusal {
  return new Refusal(b.kind === 'break' ? 'ON_BREAK' : 'SELF_EXCLUDED', blockMessage(b));
}
