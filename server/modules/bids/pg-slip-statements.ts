/**
 * The two PostgreSQL statements of a batch of slips (see pg-slip-writer.ts): one read of every fact the rules need,
 * and one statement that writes every decided slip. Both run inside functions of the database (`FACTS_BATCH`,
 * `PLACE_BATCH`), so each connection plans them once. The facts may be
 * read while the batch before writes, so the writing statement looks for each slip's key again and leaves a slip
 * whose key it finds stored.
 */
import { pgFunction } from '../../db/pg-functions.ts';
import { fromPoints, toPoints } from '../../lib/money.ts';
import { rememberedPg, rememberPg } from '../../lib/idempotency.ts';
import type { DayRow, MarketRow } from '../markets/markets.ts';
import { stakeDebitCtes } from '../wallet/ledger.ts';
import type { SlipDecision } from './decide-slip.ts';
import type { BidReply, SlipRequest } from './slip-writer.ts';
import { SETTINGS_KEY } from '../settings/settings.ts';
import { RATE_OF } from './slip-rules.ts';

/**
 * The games, the settings, their day rows and holidays, the protected players and the keyed slips' answers: every table
 * read by key, as a function of the database planned once per connection (`FACTS_BATCH`; planning it took 0.2 ms a
 * batch).
 */
export const FACTS = {
  text: `select coalesce((select json_agg(m) from markets m where m.id = any($1::bigint[])), '[]') as markets,
    (select value from settings where key = $2::text) as settings,
    (select updated_at from settings where key = $2::text) as settings_version,
    coalesce((select json_agg(d) from market_days d where d.market_id = any($1::bigint[]) and d.date = any($3::text[])), '[]') as days,
    coalesce((select json_agg(json_build_object('market_id', h.market_id, 'date', h.date)) from market_holidays h
      where h.market_id = any($1::bigint[]) and h.date = any($3::text[])), '[]') as holidays,
    coalesce((select json_agg(u) from unnest($4::bigint[]) as u
      where exists (select 1 from protection_limits l where l.user_id = u offset 0)
        or exists (select 1 from protection_blocks b where b.user_id = u offset 0)), '[]') as protected,
    ${rememberedPg('$5', '$6')} as remembered`,
};

export const FACTS_BATCH = pgFunction({
  prefix: 'slip_facts_batch',
  statementName: 'slip-facts-batch',
  params: ['bigint[]', 'text', 'text[]', 'bigint[]', 'bigint[]', 'text[]'],
  returns: 'markets json, settings text, settings_version bigint, days json, holidays json, protected json, remembered json',
  query: FACTS.text,
});

export interface Facts {
  markets: MarketRow[];
  settings: string | null;
  /** The settings row's `updated_at` (rates and limits as read); null when none is stored. */
  settings_version: string | number | null;
  days: DayRow[];
  holidays: { market_id: number; date: string }[];
  /** Players with limits, a break or an exclusion: their slips take the checked path. */
  protected: number[];
  remembered: { user_id: number; key: string; request_hash: string; response: string; created_at: number }[];
}

const PLACED = { code: 'OK', msg: 'Bid Successfully Submitted' } as const;

/** The reply to a placed slip; the statement below builds the same one for the slips it remembers. */
export const placedReply = (ids: number[], balance: number): BidReply => ({
  status: true,
  ...PLACED,
  bid_tx_ids: ids.map(String),
  wallet_balance: toPoints(balance),
});

const money = stakeDebitCtes('open_slip');

// Slips: $1 n, $2 user, $3 market, $4 date, $5 total, $6 any bid closing at the open cut-off, $7 note, $8 key (null
// when none), $9 request hash, $10 now. Bids, in slip order: $11 their slip's n, then their columns. $20, $21: the
// reply's code and msg. $22: leave the slips of players with limits, a break or an exclusion (`guarded`): a batch read
// its facts before this statement, and a player may have become protected since; such a slip is placed alone, checked.
// $23: the `updated_at` of each slip's market as decided: a market edited since (`stale`: its times, weekdays or
// active flag may no longer allow the slip) leaves the slip unwritten, to be decided again on fresh facts. $24: the
// settings' `updated_at` each slip was decided with (-1: none stored), $25 their key: settings changed since (rates,
// bid limits) leave it unwritten too; the row is key-share locked, so an edit committed first is seen, and one made
// meanwhile waits for this statement.
export const PLACE = {
  text: `with input as (
    select * from unnest($1::int[], $2::bigint[], $3::bigint[], $4::text[], $5::bigint[], $6::boolean[], $7::text[], $8::text[],
      $9::text[], $10::bigint[], $23::bigint[], $24::bigint[]) as i(n, user_id, market_id, market_date, total, open_cutoff, note, key, hash,
      now, market_version, settings_version)),
  market as (
    select m.id, m.updated_at from (select distinct market_id, market_version from input) q cross join lateral (
      select m.id, m.updated_at from markets m where m.id = q.market_id and m.updated_at = q.market_version for key share) m),
  settings_now as (select coalesce((select s.updated_at from settings s where s.key = $25::text for key share), -1) as v),
  stale as (
    select i.n from input i where not exists (select 1 from market m where m.id = i.market_id and m.updated_at = i.market_version)
      or i.settings_version <> (select v from settings_now)),
  guarded as (
    select i.n from input i where $22::boolean
      and (exists (select 1 from protection_limits l where l.user_id = i.user_id offset 0)
        or exists (select 1 from protection_blocks b where b.user_id = i.user_id offset 0))),
  day as (
    select d.* from (select distinct market_id, market_date from input) q cross join lateral (
      select d.market_id, d.date, d.status, d.open_panna, d.close_panna, d.holiday from market_days d
      where d.market_id = q.market_id and d.date = q.market_date for share) d),
  known as (
    select i.n, k.request_hash, k.response, k.created_at from input i join idempotency_keys k on k.user_id = i.user_id and k.key = i.key),
  open_slip as (
    select i.* from input i join day d on d.market_id = i.market_id and d.date = i.market_date
    where d.status <> 'cancelled' and d.close_panna is null and d.holiday = 0 and not (i.open_cutoff and d.open_panna is not null)
      and i.n not in (select n from known) and i.n not in (select n from guarded) and i.n not in (select n from stale)),
  ${money.debited},
  slip as (
    insert into bid_slips (user_id, market_id, market_date, total, created_at)
    select i.user_id, i.market_id, i.market_date, i.total, i.now from debited d join input i using (n) order by n
    returning id, user_id),
  ${money.staked('slip')},
  placed as (
    insert into bids (slip_id, user_id, market_id, market_date, bid_type, label, session, digits, closedigits, points, rate_1,
      rate_2, status, win_amount, created_at)
    select s.id, i.user_id, i.market_id, i.market_date, b.bid_type, b.label, b.session, b.digits, b.closedigits, b.points,
      b.rate_1, b.rate_2, 'pending', 0, i.now
    from unnest($11::int[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::bigint[], $18::int[], $19::int[])
      with ordinality as b(n, bid_type, label, session, digits, closedigits, points, rate_1, rate_2, ord)
      join input i using (n) join slip s on s.user_id = i.user_id
    order by b.ord
    returning id, slip_id),
  answer as (
    select d.n, d.balance, array_agg(p.id order by p.id) as ids
    from debited d join slip s on s.user_id = d.user_id join placed p on p.slip_id = s.id group by d.n, d.balance),
  ${rememberPg(`select i.user_id, i.key, i.hash, json_build_object('status', true, 'code', $20::text, 'msg', $21::text,
      'bid_tx_ids', (select array_agg(id::text order by id) from unnest(a.ids) as id), 'wallet_balance', trim_scale(a.balance::numeric / 100))::text,
      i.now
    from answer a join input i using (n) where i.key is not null`)}
  select i.n, (o.n is not null) as open, a.balance, coalesce(a.ids, '{}') as ids, k.request_hash, k.response, k.created_at,
    (g.n is not null) as guarded, (st.n is not null) as stale
  from input i left join open_slip o using (n) left join answer a using (n) left join known k using (n) left join guarded g using (n)
    left join stale st using (n)`,
};

const PLACE_SELECT = `select i.n, (o.n is not null) as open, a.balance, coalesce(a.ids, '{}') as ids, k.request_hash, k.response, k.created_at,
    (g.n is not null) as guarded, (st.n is not null) as stale`;

/**
 * The batch's locks, taken before PLACE runs, in PLACE's own order (the markets key-shared, which a market edit's
 * exclusive lock waits for and holds off; the days shared; then the wallets in id order, as settlement takes them): PLACE then reads a snapshot taken once they are held, so it sees whatever the holder of a
 * wallet committed meanwhile (a break, a limit) and leaves that player's slip to the checked path.
 */
export const PLACE_LOCKS = `perform 1 from settings where key = $25::text for key share;
  perform 1 from markets where id = any($3::bigint[]) order by id for key share;
  perform 1 from (select distinct m, d from unnest($3::bigint[], $4::text[]) as q(m, d)) q
    cross join lateral (select 1 from market_days x where x.market_id = q.m and x.date = q.d for share) x;
  perform 1 from wallets where user_id = any($2::bigint[]) order by user_id for no key update;`;

/**
 * The key-share locks a slip placed alone takes before PLACE, as a statement of their own (PLACE_LOCKS does the same for
 * a batch), so that PLACE reads a snapshot taken once they are held. Taken inside PLACE, such a lock is granted on the
 * row version PLACE's snapshot shows even when an edit committed a newer one meanwhile (an edit changes no key, so the
 * two locks do not conflict), and PLACE would go on with the rates or the market it was decided with.
 */
export const ALONE_LOCKS = `select (select 1 from settings where key = $1::text for key share) as settings,
  (select 1 from markets where id = $2::bigint for key share) as market`;

/**
 * PLACE as a function of the database, planned once per connection (planning it took 0.57 ms a batch, about a quarter
 * of the database's CPU per bid); every table it reads, it reads by key (`tests/server/pg-pool.test.ts`).
 */
export const PLACE_BATCH = pgFunction({
  before: PLACE_LOCKS,
  prefix: 'place_slip_batch',
  statementName: 'slip-place-batch',
  params:
    'int[] bigint[] bigint[] text[] bigint[] boolean[] text[] text[] text[] bigint[] int[] text[] text[] text[] text[] text[] bigint[] int[] int[] text text boolean bigint[] bigint[] text'.split(
      ' ',
    ),
  returns: 'n int, open boolean, balance bigint, ids bigint[], request_hash text, response text, created_at bigint, guarded boolean, stale boolean',
  // The same statement, its columns cast to the declared types.
  query: (() => {
    if (!PLACE.text.includes(PLACE_SELECT)) throw new Error("PLACE's last select is not the one its function returns");
    return PLACE.text.replace(
      PLACE_SELECT,
      `select i.n::int, (o.n is not null), a.balance::bigint, coalesce(a.ids, '{}')::bigint[], k.request_hash::text, k.response::text,
      k.created_at::bigint, (g.n is not null), (st.n is not null)`,
    );
  })(),
});

export interface Placed {
  n: number;
  open: boolean;
  balance: number | null;
  ids: number[];
  /** A keyed slip whose key was stored by the time the statement ran (its facts were read before): that row. */
  request_hash: string | null;
  response: string | null;
  created_at: number | null;
  /** Left unwritten: the player has limits, a break or an exclusion (a batch's statement only). */
  guarded: boolean;
  /** Left unwritten: the market was edited after the slip was decided. */
  stale: boolean;
}

export interface Decided {
  s: SlipRequest;
  d: SlipDecision;
  /** The settings' `updated_at` the slip was decided with (-1: none stored). */
  settingsVersion: number;
}

/**
 * The PLACE statement's values for these slips. A batch (`batch` true) stores the keys' answers and leaves protected
 * players' slips; a slip placed alone leaves its key to the caller, which also runs the protection checks.
 */
export function placeValues(slips: Decided[], batch: boolean): unknown[] {
  const bids = slips.flatMap(({ d }, n) => d.parsed.bids.map((b) => ({ n: n + 1, b, rates: d.rates })));
  const rate = (x: (typeof bids)[number], k: 1 | 2) => x.rates[`${RATE_OF[x.b.bid_type]}_val_${k}`] ?? (k === 1 ? 1 : 0);
  return [
    slips.map((_, n) => n + 1),
    slips.map(({ s }) => s.userId),
    slips.map(({ d }) => d.market.id),
    slips.map(({ d }) => d.date),
    slips.map(({ d }) => fromPoints(d.parsed.total)),
    slips.map(({ d }) => d.parsed.bids.some((b) => b.cutoff === 'open')),
    slips.map(({ d }) => `${d.parsed.bids.length} bid(s)`),
    slips.map(({ s }) => (batch && s.key ? s.key : null)),
    slips.map(({ s }) => s.hash),
    slips.map(({ s }) => s.now),
    bids.map((x) => x.n),
    bids.map((x) => x.b.bid_type),
    bids.map((x) => x.b.label),
    bids.map((x) => x.b.session),
    bids.map((x) => x.b.digits),
    bids.map((x) => x.b.closedigits),
    bids.map((x) => fromPoints(x.b.points)),
    bids.map((x) => rate(x, 1)),
    bids.map((x) => rate(x, 2)),
    PLACED.code,
    PLACED.msg,
    batch,
    slips.map(({ d }) => d.market.updated_at),
    slips.map(({ settingsVersion }) => settingsVersion),
    SETTINGS_KEY,
  ];
}
