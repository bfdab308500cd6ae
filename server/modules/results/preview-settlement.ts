/**
 * Previews of a declaration or a correction: read-only. Bids are read grouped by what decides them, and the
 * pure win rules say which groups win; payouts are summed per bid exactly as settlement computes them.
 */
import { type Kysely, sql } from 'kysely';
import { ankOf } from '../../../sdk/pannas.ts';
import type { BidStatus, BidType, DB } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { type BidKey, inOpenScope, outcome } from './win-rules.ts';

interface Group extends BidKey {
  status: BidStatus;
  n: number;
  stakes: number;
  payout: number;
  paid: number;
}

async function groupsOf(db: Kysely<DB>, marketId: number, date: string, statuses: BidStatus[]): Promise<Group[]> {
  const rows = await db
    .selectFrom('bids')
    .select((eb) => [
      'bid_type',
      'session',
      'digits',
      'closedigits',
      'status',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('points').as('stakes'),
      eb.fn.sum<number>(sql`points * rate_2 / rate_1`).as('payout'),
      eb.fn.sum<number>('win_amount').as('paid'),
    ])
    .where('market_id', '=', marketId)
    .where('market_date', '=', date)
    .where('status', 'in', statuses)
    .groupBy(['bid_type', 'session', 'digits', 'closedigits', 'status'])
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n), stakes: Number(r.stakes), payout: Number(r.payout), paid: Number(r.paid) }));
}

/** Winners and payout, in total and per bid type, of the groups `decided` picks, when the day's results are these. */
function summarise(groups: Group[], open: string | null, close: string | null, decided: (g: Group) => boolean) {
  const byType = new Map<BidType, { bid_type: BidType; bids: number; winners: number; stakes: number; payout: number }>();
  let bids = 0;
  let stakes = 0;
  let winners = 0;
  let payout = 0;
  for (const g of groups) {
    if (!decided(g)) continue;
    const wins = outcome(g, open, close);
    if (wins === undefined) continue;
    const row = byType.get(g.bid_type) ?? { bid_type: g.bid_type, bids: 0, winners: 0, stakes: 0, payout: 0 };
    row.bids += g.n;
    row.stakes += g.stakes;
    bids += g.n;
    stakes += g.stakes;
    if (wins) {
      row.winners += g.n;
      row.payout += g.payout;
      winners += g.n;
      payout += g.payout;
    }
    byType.set(g.bid_type, row);
  }
  const by_bid_type = [...byType.values()]
    .sort((x, y) => y.payout - x.payout || x.bid_type.localeCompare(y.bid_type))
    .map((r) => ({ ...r, stakes: toPoints(r.stakes), payout: toPoints(r.payout) }));
  return { bids, stakes: toPoints(stakes), winners, payout: toPoints(payout), by_bid_type };
}

export const resultText = (session: 'open' | 'close', panna: string) => (session === 'open' ? `${panna}-${ankOf(panna)}` : `${ankOf(panna)}-${panna}`);

/** What declaring `panna` for `session` settles and pays now (the pending bids of that result). */
export async function previewDeclaration(db: Kysely<DB>, marketId: number, date: string, session: 'open' | 'close', panna: string, open: string | null) {
  const groups = await groupsOf(db, marketId, date, ['pending']);
  const s = session === 'open' ? summarise(groups, panna, null, (g) => inOpenScope(g)) : summarise(groups, open, panna, (g) => !inOpenScope(g));
  return {
    result: resultText(session, panna),
    bids_settled: s.bids,
    total_stakes: s.stakes,
    winners: s.winners,
    total_payout: s.payout,
    by_bid_type: s.by_bid_type,
  };
}

/** What correcting the day to these results would do: every paid win reversed, then the day settled again. */
export async function previewCorrection(db: Kysely<DB>, marketId: number, date: string, open: string | null, close: string | null) {
  const groups = await groupsOf(db, marketId, date, ['pending', 'won', 'lost']);
  const won = groups.filter((g) => g.status === 'won');
  const reversal = { winners: won.reduce((s, g) => s + g.n, 0), amount: toPoints(won.reduce((s, g) => s + g.paid, 0)) };
  const again = summarise(groups, open, close, () => true);
  const new_payout = { winners: again.winners, total_payout: again.payout, by_bid_type: again.by_bid_type };
  return { reversal, new_payout, net_change: Math.round((again.payout - reversal.amount) * 100) / 100 };
}
