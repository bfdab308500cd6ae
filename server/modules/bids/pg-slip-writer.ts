/**
 * The PostgreSQL writer places slips in batches: the slips that arrive while one batch is being written go together
 * in the next, so a batch costs two round trips and one commit whatever its size. One read brings every fact the
 * rules need for the whole batch (the games, the settings, the day rows and holidays, which players are protected and
 * the keyed slips' remembered answers); after `decideSlip` for each slip, one statement writes every decided slip in
 * its own implicit transaction: it locks the days' rows shared and re-checks them (a declaration, cancellation or
 * holiday committed meanwhile is seen in the locked row), debits each wallet on condition of its balance with its
 * ledger entry, stores the slips and their bids, and remembers the keyed slips' answers.
 *
 * A batch holds one slip per player (a player's second slip waits for the next batch), so each wallet moves once per
 * statement. A protected player's slip (protected when the facts were read, or by the time the statement runs), or a
 * key whose stored row has expired, is placed on its own in a transaction (the checks of player protection, the
 * idempotency lock); so is every slip of a batch whose statement failed as a
 * whole (nothing of it was written: a key stored meanwhile by another process, a deadlock with a settlement).
 */
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import pg from 'pg';
import { forgetIfDropped, pgFunctionReady, queryPgFunction } from '../../db/pg-functions.ts';
import { type Outcome, settle, TickBatch } from '../../db/tick-batch.ts';
import type { DB } from '../../db/schema.ts';
import { answerOf, runIdempotent } from '../../lib/idempotency.ts';
import { fromPoints } from '../../lib/money.ts';
import { Refusal } from '../../lib/refusal.ts';
import { ensureDays } from '../markets/market-days.ts';
import { type DayRecords, phaseDates } from '../markets/markets.ts';
import { assertStakeAllowed } from '../protection/check-money-move.ts';
import { SETTINGS_KEY, sharedSettingsFrom } from '../settings/settings.ts';
import { CLOSED_MESSAGE, decideSlip, gameIdOf } from './decide-slip.ts';
import { ALONE_LOCKS, type Decided, FACTS_BATCH, type Facts, PLACE, PLACE_BATCH, type Placed, placedReply, placeValues } from './pg-slip-statements.ts';
import type { BidReply, SlipRequest, SlipWriter, SlipWriterHooks } from './slip-writer.ts';
import type { Family } from '../../db/schema.ts';

/** What a batch did with a slip: answered it, or left it to be placed alone or in the next batch. */
type Step = BidReply | { alone: Decided } | 'again';

function replyOf(family: Family, placed: Placed | undefined): BidReply {
  if (!placed?.open) throw new Refusal('BETTING_CLOSED', CLOSED_MESSAGE[family]);
  if (placed.balance === null) throw new Refusal('INSUFFICIENT_BALANCE', "Sorry You Don't Have Sufficient Amount For This Bid");
  return placedReply(placed.ids.map(Number), Number(placed.balance));
}

async function readFacts(pool: pg.Pool, slips: SlipRequest[]): Promise<Facts> {
  const games = [...new Set(slips.map((s) => gameIdOf(s.slip) ?? 0))];
  const dates = [...new Set(slips.flatMap((s) => phaseDates(s.now)))];
  const keyed = slips.filter((s) => s.key);
  const values = [games, SETTINGS_KEY, dates, [...new Set(slips.map((s) => s.userId))], keyed.map((s) => s.userId), keyed.map((s) => s.key)];
  return (await queryPgFunction<Facts>(pool, FACTS_BATCH, values))[0]!;
}

/**
 * Decides each slip from the batch's facts: an answer, a refusal, or a slip to write, in this batch's statement
 * (added to `batched`) or alone (added to `alone`).
 */
function decideAll(slips: SlipRequest[], facts: Facts, batched: Decided[], alone: Decided[]): Outcome<Step>[] {
  const records: DayRecords = { holidays: new Set(), days: new Map() };
  for (const h of facts.holidays) records.holidays.add(`${h.market_id}:${h.date}`);
  for (const day of facts.days) records.days.set(`${day.market_id}:${day.date}`, day);
  const markets = new Map(facts.markets.map((m) => [m.id, m]));
  const remembered = new Map(facts.remembered.map((r) => [`${r.user_id}:${r.key}`, r]));
  const protectedPlayers = new Set(facts.protected.map(Number));
  const settings = sharedSettingsFrom(facts.settings ?? undefined);
  const settingsVersion = facts.settings_version === null ? -1 : Number(facts.settings_version);
  const players = new Set<number>();
  return slips.map((s) =>
    settle((): Step => {
      if (players.has(s.userId)) return 'again';
      players.add(s.userId);
      const stored = s.key ? remembered.get(`${s.userId}:${s.key}`) : undefined;
      const earlier = answerOf<BidReply>(stored, s.hash, s.now);
      if (earlier) return earlier;
      const gameId = gameIdOf(s.slip);
      const market = gameId === undefined ? undefined : markets.get(gameId);
      const d = decideSlip({ family: s.family, slip: s.slip, market, settings, records, now: s.now });
      const decided = { s, d, settingsVersion };
      (stored || protectedPlayers.has(s.userId) ? alone : batched).push(decided);
      return { alone: decided };
    }),
  );
}

/** The days of these slips that have no row yet get theirs (the first slips of a day). */
function ensureDaysOf(db: Kysely<DB>, slips: Decided[], facts: Facts): Promise<void> {
  const missing = new Map(slips.map(({ d }) => [`${d.market.id}:${d.date}`, { marketId: d.market.id, date: d.date }]));
  for (const day of facts.days) missing.delete(`${day.market_id}:${day.date}`);
  return ensureDays(db, [...missing.values()]);
}

/**
 * Writes the slips in one statement; a slip it answers replaces its `alone` step, and a slip it leaves because its
 * player became protected meanwhile keeps it.
 */
async function writeAll(pool: pg.Pool, batched: Decided[]): Promise<Map<SlipRequest, Outcome<Step>>> {
  const answers = new Map<SlipRequest, Outcome<Step>>();
  if (batched.length === 0) return answers;
  // Should the function not be defined, every slip of the batch is placed alone, and the next batch tries again.
  if (!(await pgFunctionReady(pool, PLACE_BATCH))) return answers;
  try {
    const { rows } = await pool.query<Placed>({ ...PLACE_BATCH.call, values: placeValues(batched, true) });
    const byN = new Map(rows.map((row) => [Number(row.n), row]));
    batched.forEach(({ s }, i) => {
      const row = byN.get(i + 1);
      // A player protected since the facts were read: nothing was written; the `alone` step places it, checked.
      if (row?.guarded) return;
      // Its market or the settings (rates, bid limits) edited since the facts were read: nothing was written; it goes
      // again, decided on fresh facts.
      if (row?.stale) {
        answers.set(s, { ok: true, value: 'again' });
        return;
      }
      if (row?.response !== null && row?.response !== undefined) {
        // The key was stored meanwhile (by the batch before): its first answer, or placed alone once it has expired.
        const stored = { request_hash: row.request_hash!, response: row.response, created_at: Number(row.created_at) };
        const earlier = settle(() => answerOf<BidReply>(stored, s.hash, s.now));
        if (!earlier.ok || earlier.value) answers.set(s, earlier as Outcome<Step>);
        return;
      }
      answers.set(
        s,
        settle(() => replyOf(s.family, row)),
      );
    });
  } catch (error) {
    forgetIfDropped(pool, PLACE_BATCH, error);
    // The server refused the statement, so nothing of it took effect: every slip of it is placed alone (the `alone`
    // step stays). A connection lost meanwhile leaves unknown whether it was committed: only a keyed slip, whose key
    // tells, goes again; an unkeyed one gets the error (placing it again could place it twice).
    if (!(error instanceof pg.DatabaseError)) for (const { s } of batched) if (!s.key) answers.set(s, { ok: false, error });
  }
  return answers;
}

/**
 * One slip in its own transaction: with its key's lock and memory, and the protection checks (always: a player may have
 * become protected since the batch read its facts, whichever way the slip came here).
 */
/** Thrown inside a slip's own transaction when its market or the settings were edited after the slip was decided (nothing written). */
class DecidedOnOldFacts extends Error {}

function placeAlone(db: Kysely<DB>, decided: Decided): Promise<BidReply> {
  const { s, d } = decided;
  const work = async (trx: Transaction<DB>) => {
    await trx.executeQuery(CompiledQuery.raw(ALONE_LOCKS, [SETTINGS_KEY, d.market.id]));
    const { rows } = await trx.executeQuery<Placed>(CompiledQuery.raw(PLACE.text, placeValues([decided], false)));
    const placed = rows[0];
    if (placed?.stale) throw new DecidedOnOldFacts();
    if (!placed?.open) return replyOf(s.family, placed);
    // After the debit, which holds the wallet row locked, so a player's concurrent slips take turns; a refusal rolls
    // the slip back. Before the balance's refusal, as on the embedded database: a player on a break is told so, not
    // to top up.
    await assertStakeAllowed(trx, s.userId, fromPoints(d.parsed.total), s.now, placed.balance !== null);
    return replyOf(s.family, placed);
  };
  return runIdempotent(db, { userId: s.userId, key: s.key, hash: s.hash, now: s.now, dialect: 'postgres' }, work);
}

/**
 * Batches go through two stages: reading their facts and deciding, then writing, one batch at a time in each. The next
 * batch fills while the one before it reads its facts, and reads its own while that one writes, so a batch's round
 * trips overlap another's instead of adding to them (whole batches at once measured slower: smaller batches, and
 * statements waiting for each other's rows).
 */
const BATCHES_READING = 1;

export function pgSlipWriter(db: Kysely<DB>, pool: pg.Pool, hooks?: SlipWriterHooks): SlipWriter {
  let writing: Promise<unknown> = Promise.resolve();
  const batch = new TickBatch<SlipRequest, Step>(
    async (slips, { answer, release }) => {
      const facts = await readFacts(pool, slips);
      const batched: Decided[] = [];
      const alone: Decided[] = [];
      const outcomes = decideAll(slips, facts, batched, alone);
      await ensureDaysOf(db, [...batched, ...alone], facts);
      // What needs no write of this batch is answered now: refusals, remembered answers, slips for later.
      const writes = new Set(batched.map((x) => x.s));
      slips.forEach((s, i) => {
        if (!writes.has(s)) answer(i, outcomes[i]!);
      });
      if (batched.length === 0) return outcomes;
      const turn = writing.then(async () => {
        release();
        await hooks?.beforeSlipBatchWrite?.(batched.map((x) => x.s));
        return writeAll(pool, batched);
      });
      writing = turn.catch(() => undefined);
      const written = await turn;
      return slips.map((s, i) => written.get(s) ?? outcomes[i]!);
    },
    { concurrency: BATCHES_READING },
  );
  return {
    async place(s) {
      for (;;) {
        const step = await batch.call(s);
        if (step === 'again') continue;
        if (!('alone' in step)) return step;
        try {
          return await placeAlone(db, step.alone);
        } catch (error) {
          // Decided again on fresh facts.
          if (error instanceof DecidedOnOldFacts) continue;
          throw error;
        }
      }
    },
  };
}
