/**
 * Passbook entries in the player's words: "Bid: KALYAN Single Digit 3 (Open)", "Win: KALYAN Jodi 47",
 * "Deposit approved". Stakes and refunds name the slip's bids, wins the bids a result paid.
 */
import type { Kysely, Selectable } from 'kysely';
import type { BidType, DB, LedgerEntriesTable } from '../../db/schema.ts';

const TYPE_NAMES: Record<BidType, string> = {
  single_digit: 'Single Digit',
  jodi: 'Jodi',
  single_pana: 'Single Pana',
  double_pana: 'Double Pana',
  triple_pana: 'Triple Pana',
  half_sangam_open: 'Half Sangam',
  half_sangam_close: 'Half Sangam',
  full_sangam: 'Full Sangam',
};

interface BidFacts {
  slip_id: number;
  market_id: number;
  market_date: string;
  name: string;
  bid_type: BidType;
  session: string;
  digits: string;
  closedigits: string;
  status: string;
}

/** A bid's numbers in the order the player chose them (Half Sangam Open: open patti, then close ank). */
export function numbersOf(bid: Pick<BidFacts, 'bid_type' | 'digits' | 'closedigits'>): string {
  if (bid.bid_type === 'half_sangam_open') return `${bid.closedigits}-${bid.digits}`;
  if (bid.bid_type === 'half_sangam_close' || bid.bid_type === 'full_sangam') return `${bid.digits}-${bid.closedigits}`;
  return bid.digits;
}

const SESSION_NAMES: Record<string, string> = { open: 'Open', close: 'Close' };

/** "KALYAN Single Digit 3, 5 (Open)": the bids of one market, grouped by type and session. */
function describeBids(bids: BidFacts[]): string {
  if (bids.length === 0) return '';
  const groups = new Map<string, string[]>();
  for (const bid of bids) {
    const session = SESSION_NAMES[bid.session] && bid.bid_type !== 'half_sangam_open' && bid.bid_type !== 'half_sangam_close';
    const key = `${TYPE_NAMES[bid.bid_type]}\t${session ? SESSION_NAMES[bid.session] : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), numbersOf(bid)]);
  }
  const parts = [...groups].map(([key, numbers]) => {
    const [type, session] = key.split('\t');
    return `${type} ${numbers.join(', ')}${session ? ` (${session})` : ''}`;
  });
  return `${bids[0]!.name} ${parts.join(', ')}`;
}

async function bidsOf(db: Kysely<DB>, userId: number, where: { slips: number[]; markets: number[] }): Promise<BidFacts[]> {
  if (where.slips.length === 0 && where.markets.length === 0) return [];
  return db
    .selectFrom('bids')
    .innerJoin('markets', 'markets.id', 'bids.market_id')
    .select(['slip_id', 'market_id', 'market_date', 'markets.name', 'bid_type', 'session', 'digits', 'closedigits', 'status'])
    .where('bids.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        ...(where.slips.length ? [eb('bids.slip_id', 'in', where.slips)] : []),
        ...(where.markets.length ? [eb('bids.market_id', 'in', where.markets)] : []),
      ]),
    )
    .orderBy('bids.id')
    .execute() as Promise<BidFacts[]>;
}

const OPEN_SETTLED: readonly BidType[] = ['single_digit', 'single_pana', 'double_pana', 'triple_pana'];
/** Settled by the open declaration: Open-session Single Digit and panna bids; the close one settles the rest. */
const settledAtOpen = (bid: BidFacts) => bid.session === 'open' && OPEN_SETTLED.includes(bid.bid_type);

/** A result reference is "<market>:<date>:<session>:v<n>". */
function paidBy(ref: string, bids: BidFacts[]): BidFacts[] {
  const [market, date, session] = ref.split(':');
  return bids.filter(
    (bid) => String(bid.market_id) === market && bid.market_date === date && bid.status === 'won' && settledAtOpen(bid) === (session === 'open'),
  );
}

/** One description per entry (same order); the entry's label when there is nothing more to say. */
export async function describeEntries(db: Kysely<DB>, userId: number, rows: Selectable<LedgerEntriesTable>[], labels: string[]): Promise<string[]> {
  const slips = rows.filter((row) => row.ref_type === 'slip').map((row) => Number(row.ref_id));
  const markets = rows.filter((row) => row.ref_type === 'result').map((row) => Number(row.ref_id.split(':')[0]));
  const bids = await bidsOf(db, userId, { slips, markets: [...new Set(markets)] });
  return rows.map((row, index) => {
    const label = labels[index]!;
    if (row.ref_type === 'slip') {
      const slip = describeBids(bids.filter((bid) => bid.slip_id === Number(row.ref_id)));
      return slip ? `${row.entry_type === 'refund' ? 'Refund' : 'Bid'}: ${slip}` : label;
    }
    if (row.ref_type === 'result' && (row.entry_type === 'win' || row.entry_type === 'win_reversal')) {
      const paid = describeBids(paidBy(row.ref_id, bids));
      return paid ? `${row.entry_type === 'win' ? 'Win' : 'Win reversed'}: ${paid}` : label;
    }
    return label;
  });
}
