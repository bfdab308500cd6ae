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

/** The bids of one entry, grouped by market, bid type and session, as the passbook sends them (`bid_groups`). */
export interface BidGroup {
  game_name: string;
  bid_type: BidType;
  /** '' where the session is not part of the bid's name (Jodi, the Sangams). */
  session: '' | 'open' | 'close';
  numbers: string[];
}

function groupBids(bids: BidFacts[]): BidGroup[] {
  const groups = new Map<string, BidGroup>();
  for (const bid of bids) {
    const named = SESSION_NAMES[bid.session] && bid.bid_type !== 'half_sangam_open' && bid.bid_type !== 'half_sangam_close';
    const session = named ? (bid.session as 'open' | 'close') : '';
    const key = `${bid.name}\t${TYPE_NAMES[bid.bid_type]}\t${session}`;
    const group = groups.get(key) ?? { game_name: bid.name, bid_type: bid.bid_type, session, numbers: [] };
    group.numbers.push(numbersOf(bid));
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** "KALYAN Single Digit 3, 5 (Open)": the bids of one market, grouped by type and session. */
function describeGroups(groups: BidGroup[]): string {
  if (groups.length === 0) return '';
  const parts = groups.map((group) => {
    const session = SESSION_NAMES[group.session];
    return `${TYPE_NAMES[group.bid_type]} ${group.numbers.join(', ')}${session ? ` (${session})` : ''}`;
  });
  return `${groups[0]!.game_name} ${parts.join(', ')}`;
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

export interface EntryWords {
  description: string;
  /** The bids the entry is about (a slip's stake or refund, the bids a result paid); absent for other entries. */
  bid_groups?: BidGroup[];
}

/**
 * One description per entry (same order), with its bids as data; the entry's label with its note to the player (an
 * operator's adjustment); the entry's label when there is nothing more to say.
 */
export async function describeEntries(db: Kysely<DB>, userId: number, rows: Selectable<LedgerEntriesTable>[], labels: string[]): Promise<EntryWords[]> {
  const slips = rows.filter((row) => row.ref_type === 'slip').map((row) => Number(row.ref_id));
  const markets = rows.filter((row) => row.ref_type === 'result').map((row) => Number(row.ref_id.split(':')[0]));
  const bids = await bidsOf(db, userId, { slips, markets: [...new Set(markets)] });
  return rows.map((row, index) => {
    const label = labels[index]!;
    let groups: BidGroup[] = [];
    let kind = '';
    if (row.ref_type === 'slip') {
      groups = groupBids(bids.filter((bid) => bid.slip_id === Number(row.ref_id)));
      kind = row.entry_type === 'refund' ? 'Refund' : 'Bid';
    } else if (row.ref_type === 'result' && (row.entry_type === 'win' || row.entry_type === 'win_reversal')) {
      groups = groupBids(paidBy(row.ref_id, bids));
      kind = row.entry_type === 'win' ? 'Win' : 'Win reversed';
    }
    if (groups.length) return { description: `${kind}: ${describeGroups(groups)}`, bid_groups: groups };
    return { description: row.player_note ? `${label}: ${row.player_note}` : label };
  });
}
