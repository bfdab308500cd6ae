/**
 * Slips that arrive together are written together (a group commit on SQLite, one statement per batch on
 * PostgreSQL); each must still be answered exactly as if it had been placed alone, and money must add up. Every batch
 * keeps a multi-bid slip's ids in entry order and answers a retried key exactly its first reply.
 */
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { SlipRequest } from '../../server/modules/bids/slip-writer.ts';
import { createApiClient } from '../../sdk/index.ts';
import { bid, createMarket, type Entry, fund, ist, makeOperator, type Player, registerAndLogin, slipBody, type TestApp } from '../helpers/betting.ts';
import { moneyAddsUp, MONDAY, secondProcess, setBalance, sleep, slipsOf, TIMES } from '../helpers/slip-batches.ts';
import { dialects, startTestApp } from '../helpers/test-app.ts';
import { FACTS_BATCH, PLACE_BATCH } from '../../server/modules/bids/pg-slip-statements.ts';
import { SESSION_LOOKUP } from '../../server/modules/auth/sessions.ts';

// SQLite on disk has the reader connection and the WAL syncs before each batch is answered; in memory, neither.
const engines = [
  ...dialects().map((c) => ({ ...c, where: c.dialect === 'sqlite' ? 'in memory' : 'its server' })),
  { dialect: 'sqlite' as const, skip: false as const, where: 'disk' },
];

describe.each(engines)('slips sent at once on $dialect ($where)', ({ dialect, skip, where }) => {
  let t: TestApp;
  let operator: Player;
  let game: string;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect, { sqliteOnDisk: where === 'disk' });
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    operator = await makeOperator(t);
    game = await createMarket(operator, 'BATCH MARKET', TIMES);
  });
  afterAll(async () => t?.close());

  const player = async (points: number) => {
    const p = await registerAndLogin(t);
    if (points > 0) await fund(operator, p, points);
    return p;
  };

  it.skipIf(skip)('each slip gets its own answer: placed, short of points, retried, a reused key, a second slip, an unknown game', async () => {
    const [rich, poor, retrier, reuser, twice] = await Promise.all([player(1000), player(5), player(1000), player(1000), player(1000)]);
    const one = (digit: number) => [{ points: 10, digits: digit }];
    const keyed = (key: string) => ({ 'Idempotency-Key': key });
    const replies = await Promise.all([
      bid(rich, game, 'Single Ank', 'Open', one(1)),
      bid(poor, game, 'Single Ank', 'Open', one(2)),
      bid(retrier, game, 'Single Ank', 'Open', one(3), keyed('retry-key-1')),
      bid(retrier, game, 'Single Ank', 'Open', one(3), keyed('retry-key-1')),
      bid(reuser, game, 'Single Ank', 'Open', one(4), keyed('reuse-key-1')),
      bid(reuser, game, 'Single Ank', 'Open', one(5), keyed('reuse-key-1')),
      bid(twice, game, 'Single Ank', 'Open', one(6), keyed('twice-key-1')),
      bid(twice, game, 'Single Ank', 'Open', one(7), keyed('twice-key-2')),
      rich.api.POST('/api-submit-bid', { body: slipBody('999999', 'Single Ank', 'Open', one(8)) }),
    ]);
    const [placed, short, retryA, retryB, reuseA, reuseB, twiceA, twiceB, unknown] = replies;
    expect(placed.data).toMatchObject({ status: true, code: 'OK', wallet_balance: 990 });
    expect(short.data).toMatchObject({ status: false, code: 'INSUFFICIENT_BALANCE' });
    expect(retryA.data).toMatchObject({ status: true, wallet_balance: 990 });
    expect(retryB.data).toEqual(retryA.data);
    // One of the two requests with one key and two bodies is placed, the other is told the key was used.
    const reuse = [reuseA, reuseB];
    expect(reuse.filter((r) => r.data?.status === true)).toHaveLength(1);
    expect(reuse.filter((r) => r.response.status === 409 && r.error?.code === 'IDEMPOTENCY_KEY_REUSED')).toHaveLength(1);
    expect([twiceA.data?.wallet_balance, twiceB.data?.wallet_balance].sort()).toEqual([980, 990]);
    expect(unknown.data).toMatchObject({ status: false, code: 'UNKNOWN_GAME' });
    expect(await Promise.all([rich, poor, retrier, reuser, twice].map((p) => slipsOf(t, p)))).toEqual([1, 0, 1, 1, 2]);
    await moneyAddsUp(t);
  });

  it.skipIf(skip)("a day's first slips, refused, leave no slip, bid or ledger entry, and the day as it was: open, nothing declared", async () => {
    const fresh = await createMarket(operator, `FIRST SLIP ${dialect}`, TIMES);
    const [poor, rich] = await Promise.all([player(5), player(1000)]);
    // A day with no row is open; PostgreSQL may store that row when it decides the slips, SQLite only with a placed slip.
    const days = () =>
      t.database.db
        .selectFrom('market_days')
        .select(['date', 'status', 'open_panna', 'close_panna', 'holiday'])
        .where('market_id', '=', Number(fresh))
        .execute();
    const untouched = { date: MONDAY, status: 'open', open_panna: null, close_panna: null, holiday: 0 };
    const refused = await Promise.all([1, 2, 3].map((d) => bid(poor, fresh, 'Single Ank', 'Open', [{ points: 10, digits: d }])));
    expect(refused.map((r) => r.data?.code)).toEqual(['INSUFFICIENT_BALANCE', 'INSUFFICIENT_BALANCE', 'INSUFFICIENT_BALANCE']);
    expect(await days()).toEqual(dialect === 'sqlite' ? [] : [untouched]);
    expect(await slipsOf(t, poor)).toBe(0);
    const poorEntries = await t.database.db.selectFrom('ledger_entries').select('entry_type').where('user_id', '=', Number(poor.userId)).execute();
    expect(poorEntries.map((e) => e.entry_type)).toEqual(['adjustment']);

    const [short, placed] = await Promise.all([
      bid(poor, fresh, 'Single Ank', 'Open', [{ points: 10, digits: 4 }]),
      bid(rich, fresh, 'Single Ank', 'Open', [{ points: 10, digits: 4 }]),
    ]);
    expect(short.data?.code).toBe('INSUFFICIENT_BALANCE');
    expect(placed.data).toMatchObject({ status: true, wallet_balance: 990 });
    expect(await days()).toEqual([untouched]);
    await moneyAddsUp(t);
  });

  it.skipIf(skip)('many players at once: every accepted slip is stored once and paid for once', async () => {
    const players = await Promise.all(Array.from({ length: 30 }, () => player(100)));
    const replies = await Promise.all(
      players.flatMap((p, i) => [0, 1, 2].map((k) => bid(p, game, 'Single Ank', 'Open', [{ points: 40, digits: (i + k) % 10 }]))),
    );
    // 100 points cover two slips of 40: each player has two placed and one refused, whatever the order.
    expect(replies.filter((r) => r.data?.status === true)).toHaveLength(60);
    expect(replies.filter((r) => r.data?.code === 'INSUFFICIENT_BALANCE')).toHaveLength(30);
    expect(await Promise.all(players.map((p) => slipsOf(t, p)))).toEqual(players.map(() => 2));
    await moneyAddsUp(t);
  });

  it.skipIf(skip)("a multi-bid slip's ids follow its entries, in the reply and in the stored bids", async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => player(1000)));
    const entries: Entry[][] = players.map((_, i) => [9, 3, 7, 1, 5, 0, 8].map((d, k) => ({ points: 10 + k + i, digits: (d + i) % 10 })));
    const replies = await Promise.all(players.map((p, i) => bid(p, game, 'Single Ank', 'Open', entries[i]!, { 'Idempotency-Key': `order-key-${i}` })));
    for (const [i, r] of replies.entries()) {
      expect(r.data?.status, JSON.stringify(r.error ?? r.data)).toBe(true);
      const ids = (r.data!.bid_tx_ids ?? []).map(Number);
      const rows = await t.database.db.selectFrom('bids').select(['id', 'digits', 'points']).where('id', 'in', ids).execute();
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      expect(ids.map((id) => byId.get(id)?.digits)).toEqual(entries[i]!.map((e) => String(e.digits)));
      expect(ids.map((id) => Number(byId.get(id)?.points))).toEqual(entries[i]!.map((e) => e.points * 100));
      // Entry order is also id order.
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    }
  });

  it.skipIf(skip)('a retried key answers exactly its first reply, whatever the balance (12345.67, 0.5, 1000000, 0)', async () => {
    const cases = [
      { start: 1234567 + 1000, stake: 10, left: 12345.67 },
      { start: 1050, stake: 10, left: 0.5 },
      { start: 100000000 + 1000, stake: 10, left: 1000000 },
      { start: 1000, stake: 10, left: 0 },
      { start: 1000001 + 2000, stake: 20, left: 10000.01 },
    ];
    const players = await Promise.all(cases.map(() => player(0)));
    await Promise.all(players.map((p, i) => setBalance(t, p, cases[i]!.start)));
    const send = (p: Player, i: number) =>
      bid(p, game, 'Single Ank', 'Close', [{ points: cases[i]!.stake, digits: i }], { 'Idempotency-Key': `exact-key-${i}` });
    const first = await Promise.all(players.map(send));
    const again = await Promise.all(players.map(send));
    for (const [i, r] of first.entries()) {
      expect(r.data, JSON.stringify(r.error)).toMatchObject({ status: true, wallet_balance: cases[i]!.left });
      expect(again[i]!.data).toStrictEqual(r.data);
      expect(typeof r.data!.bid_tx_ids?.[0]).toBe('string');
    }
    expect(await Promise.all(players.map((p) => slipsOf(t, p)))).toEqual(players.map(() => 1));
    await moneyAddsUp(t);
  });
});

describe.skipIf(!inject('pgUrl'))('PostgreSQL batches in two stages', () => {
  let t: TestApp;
  let operator: Player;
  let game: string;
  let hold: ((slips: SlipRequest[]) => Promise<void>) | undefined;
  beforeAll(async () => {
    t = await startTestApp('postgres', { hooks: { beforeSlipBatchWrite: (slips) => hold?.(slips) ?? Promise.resolve() } });
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    operator = await makeOperator(t);
    game = await createMarket(operator, 'STAGED MARKET', TIMES);
  });
  afterAll(async () => t?.close());

  it("places slips and knows their players while the statements' functions are missing, and defines them again", async () => {
    const names = [FACTS_BATCH.name, PLACE_BATCH.name, SESSION_LOOKUP.name];
    const functions = async () =>
      (await t.database.pool!.query('select 1 from pg_proc where proname = any($1) and pronamespace = current_schema()::regnamespace', [names])).rowCount;
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    expect((await bid(p, game, 'Single Ank', 'Open', [{ points: 10, digits: 1 }])).data).toMatchObject({ status: true, wallet_balance: 990 });
    expect(await functions()).toBe(3);
    // Dropped (by hand, or a restore that left them out) while the server runs.
    await t.database.pool!.query(names.map((name) => `drop function ${name}`).join('; '));
    expect((await bid(p, game, 'Single Ank', 'Open', [{ points: 10, digits: 2 }])).data).toMatchObject({ status: true, wallet_balance: 980 });
    expect((await bid(p, game, 'Single Ank', 'Open', [{ points: 10, digits: 3 }])).data).toMatchObject({ status: true, wallet_balance: 970 });
    expect(await functions()).toBe(3);
    expect(await slipsOf(t, p)).toBe(3);
    await moneyAddsUp(t);
  });

  it('decides the next batch while one writes, writes one batch at a time, and the player who is in both pays for both', async () => {
    const [a, b] = await Promise.all(
      [0, 1].map(async () => {
        const p = await registerAndLogin(t);
        await fund(operator, p, 25);
        return p;
      }),
    );
    const writes: number[] = [];
    let letFirstWrite: (() => void) | undefined;
    hold = async (slips) => {
      writes.push(slips.length);
      if (writes.length === 1) await new Promise<void>((resolve) => (letFirstWrite = resolve));
    };
    const first = bid(a!, game, 'Single Ank', 'Open', [{ points: 20, digits: 1 }]);
    await vi.waitFor(() => expect(writes).toEqual([1]));
    // While the first batch is held before its write, the next is decided: a slip the rules refuse is answered.
    const unknown = b!.api.POST('/api-submit-bid', { body: slipBody('999999', 'Single Ank', 'Open', [{ points: 10, digits: 4 }]) });
    const answered = await Promise.race([unknown.then((r) => r.data), sleep(3000).then(() => 'still waiting')]);
    try {
      expect(answered).toMatchObject({ status: false, code: 'UNKNOWN_GAME' });
      // Slips to write wait for their turn.
      const second = [bid(a!, game, 'Single Ank', 'Open', [{ points: 10, digits: 2 }]), bid(b!, game, 'Single Ank', 'Open', [{ points: 10, digits: 3 }])];
      await sleep(200);
      expect(writes).toEqual([1]);
      letFirstWrite!();
      expect((await first).data).toMatchObject({ status: true, wallet_balance: 5 });
      const [again, other] = await Promise.all(second);
      // Decided before the first batch wrote, a's second slip is still held to the balance that write left.
      expect(again!.data).toMatchObject({ status: false, code: 'INSUFFICIENT_BALANCE' });
      expect(other!.data).toMatchObject({ status: true, wallet_balance: 15 });
      expect(writes.slice(1).reduce((x, y) => x + y, 0)).toBe(2);
      expect(await Promise.all([a!, b!].map((p) => slipsOf(t, p)))).toEqual([1, 1]);
      await moneyAddsUp(t);
    } finally {
      letFirstWrite?.();
      hold = undefined;
    }
  });

  it('answers a retry decided while its first slip was being written with the first answer, not a second debit', async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 10);
    const writes: number[] = [];
    let letFirstWrite: (() => void) | undefined;
    hold = async (slips) => {
      writes.push(slips.length);
      if (writes.length === 1) await new Promise<void>((resolve) => (letFirstWrite = resolve));
    };
    const headers = { 'Idempotency-Key': 'staged-retry-key-1' };
    const send = () => bid(p, game, 'Single Ank', 'Open', [{ points: 10, digits: 7 }], headers);
    try {
      const first = send();
      await vi.waitFor(() => expect(writes).toEqual([1]));
      // Decided from facts read before the first slip's key was stored; written after it.
      const retry = send();
      await sleep(200);
      letFirstWrite!();
      const [a, b] = await Promise.all([first, retry]);
      expect(a.data).toMatchObject({ status: true, wallet_balance: 0 });
      expect(b.data).toStrictEqual(a.data);
      expect(await slipsOf(t, p)).toBe(1);
      await moneyAddsUp(t);
    } finally {
      letFirstWrite?.();
      hold = undefined;
    }
  });
});

describe.skipIf(!inject('pgUrl'))('a PostgreSQL batch whose statement fails', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof secondProcess>>;
  let operator: Player;
  let game: string;
  let interfere: ((slips: SlipRequest[]) => Promise<void>) | undefined;
  beforeAll(async () => {
    t = await startTestApp('postgres', { hooks: { beforeSlipBatchWrite: (slips) => interfere?.(slips) ?? Promise.resolve() } });
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    other = await secondProcess(t); // A second server process over the same database (its own batches).
    operator = await makeOperator(t);
    game = await createMarket(operator, 'FALLBACK MARKET', TIMES);
  });
  afterAll(async () => {
    await other?.app.close();
    await t?.close();
  });

  it('is placed again slip by slip: a key stored meanwhile by another process answers its first reply, the rest are placed once', async () => {
    const players = await Promise.all(
      [0, 1, 2].map(async () => {
        const p = await registerAndLogin(t);
        await fund(operator, p, 1000);
        return p;
      }),
    );
    const [keyedPlayer] = players as [Player, Player, Player];
    const otherApi = createApiClient({ baseUrl: other.baseUrl, token: keyedPlayer.token });
    const body = slipBody(game, 'Single Ank', 'Open', [{ points: 10, digits: 4 }]);
    const headers = { 'Idempotency-Key': 'fallback-key-1' };
    let firstReply: unknown;
    let interfered = 0;
    interfere = async (slips) => {
      if (!slips.some((s) => s.key === 'fallback-key-1')) return;
      interfere = undefined;
      interfered += 1;
      // The other process places the same keyed slip after this batch read its facts and before it writes.
      firstReply = (await otherApi.POST('/api-submit-bid', { body, headers })).data;
    };
    const replies = await Promise.all([
      keyedPlayer.api.POST('/api-submit-bid', { body, headers }),
      bid(players[1]!, game, 'Single Ank', 'Open', [{ points: 20, digits: 5 }]),
      bid(players[2]!, game, 'Single Ank', 'Open', [{ points: 30, digits: 6 }]),
    ]);
    expect(interfered).toBe(1);
    expect(firstReply).toMatchObject({ status: true, wallet_balance: 990 });
    expect(replies[0].data).toEqual(firstReply);
    expect(replies[1].data).toMatchObject({ status: true, wallet_balance: 980 });
    expect(replies[2].data).toMatchObject({ status: true, wallet_balance: 970 });
    expect(await Promise.all(players.map((p) => slipsOf(t, p)))).toEqual([1, 1, 1]);
    await moneyAddsUp(t);
  });
});
