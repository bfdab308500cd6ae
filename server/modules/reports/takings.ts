/**
 * Stakes, payouts and the house result of bids, grouped as a report needs; refunded bids count for nothing, and the
 * stakes of bids not settled yet are counted apart (`pending`): they are not the house's until their result.
 */
import { sql } from 'kysely';
import { toPoints } from '../../lib/money.ts';

export const STAKES = sql<number>`coalesce(sum(case when bids.status <> 'refunded' then bids.points else 0 end), 0)`;
export const PENDING = sql<number>`coalesce(sum(case when bids.status = 'pending' then bids.points else 0 end), 0)`;
export const PAYOUTS = sql<number>`coalesce(sum(case when bids.status = 'won' then bids.win_amount else 0 end), 0)`;
export const BIDS = sql<number>`coalesce(sum(case when bids.status <> 'refunded' then 1 else 0 end), 0)`;
export const WINNERS = sql<number>`coalesce(sum(case when bids.status = 'won' then 1 else 0 end), 0)`;

/** Hundredths as points, with the house result of the settled bids. */
export function takings(r: { stakes: unknown; pending: unknown; payouts: unknown }) {
  const stakes = Number(r.stakes ?? 0);
  const pending = Number(r.pending ?? 0);
  const payouts = Number(r.payouts ?? 0);
  return { stakes: toPoints(stakes), pending: toPoints(pending), payouts: toPoints(payouts), house: toPoints(stakes - pending - payouts) };
}

/** The takings of several rows together. */
export function takingsOf(rows: ReadonlyArray<{ stakes: unknown; pending: unknown; payouts: unknown }>) {
  const sum = (k: 'stakes' | 'pending' | 'payouts') => rows.reduce((s, r) => s + Number(r[k] ?? 0), 0);
  return takings({ stakes: sum('stakes'), pending: sum('pending'), payouts: sum('payouts') });
}
