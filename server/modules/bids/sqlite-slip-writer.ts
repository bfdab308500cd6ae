/**
 * The bid hot path on the embedded SQLite database: the whole slip (decision and writes) runs as one job of a
 * group commit, with prepared statements, so many slips share one durable commit. It makes the same decision
 * (decideSlip) and the same writes as the PostgreSQL path (placeSlip); the batch's transaction makes it atomic.
 */
import type SQLite from 'better-sqlite3';
import type { BatchScope, GroupCommit } from '../../db/group-commit.ts';
import { ApiError } from '../../errors.ts';
import { IDEMPOTENCY_TTL_MS } from '../../lib/idempotency.ts';
import { fromPoints, toPoints } from '../../lib/money.ts';
import { Refusal } from '../../lib/refusal.ts';
import { type DayRecords, type DayRow, type MarketRow, phaseDates } from '../markets/markets.ts';
import { assertMayStakeSync } from '../protection/sqlite-check-stake.ts';
import { SETTINGS_KEY, sharedSettingsFrom } from '../settings/settings.ts';
import { CLOSED_MESSAGE, decideSlip, gameIdOf } from './decide-slip.ts';
import { sqliteStakes } from '../wallet/ledger.ts';
import type { BidReply, SlipRequest, SlipWriter } from './slip-writer.ts';
import { RATE_OF } from './slip-rules.ts';

function prepare(raw: SQLite.Database) {
  return {
    remembered: raw.prepare('select request_hash, response from idempotency_keys where user_id = ? and key = ? and created_at > ?'),
    // An expired row of the same key is replaced.
    remember: raw.prepare(
      `insert into idempotency_keys (user_id, key, request_hash, response, created_at) values (?, ?, ?, ?, ?)
       on conflict (user_id, key) do update set request_hash = excluded.request_hash, response = excluded.response, created_at = excluded.created_at`,
    ),
    market: raw.prepare('select * from markets where id = ?'),
    settings: raw.prepare('select value from settings where key = ?').pluck(),
    holidays: raw.prepare('select date from market_holidays where market_id = ? and date in (?, ?)').pluck(),
    days: raw.prepare('select * from market_days where market_id = ? and date in (?, ?)'),
    ensureDay: raw.prepare(
      `insert into market_days (market_id, date, status, settle_version, cancel_reason) values (?, ?, 'open', 0, '') on conflict (market_id, date) do nothing`,
    ),
    day: raw.prepare('select * from market_days where market_id = ? and date = ?'),
    slip: raw.prepare('insert into bid_slips (user_id, market_id, market_date, total, created_at) values (?, ?, ?, ?, ?)'),
    stakes: sqliteStakes(raw),
    bid: raw.prepare(
      `insert into bids (slip_id, user_id, market_id, market_date, bid_type, label, session, digits, closedigits, points, rate_1, rate_2, status, win_amount, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?)`,
    ),
  };
}

/** What a day's first slip finds: the row it creates, open. */
const UNTOUCHED_DAY: Pick<DayRow, 'holiday' | 'status' | 'open_panna' | 'close_panna'> = { holiday: 0, status: 'open', open_panna: null, close_panna: null };

const statements = new WeakMap<SQLite.Database, ReturnType<typeof prepare>>();

/** The embedded database's writer: each slip is one job of the group commit (one durable commit per batch). */
export function sqliteSlipWriter(groupCommit: GroupCommit): SlipWriter {
  return { place: (request) => groupCommit.run((raw, batch) => placeSlipSqlite(raw, batch, request)) };
}

/**
 * The game, the settings and the game's holidays and day rows, read once per batch: slips write none of them but the
 * day row a day's first slip creates, which is read on its own (below), so that a refused slip's row is never kept.
 */
function factsOf(st: ReturnType<typeof prepare>, batch: BatchScope, gameId: number | undefined, now: number) {
  const settings = batch.once('settings', () => sharedSettingsFrom(st.settings.get(SETTINGS_KEY) as string | undefined));
  const market = gameId === undefined ? undefined : batch.once(`market:${gameId}`, () => st.market.get(gameId) as MarketRow | undefined);
  const [yesterday, today] = phaseDates(now) as [string, string];
  const records: DayRecords = !market
    ? { holidays: new Set(), days: new Map() }
    : batch.once(`days:${market.id}:${today}`, () => {
        const found: DayRecords = { holidays: new Set(), days: new Map() };
        for (const date of st.holidays.all(market.id, yesterday, today) as string[]) found.holidays.add(`${market.id}:${date}`);
        for (const day of st.days.all(market.id, yesterday, today) as DayRow[]) found.days.set(`${market.id}:${day.date}`, day);
        return found;
      });
  return { settings, market, records };
}

function placeSlipSqlite(raw: SQLite.Database, batch: BatchScope, s: SlipRequest): BidReply {
  let st = statements.get(raw);
  if (!st) statements.set(raw, (st = prepare(raw)));

  if (s.key) {
    const earlier = st.remembered.get(s.userId, s.key, s.now - IDEMPOTENCY_TTL_MS) as { request_hash: string; response: string } | undefined;
    if (earlier && earlier.request_hash !== s.hash) throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.');
    if (earlier) return JSON.parse(earlier.response) as BidReply;
  }
  const { settings, market, records } = factsOf(st, batch, gameIdOf(s.slip), s.now);
  const d = decideSlip({ family: s.family, slip: s.slip, market, settings, records, now: s.now });

  // Every refusal is decided before the first write, so a refused slip leaves nothing to roll back.
  // The day's row as read above, or as an earlier slip of this batch created it; a day without one is open.
  const known = records.days.get(`${d.market.id}:${d.date}`) ?? (st.day.get(d.market.id, d.date) as DayRow | undefined);
  const day = known ?? UNTOUCHED_DAY;
  if (
    day.holiday === 1 ||
    day.status === 'cancelled' ||
    day.close_panna !== null ||
    (day.open_panna !== null && d.parsed.bids.some((b) => b.cutoff === 'open'))
  ) {
    throw new Refusal('BETTING_CLOSED', CLOSED_MESSAGE[s.family]);
  }
  const total = fromPoints(d.parsed.total);
  assertMayStakeSync(raw, s.userId, total, s.now);
  if (!st.stakes.covers(s.userId, total)) throw new Refusal('INSUFFICIENT_BALANCE', "Sorry You Don't Have Sufficient Amount For This Bid");

  if (!known) st.ensureDay.run(d.market.id, d.date);
  const slipId = Number(st.slip.run(s.userId, d.market.id, d.date, total, s.now).lastInsertRowid);
  const balance = st.stakes.debitStake(s.userId, total, slipId, `${d.parsed.bids.length} bid(s)`, s.now);
  if (balance === undefined) throw new Error('the balance checked for this slip no longer covers it');
  const ids = d.parsed.bids.map((b) => {
    const rate = RATE_OF[b.bid_type];
    const info = st.bid.run(
      slipId,
      s.userId,
      d.market.id,
      d.date,
      b.bid_type,
      b.label,
      b.session,
      b.digits,
      b.closedigits,
      fromPoints(b.points),
      d.rates[`${rate}_val_1`] ?? 1,
      d.rates[`${rate}_val_2`] ?? 0,
      s.now,
    );
    return String(info.lastInsertRowid);
  });
  const reply: BidReply = { status: true, code: 'OK', msg: 'Bid Successfully Submitted', bid_tx_ids: ids, wallet_balance: toPoints(balance) };
  if (s.key) st.remember.run(s.userId, s.key, s.hash, JSON.stringify(reply), s.now);
  return reply;
}
