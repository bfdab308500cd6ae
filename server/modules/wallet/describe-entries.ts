/**
 * Passbook entries in the player's words: "Bid: KALYAN Single Digit 3 (Open)", "Win: KALYAN Jodi 47",
 * "Deposit approved". Stakes and refunds name the slip's bids (a cancelled day's refund, the day's bids); a win names
 * the bids the result paid, and a win taken back the bids whose wins were taken back, by the results in force at the
 * entry's settlement version (so a later correction or cancellation does not rewrite them).
 */
import type { Kysely, Selectable } from 'kysely';
import type { BidType, DB, LedgerEntriesTable } from '../../db/schema.ts';
import { resultsAtVersions } from '../markets/market-days.ts';
import { inOpenScope, outcome, winsClose, winsOpen } from '../results/win-rules.ts';

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

/** A result entry's reference: a win "<market>:<date>:<session>:v<n>"; a win taken back "<market>:<date>:v<n>". */
interface ResultRef {
  marketId: number;
  date: string;
  /** The bids the entry is about: a session's winners at `version`, or every winner then (a win taken back). */
  scope: 'open' | 'close' | 'all';
  version: number;
}

function resultRefOf(row: Selectable<LedgerEntriesTable>): ResultRef | undefined {
  if (row.ref_type !== 'result') return undefined;
  const parts = row.ref_id.split(':');
  const version = Number(parts.at(-1)?.slice(1));
  const [marketId, date] = [Number(parts[0]), parts[1] ?? ''];
  if (row.entry_type === 'win' && parts.length === 4 && (parts[2] === 'open' || parts[2] === 'close')) return { marketId, date, scope: parts[2], version };
  // A correction or cancellation at version n takes back every win in force before it: those paid at version n - 1.
  if (row.entry_type === 'win_reversal' && parts.length === 3) return { marketId, date, scope: 'all', version: version - 1 };
  return undefined;
}

/** A cancelled day's refund: every bid of the player's that day was refunded. */
function refundedDayOf(row: Selectable<LedgerEntriesTable>): { marketId: number; date: string } | undefined {
  if (row.ref_type !== 'market_day' || row.entry_type !== 'refund') return undefined;
  const [marketId, date] = row.ref_id.split(':');
  return marketId && date ? { marketId: Number(marketId), date } : undefined;
}

async function bidsOf(db: Kysely<DB>, userId: number, where: { slips: number[]; days: Array<{ marketId: number; date: string }> }): Promise<BidFacts[]> {
  if (where.slips.length === 0 && where.days.length === 0) return [];
  return db
    .selectFrom('bids')
    .innerJoin('markets', 'markets.id', 'bids.market_id')
    .select(['slip_id', 'market_id', 'market_date', 'markets.name', 'bid_type', 'session', 'digits', 'closedigits', 'status'])
    .where('bids.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        ...(where.slips.length ? [eb('bids.slip_id', 'in', where.slips)] : []),
        ...where.days.map((d) => eb.and([eb('bids.market_id', '=', d.marketId), eb('bids.market_date', '=', d.date)])),
      ]),
    )
    .orderBy('bids.id')
    .execute() as Promise<BidFacts[]>;
}

type Results = { open: string | null; close: string | null };

/** The bids of the entry's day that won under the results in force at its version (none when those are not known). */
function paidBy(ref: ResultRef, bids: BidFacts[], results: Results | undefined): BidFacts[] {
  if (!results?.open) return [];
  const { open, close } = results;
  return bids.filter((bid) => {
    if (bid.market_id !== ref.marketId || bid.market_date !== ref.date) return false;
    if (ref.scope === 'all') return outcome(bid, open, close) === true;
    if (ref.scope === 'open') return inOpenScope(bid) && winsOpen(bid, open);
    return !inOpenScope(bid) && close !== null && winsClose(bid, open, close);
  });
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
  const refs = rows.map(resultRefOf);
  const known = refs.filter((ref) => ref !== undefined);
  const refunds = rows.map(refundedDayOf);
  const days = [...known, ...refunds.filter((day) => day !== undefined)];
  const bids = await bidsOf(db, userId, { slips, days: [...new Map(days.map((r) => [`${r.marketId}:${r.date}`, r])).values()] });
  const results = await resultsAtVersions(db, known);
  return rows.map((row, index) => {
    const label = labels[index]!;
    let groups: BidGroup[] = [];
    let kind = '';
    const ref = refs[index];
    if (row.ref_type === 'slip') {
      groups = groupBids(bids.filter((bid) => bid.slip_id === Number(row.ref_id)));
      kind = row.entry_type === 'refund' ? 'Refund' : 'Bid';
    } else if (ref) {
      groups = groupBids(paidBy(ref, bids, results.get(`${ref.marketId}:${ref.date}:${ref.version}`)));
      kind = row.entry_type === 'win' ? 'Win' : 'Win reversed';
    } else if (refunds[index]) {
      const day = refunds[index];
      groups = groupBids(bids.filter((bid) => bid.market_id === day.marketId && bid.market_date === day.date));
      kind = 'Refund';
    }
    if (groups.length) return { description: `${kind}: ${describeGroups(groups)}`, bid_groups: groups };
    return { description: row.player_note ? `${label}: ${row.player_note}` : label };
  });
}
