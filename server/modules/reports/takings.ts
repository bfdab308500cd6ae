/** Stakes, payouts and the house result of bids, grouped as a report needs; refunded bids count for nothing. */
import { sql } from 'kysely';
import { toPoints } from '../../lib/money.ts';

export const STAKES = sql<number>`coalesce(sum(case when bids.status <> 'refunded' then bids.points else 0 end), 0)`;
export const PAYOUTS = sql<number>`coalesce(sum(case when bids.status = 'won' then bids.win_amount else 0 end), 0)`;
export const BIDS = sql<number>`coalesce(sum(case when bids.status <> 'refunded' then 1 else 0 end), 0)`;
export const WINNERS = sql<number>`coalesce(sum(case when bids.status = 'won' then 1 else 0 end), 0)`;

/** Hundredths as points, with the house result. */
export function takings(r: { stakes: unknown; payouts: unknown }) {
  const stakes = Number(r.stakes ?? 0);
  const payouts = Number(r.payouts ?? 0);
  return { stakes: toPoints(stakes), payouts: toPoints(payouts), house: toPoints(stakes - payouts) };
}
