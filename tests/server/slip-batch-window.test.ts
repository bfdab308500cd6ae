/** Slips written in a batch against what is committed between its read of the facts and its write: a result
 * declared, a day cancelled or made a holiday, a player taking a break or setting a first limit, a market edited, the
 * rates or bid limits changed. */
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { PLACE_BATCH } from '../../server/modules/bids/pg-slip-statements.ts';
import type { SlipRequest } from '../../server/modules/bids/slip-writer.ts';
import { bid, createMarket, declare, fund, ist, makeOperator, type Player, registerAndLogin, starlineBid, type TestApp } from '../helpers/betting.ts';
import { startTestApp } from '../helpers/test-app.ts';
import { moneyAddsUp, MONDAY, sleep, slipsOf, TIMES, TUESDAY } from '../helpers/slip-batches.ts';

describe.skipIf(!inject('pgUrl'))('a PostgreSQL batch and what is committed between its facts and its write', () => {
  let t: TestApp;
  let operator: Player;
  let hook: ((slips: SlipRequest[]) => Promise<void>) | undefined;
  beforeAll(async () => {
    t = await startTestApp('postgres', { hooks: { beforeSlipBatchWrite: (slips) => hook?.(slips) ?? Promise.resolve() } });
    operator = await makeOperator(t);
  });
  afterAll(async () => t?.close());

  const player = async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    return p;
  };

  /**
   * Sends `gate`'s slip first and holds its batch until every other slip has queued, so that those go together in
   * the next batch; `meanwhile` runs once that next batch has read its facts, before it writes.
   */
  async function inOneBatch<T>(gate: () => Promise<unknown>, gateUser: string, others: () => Promise<T>, meanwhile: () => Promise<void>) {
    let ran = 0;
    hook = async (slips) => {
      if (slips.some((s) => String(s.userId) === gateUser)) {
        await sleep(600);
        return;
      }
      if (slips.length === 0) return;
      hook = undefined;
      ran = slips.length;
      await meanwhile();
    };
    const gated = gate();
    await sleep(50);
    const replies = await others();
    await gated;
    hook = undefined;
    return { replies, batched: ran };
  }

  /**
   * When `p`'s slip has been decided in a batch, runs `meanwhile`, then drops the batch's function (as someone might):
   * the batch fails as a whole and its slips are placed alone.
   */
  function fallBackAlone(p: Player, meanwhile: () => Promise<void>) {
    hook = async (slips) => {
      if (!slips.some((s) => String(s.userId) === p.userId)) return;
      hook = undefined;
      await meanwhile();
      await sql.raw(`drop function ${PLACE_BATCH.name}`).execute(t.database.db);
    };
  }

  it('an open result declared meanwhile refuses the slips closing at the open cut-off (Jodi, Sangams, Open), not the others', async () => {
    t.clock.set(ist(`${MONDAY}T15:40:00`));
    const market = await createMarket(operator, 'OPEN RACE', TIMES);
    const elsewhere = await createMarket(operator, 'OPEN RACE GATE', ['20:00', '20:15', '21:00', '21:15']);
    const slot = await createMarket(operator, '05:00 PM', ['17:00', '17:00', '17:00', '17:00'], 'starline');
    const [gate, jodi, half, full, open, close, star, mixed] = await Promise.all(Array.from({ length: 8 }, player));
    const { replies, batched } = await inOneBatch(
      () => bid(gate!, elsewhere, 'Single Ank', 'Open', [{ points: 10, digits: 1 }]),
      gate!.userId,
      () =>
        Promise.all([
          bid(jodi!, market, 'Jodi', '', [{ points: 10, digits: '12' }]),
          bid(half!, market, 'Half Sangam', 'Open', [{ points: 10, digits: '1', closedigits: '370' }]),
          bid(full!, market, 'Full Sangam', '', [{ points: 10, digits: '128', closedigits: '370' }]),
          bid(open!, market, 'Single Ank', 'Open', [{ points: 10, digits: 2 }]),
          bid(close!, market, 'Single Ank', 'Close', [{ points: 10, digits: 3 }]),
          starlineBid(star!, slot, 'Single Ank', [{ points: 10, digits: '4' }]),
          // One slip of Close bids and one Open bid: the Open one closes the whole slip.
          bid(mixed!, market, 'Single Ank', 'Close', [
            { points: 10, digits: 5, session: 'Close' },
            { points: 10, digits: 6, session: 'Open' },
          ]),
        ]),
      async () => {
        t.clock.set(ist(`${MONDAY}T15:50:00`));
        const declared = await declare(operator, market, MONDAY, 'open', '128');
        expect(declared.response.status, JSON.stringify(declared.error)).toBe(200);
      },
    );
    expect(batched).toBe(7);
    const codes = replies.map((r) => r.data?.code);
    expect(codes).toEqual(['BETTING_CLOSED', 'BETTING_CLOSED', 'BETTING_CLOSED', 'BETTING_CLOSED', 'OK', 'OK', 'BETTING_CLOSED']);
    expect(await Promise.all([jodi, half, full, open, close, star, mixed].map((p) => slipsOf(t, p!)))).toEqual([0, 0, 0, 0, 1, 1, 0]);
    await moneyAddsUp(t);
  });

  it('a day cancelled meanwhile refuses every slip of that day; a holiday made meanwhile refuses the slips of its day', async () => {
    t.clock.set(ist(`${TUESDAY}T10:00:00`));
    const cancelled = await createMarket(operator, 'CANCEL RACE', TIMES);
    const holiday = await createMarket(operator, 'HOLIDAY RACE', TIMES);
    const other = await createMarket(operator, 'UNTOUCHED', TIMES);
    const [gate, a, b, c, d] = await Promise.all(Array.from({ length: 5 }, player));
    // The cancelled day has a bid already (a day with bids is cancelled, not made a holiday).
    expect((await bid(a!, cancelled, 'Single Ank', 'Close', [{ points: 10, digits: 1 }])).data?.status).toBe(true);
    const { replies, batched } = await inOneBatch(
      () => bid(gate!, other, 'Single Ank', 'Open', [{ points: 10, digits: 1 }]),
      gate!.userId,
      () =>
        Promise.all([
          bid(b!, cancelled, 'Single Ank', 'Close', [{ points: 10, digits: 2 }]),
          bid(c!, holiday, 'Single Pana', 'Open', [{ points: 10, digits: '128' }]),
          bid(d!, other, 'Single Ank', 'Open', [{ points: 10, digits: 3 }]),
        ]),
      async () => {
        const res = await operator.api.POST('/admin/markets/{market_id}/days/{date}/cancel', {
          params: { path: { market_id: cancelled, date: TUESDAY } },
          body: { reason: 'source unavailable' },
        });
        expect(res.response.status, JSON.stringify(res.error)).toBe(200);
        const hol = await operator.api.PUT('/admin/markets/{market_id}/holidays/{date}', { params: { path: { market_id: holiday, date: TUESDAY } } });
        expect(hol.response.status, JSON.stringify(hol.error)).toBe(200);
      },
    );
    expect(batched).toBe(3);
    expect(replies.map((r) => r.data?.code)).toEqual(['BETTING_CLOSED', 'BETTING_CLOSED', 'OK']);
    expect(await Promise.all([b, c, d].map((p) => slipsOf(t, p!)))).toEqual([0, 0, 1]);
    await moneyAddsUp(t);
  });
  it("a break taken or a first loss limit set meanwhile holds that player's slip to the protection checks", async () => {
    t.clock.set(ist(`${TUESDAY}T11:00:00`));
    const market = await createMarket(operator, 'PROTECT RACE', TIMES);
    const other = await createMarket(operator, 'PROTECT RACE GATE', TIMES);
    const [gate, resting, limited, free] = await Promise.all(Array.from({ length: 4 }, player));
    const { replies, batched } = await inOneBatch(
      () => bid(gate!, other, 'Single Ank', 'Open', [{ points: 10, digits: 1 }]),
      gate!.userId,
      () =>
        Promise.all([
          bid(resting!, market, 'Single Ank', 'Open', [{ points: 100, digits: 2 }]),
          bid(limited!, market, 'Single Ank', 'Open', [{ points: 500, digits: 3 }]),
          bid(free!, market, 'Single Ank', 'Open', [{ points: 100, digits: 4 }]),
        ]),
      async () => {
        // The clock runs on while the batch is in flight: the break starts after the slips arrived.
        t.clock.advance(1000);
        const paused = await resting!.api.POST('/api-take-break', { body: { period: '24h' } });
        expect(paused.data?.status, JSON.stringify(paused.data)).toBe(true);
        const limit = await limited!.api.POST('/api-set-limit', { body: { kind: 'loss_day', amount: 50 } });
        expect(limit.data?.status, JSON.stringify(limit.data)).toBe(true);
      },
    );
    expect(batched).toBe(3);
    expect(replies.map((r) => r.data?.code)).toEqual(['ON_BREAK', 'LOSS_LIMIT_REACHED', 'OK']);
    expect(await Promise.all([resting, limited, free].map((p) => slipsOf(t, p!)))).toEqual([0, 0, 1]);
    await moneyAddsUp(t);
  });
  it('a break committed while the batch statement waits for the wallet holds the slip to the checks', async () => {
    t.clock.set(ist(`${TUESDAY}T11:30:00`));
    const market = await createMarket(operator, 'WALLET RACE', TIMES);
    const p = await player();
    const userId = Number(p.userId);
    // Someone holds the wallet (as a break being taken does) while the slip's batch statement starts.
    const holder = await t.database.pool!.connect();
    try {
      await holder.query('begin');
      await holder.query('select balance from wallets where user_id = $1 for update', [userId]);
      const placing = bid(p, market, 'Single Ank', 'Open', [{ points: 100, digits: 5 }]);
      await vi.waitFor(
        async () => {
          const { rows } = await sql<{ n: number }>`select count(*) as n from pg_stat_activity
            where cardinality(pg_blocking_pids(pid)) > 0 and query like ${`%${PLACE_BATCH.name}%`}`.execute(t.database.db);
          expect(Number(rows[0]!.n)).toBe(1);
        },
        { timeout: 10_000 },
      );
      const now = t.clock.now();
      await holder.query(`insert into protection_blocks (user_id, mobile, kind, period, starts_at, ends_at) values ($1, $2, 'break', '24h', $3, $4)`, [
        userId,
        p.mobile,
        now,
        now + 24 * 3_600_000,
      ]);
      await holder.query('commit');
      expect((await placing).data?.code).toBe('ON_BREAK');
    } finally {
      holder.release();
    }
    expect(await slipsOf(t, p)).toBe(0);
    await moneyAddsUp(t);
  });
  it('a break taken meanwhile holds the slip to the checks also when the whole batch falls back to placing slips alone', async () => {
    t.clock.set(ist(`${TUESDAY}T11:45:00`));
    const market = await createMarket(operator, 'FALLBACK RACE', TIMES);
    const p = await player();
    fallBackAlone(p, async () => {
      t.clock.advance(1000);
      const paused = await p.api.POST('/api-take-break', { body: { period: '24h' } });
      expect(paused.data?.status).toBe(true);
    });
    expect((await bid(p, market, 'Single Ank', 'Open', [{ points: 100, digits: 5 }])).data?.code).toBe('ON_BREAK');
    expect(await slipsOf(t, p)).toBe(0);
    await moneyAddsUp(t);
  });

  it('a market switched off meanwhile refuses its slips, decided again; a market only renamed meanwhile places them', async () => {
    t.clock.set(ist(`${TUESDAY}T12:00:00`));
    const off = await createMarket(operator, 'OFF RACE', TIMES);
    const renamed = await createMarket(operator, 'RENAME RACE', TIMES);
    const other = await createMarket(operator, 'OFF RACE GATE', TIMES);
    const [gate, a, b] = await Promise.all(Array.from({ length: 3 }, player));
    const { replies, batched } = await inOneBatch(
      () => bid(gate!, other, 'Single Ank', 'Open', [{ points: 10, digits: 1 }]),
      gate!.userId,
      () => Promise.all([bid(a!, off, 'Single Ank', 'Open', [{ points: 10, digits: 2 }]), bid(b!, renamed, 'Single Ank', 'Open', [{ points: 10, digits: 3 }])]),
      async () => {
        // The day has no bids yet, so the edit is allowed; the slips in flight were decided on the market before it.
        for (const [id, body] of [
          [off, { active: false }],
          [renamed, { name: 'RENAMED RACE' }],
        ] as const) {
          const res = await operator.api.PATCH('/admin/markets/{market_id}', { params: { path: { market_id: id } }, body });
          expect(res.response.status, JSON.stringify(res.error)).toBe(200);
        }
      },
    );
    expect(batched).toBe(2);
    expect(replies[0]!.data?.status).toBe(false);
    expect(replies[1]!.data?.code).toBe('OK');
    expect(await Promise.all([a, b].map((p) => slipsOf(t, p!)))).toEqual([0, 1]);
    await moneyAddsUp(t);
  });

  it('a market switched off meanwhile refuses the slip also when the batch falls back to placing slips alone', async () => {
    t.clock.set(ist(`${TUESDAY}T12:30:00`));
    const market = await createMarket(operator, 'OFF FALLBACK', TIMES);
    const p = await player();
    fallBackAlone(p, async () => {
      const res = await operator.api.PATCH('/admin/markets/{market_id}', { params: { path: { market_id: market } }, body: { active: false } });
      expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    });
    expect((await bid(p, market, 'Single Ank', 'Open', [{ points: 100, digits: 5 }])).data?.status).toBe(false);
    expect(await slipsOf(t, p)).toBe(0);
    await moneyAddsUp(t);
  });

  /** Changes the settings (the operator's call), and answers how to put them back. */
  async function changeSettings(change: (rates: Record<string, number>) => Record<string, unknown>): Promise<() => Promise<void>> {
    const before = (await operator.api.GET('/admin/settings', {})).data!;
    const res = await operator.api.PATCH('/admin/settings', { body: change({ ...before.game_rates }) });
    expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    return async () => {
      const back = await operator.api.PATCH('/admin/settings', { body: { game_rates: before.game_rates, max_bid_points: before.max_bid_points } });
      expect(back.response.status).toBe(200);
    };
  }

  /** How many statements like `like` are waiting for a lock. */
  const blockedOn = async (like: string) =>
    Number(
      (
        await sql<{ n: number }>`select count(*) as n from pg_stat_activity where cardinality(pg_blocking_pids(pid)) > 0 and query like ${like}`.execute(
          t.database.db,
        )
      ).rows[0]!.n,
    );

  const storedRates = async (market: string) =>
    (
      await sql<{ points: number; rate_2: number }>`select points, rate_2 from bids where market_id = ${Number(market)} order by id`.execute(t.database.db)
    ).rows.map((r) => [Number(r.points) / 100, Number(r.rate_2)]);

  it('a rate or the largest bid lowered meanwhile: the slips are decided again, at the new rate and within the new limit', async () => {
    t.clock.set(ist(`${TUESDAY}T13:00:00`));
    const market = await createMarket(operator, 'RATE RACE', TIMES);
    const other = await createMarket(operator, 'RATE RACE GATE', TIMES);
    const [gate, a, b] = await Promise.all(Array.from({ length: 3 }, player));
    let restore = async () => {};
    const { replies, batched } = await inOneBatch(
      () => bid(gate!, other, 'Single Ank', 'Open', [{ points: 10, digits: 1 }]),
      gate!.userId,
      () =>
        Promise.all([bid(a!, market, 'Single Ank', 'Open', [{ points: 100, digits: 2 }]), bid(b!, market, 'Single Ank', 'Open', [{ points: 800, digits: 3 }])]),
      async () => {
        restore = await changeSettings((rates) => ({ game_rates: { ...rates, single_digit_val_2: 50 }, max_bid_points: 500 }));
      },
    );
    await restore();
    expect(batched).toBe(2);
    expect(replies[0]!.data?.code).toBe('OK');
    expect(replies[1]!.data).toMatchObject({ status: false, code: 'BID_AMOUNT_OUT_OF_RANGE' });
    // Stored at the rate in force when it was accepted (game-rules.md), not the one it was first decided with.
    expect(await storedRates(market)).toEqual([[100, 50]]);
    expect(await slipsOf(t, b!)).toBe(0);
    await moneyAddsUp(t);
  });

  /**
   * Another transaction holds a row (`hold`) so the slip waits in `waitingOn`; a rate change sent then must wait for
   * the slip, and once the row is let go the slip is placed at the rate it was decided with.
   */
  async function rateChangeWaitsForSlip(c: {
    at: string;
    name: string;
    waitingOn: string;
    cut: number;
    hold: (holder: pg.PoolClient, p: Player, market: string) => void | Promise<void>;
    letGo: 'commit' | 'rollback';
  }) {
    t.clock.set(ist(`${TUESDAY}T${c.at}`));
    const market = await createMarket(operator, c.name, TIMES);
    const p = await player();
    const rate = (await operator.api.GET('/admin/settings', {})).data!.game_rates.single_digit_val_2;
    const holder = await t.database.pool!.connect();
    let restore = async () => {};
    try {
      await c.hold(holder, p, market);
      const placing = bid(p, market, 'Single Ank', 'Open', [{ points: 10, digits: 7 }]);
      await vi.waitFor(async () => expect(await blockedOn(c.waitingOn)).toBe(1), { timeout: 10_000 });
      const saving = changeSettings((rates) => ({ game_rates: { ...rates, single_digit_val_2: rate - c.cut } }));
      await vi.waitFor(async () => expect(await blockedOn('%settings%for update%')).toBe(1), { timeout: 10_000 });
      await holder.query(c.letGo);
      expect((await placing).data?.code).toBe('OK');
      restore = await saving;
    } finally {
      holder.release();
      await restore();
    }
    expect(await storedRates(market)).toEqual([[10, rate]]);
    await moneyAddsUp(t);
  }

  it('a rate change sent while the batch statement waits for the wallet waits for the slip, placed at the rate it was decided with', () =>
    rateChangeWaitsForSlip({
      at: '13:10:00',
      name: 'RATE WAIT',
      // The statement holds the settings row (key share) from before its wait: the change waits for the slip.
      waitingOn: `%${PLACE_BATCH.name}%`,
      cut: 15,
      hold: async (holder, p) => {
        await holder.query('begin');
        await holder.query('select balance from wallets where user_id = $1 for update', [Number(p.userId)]);
      },
      letGo: 'commit',
    }));

  it('a rate changed meanwhile also when the batch falls back to placing slips alone', async () => {
    t.clock.set(ist(`${TUESDAY}T13:20:00`));
    const market = await createMarket(operator, 'RATE FALLBACK', TIMES);
    const p = await player();
    let restore = async () => {};
    fallBackAlone(p, async () => {
      restore = await changeSettings((rates) => ({ game_rates: { ...rates, single_digit_val_2: 30 } }));
    });
    const placed = await bid(p, market, 'Single Ank', 'Open', [{ points: 10, digits: 5 }]);
    await restore();
    expect(placed.data?.code).toBe('OK');
    expect(await storedRates(market)).toEqual([[10, 30]]);
    await moneyAddsUp(t);
  });

  it('a rate change sent while a slip placed alone waits for its market waits for the slip, placed at the rate it was decided with', () =>
    rateChangeWaitsForSlip({
      at: '13:30:00',
      name: 'RATE ALONE WAIT',
      waitingOn: '%markets%for key share%',
      cut: 25,
      // Someone holds the market (as an edit that is then refused does) while the slip, placed alone, starts.
      hold: (holder, p, market) =>
        fallBackAlone(p, async () => {
          await holder.query('begin');
          await holder.query('select id from markets where id = $1 for update', [Number(market)]);
        }),
      letGo: 'rollback',
    }));
});
