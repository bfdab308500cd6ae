/**
 * The PostgreSQL writer: two round trips per slip. One prepared read brings the facts the rules need (the game,
 * the settings, the day rows and holidays); after `decideSlip`, one prepared statement does the rest in its own
 * implicit transaction: it locks the day's row shared and re-checks it (a declaration, cancellation or holiday
 * committed meanwhile is seen in the locked row), debits the total on condition of the balance with its ledger
 * entry (the ledger's fragment), and stores the slip and its bids. A slip with an Idempotency-Key runs the same
 * statement inside the idempotency transaction. The first slip of a day first creates the day's row.
 */
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type pg from 'pg';
import type { DB } from '../../db/schema.ts';
import { remembered, runIdempotent } from '../../lib/idempotency.ts';
import { fromPoints, toPoints } from '../../lib/money.ts';
import { Refusal } from '../../lib/refusal.ts';
import { assertStakeAllowed } from '../protection/check-money-move.ts';
import { type DayRecords, type DayRow, type MarketRow, phaseDates } from '../markets/markets.ts';
import { SETTINGS_KEY, sharedSettingsFrom } from '../settings/settings.ts';
import { stakeDebitCtes } from '../wallet/ledger.ts';
import { CLOSED_MESSAGE, decideSlip, gameIdOf, type SlipDecision } from './decide-slip.ts';
import type { BidReply, SlipRequest, SlipWriter } from './slip-writer.ts';
import { RATE_OF } from './slip-rules.ts';

const FACTS = {
  name: 'slip-facts',
  text: `select (select row_to_json(m) from markets m where m.id = $1) as market,
    (select value from settings where key = $2) as settings,
    coalesce((select json_agg(d) from market_days d where d.market_id = $1 and d.date in ($3, $4)), '[]') as days,
    coalesce((select json_agg(h.date) from market_holidays h where h.market_id = $1 and h.date in ($3, $4)), '[]') as holidays,
    (exists (select 1 from protection_limits where user_id = $5)
      or exists (select 1 from protection_blocks where user_id = $5)) as protected`,
};

const ENSURE_DAY = {
  name: 'slip-ensure-day',
  text: `insert into market_days (market_id, date, status, settle_version, cancel_reason) values ($1, $2, 'open', 0, '')
    on conflict (market_id, date) do nothing`,
};

// $1 user, $2 market, $3 date, $4 total, $5 now, $6 note, $7 any bid closing at the open cut-off,
// $8.. the bids' columns as arrays, in slip order.
const money = stakeDebitCtes({ user: '$1::bigint', amount: '$4::bigint', now: '$5::bigint', note: '$6::text', guard: 'exists (select 1 from open_day)' });
const PLACE_TEXT = `with day as (
    select status, open_panna, close_panna, holiday from market_days where market_id = $2 and date = $3 for share),
  open_day as (
    select 1 from day where status <> 'cancelled' and close_panna is null and holiday = 0 and not ($7::boolean and open_panna is not null)),
  ${money.debited},
  slip as (
    insert into bid_slips (user_id, market_id, market_date, total, created_at) select $1, $2, $3, $4, $5 from debited returning id),
  ${money.staked('slip')},
  placed as (
    insert into bids (slip_id, user_id, market_id, market_date, bid_type, label, session, digits, closedigits, points, rate_1,
      rate_2, status, win_amount, created_at)
    select slip.id, $1, $2, $3, b.bid_type, b.label, b.session, b.digits, b.closedigits, b.points, b.rate_1, b.rate_2, 'pending', 0, $5
    from slip cross join unnest($8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::bigint[], $14::int[], $15::int[])
      with ordinality as b(bid_type, label, session, digits, closedigits, points, rate_1, rate_2, n)
    order by b.n
    returning id)
  select (select count(*) from open_day)::int as open, (select balance from debited) as balance,
    coalesce((select array_agg(id order by id) from placed), '{}') as ids`;

interface Facts {
  market: MarketRow | null;
  settings: string | null;
  days: DayRow[];
  holidays: string[];
  /** The player has limits, a break or an exclusion: the slip takes the checked path. */
  protected: boolean;
}

interface Placed {
  open: number;
  balance: number | null;
  ids: number[];
}

function placeValues(s: SlipRequest, d: SlipDecision): unknown[] {
  const bids = d.parsed.bids;
  const rate = (b: (typeof bids)[number], n: 1 | 2) => d.rates[`${RATE_OF[b.bid_type]}_val_${n}`] ?? (n === 1 ? 1 : 0);
  return [
    s.userId,
    d.market.id,
    d.date,
    fromPoints(d.parsed.total),
    s.now,
    `${bids.length} bid(s)`,
    bids.some((b) => b.cutoff === 'open'),
    bids.map((b) => b.bid_type),
    bids.map((b) => b.label),
    bids.map((b) => b.session),
    bids.map((b) => b.digits),
    bids.map((b) => b.closedigits),
    bids.map((b) => fromPoints(b.points)),
    bids.map((b) => rate(b, 1)),
    bids.map((b) => rate(b, 2)),
  ];
}

function replyOf(s: SlipRequest, placed: Placed | undefined): BidReply {
  if (!placed || placed.open === 0) throw new Refusal('BETTING_CLOSED', CLOSED_MESSAGE[s.family]);
  if (placed.balance === null) throw new Refusal('INSUFFICIENT_BALANCE', "Sorry You Don't Have Sufficient Amount For This Bid");
  return {
    status: true,
    code: 'OK',
    msg: 'Bid Successfully Submitted',
    bid_tx_ids: placed.ids.map(String),
    wallet_balance: toPoints(Number(placed.balance)),
  };
}

export function pgSlipWriter(db: Kysely<DB>, pool: pg.Pool): SlipWriter {
  async function decide(s: SlipRequest): Promise<{ d: SlipDecision; checked: boolean }> {
    const gameId = gameIdOf(s.slip);
    const [yesterday, today] = phaseDates(s.now) as [string, string];
    const { rows } = await pool.query<Facts>({ ...FACTS, values: [gameId ?? 0, SETTINGS_KEY, yesterday, today, s.userId] });
    const facts = rows[0]!;
    const market = facts.market ?? undefined;
    const records: DayRecords = { holidays: new Set(), days: new Map() };
    for (const date of facts.holidays) records.holidays.add(`${market?.id}:${date}`);
    for (const day of facts.days) records.days.set(`${day.market_id}:${day.date}`, day);
    const d = decideSlip({ family: s.family, slip: s.slip, market, settings: sharedSettingsFrom(facts.settings ?? undefined), records, now: s.now });
    if (!records.days.has(`${d.market.id}:${d.date}`)) await pool.query({ ...ENSURE_DAY, values: [d.market.id, d.date] });
    return { d, checked: facts.protected };
  }

  return {
    async place(s) {
      if (s.key) {
        const earlier = await remembered<BidReply>(db, s.userId, s.key, s.hash, s.now);
        if (earlier) return earlier;
      }
      const { d, checked } = await decide(s);
      const placeIn = async (trx: Transaction<DB>) => {
        const { rows } = await trx.executeQuery<Placed>(CompiledQuery.raw(PLACE_TEXT, placeValues(s, d)));
        const reply = replyOf(s, rows[0]);
        // A protected player's stake is checked against their break, exclusion and loss limits after the debit,
        // which holds the wallet row locked, so concurrent slips take turns; a refusal rolls the slip back.
        if (checked) await assertStakeAllowed(trx, s.userId, fromPoints(d.parsed.total), s.now);
        return reply;
      };
      if (!s.key) {
        if (checked) return db.transaction().execute(placeIn);
        const { rows } = await pool.query<Placed>({ name: 'slip-place', text: PLACE_TEXT, values: placeValues(s, d) });
        return replyOf(s, rows[0]);
      }
      const opts = { userId: s.userId, key: s.key, hash: s.hash, now: s.now, dialect: 'postgres' as const };
      return runIdempotent(db, opts, placeIn);
    },
  };
}
