/** One key sent to two server processes at once: placed once, both answered its one reply. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { SlipRequest } from '../../server/modules/bids/slip-writer.ts';
import { createApiClient } from '../../sdk/index.ts';
import { createMarket, fund, ist, makeOperator, type Player, registerAndLogin, slipBody, type TestApp } from '../helpers/betting.ts';
import { startTestApp } from '../helpers/test-app.ts';
import { moneyAddsUp, MONDAY, secondProcess, slipsOf, TIMES } from '../helpers/slip-batches.ts';
import { PLACE, PLACE_BATCH } from '../../server/modules/bids/pg-slip-statements.ts';

describe.skipIf(!inject('pgUrl'))('one key sent to two PostgreSQL processes at once', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof secondProcess>>;
  let operator: Player;
  let game: string;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    other = await secondProcess(t); // A second server process over the same database (its own batches).
    operator = await makeOperator(t);
    game = await createMarket(operator, 'TWO PROCESSES', TIMES);
  });
  afterAll(async () => {
    await other?.app.close();
    await t?.close();
  });

  it('answers both with one reply and places the slip once, among other slips', async () => {
    const players = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const p = await registerAndLogin(t);
        await fund(operator, p, 1000);
        return p;
      }),
    );
    for (let round = 0; round < 12; round += 1) {
      const sends = players.flatMap((p, i) => {
        const body = slipBody(game, 'Single Ank', 'Open', [{ points: 10, digits: (i + round) % 10 }]);
        const headers = { 'Idempotency-Key': `both-${round}-${i}` };
        const there = createApiClient({ baseUrl: other.baseUrl, token: p.token });
        return [p.api.POST('/api-submit-bid', { body, headers }), there.POST('/api-submit-bid', { body, headers })];
      });
      const replies = await Promise.all(sends);
      for (let i = 0; i < players.length; i += 1) {
        expect(replies[2 * i]!.data?.status).toBe(true);
        expect(replies[2 * i + 1]!.data).toStrictEqual(replies[2 * i]!.data);
      }
    }
    expect(await Promise.all(players.map((p) => slipsOf(t, p)))).toEqual(players.map(() => 12));
    await moneyAddsUp(t);
  });
});

describe.skipIf(!inject('pgUrl'))('a keyed slip batched in one PostgreSQL process and placed alone in another', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof secondProcess>>;
  let operator: Player;
  let game: string;
  let hook: ((slips: SlipRequest[]) => Promise<void>) | undefined;
  beforeAll(async () => {
    t = await startTestApp('postgres', { hooks: { beforeSlipBatchWrite: (slips) => hook?.(slips) ?? Promise.resolve() } });
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    other = await secondProcess(t); // A second server process over the same database (its own batches).
    operator = await makeOperator(t);
    game = await createMarket(operator, 'BATCHED AND ALONE', TIMES);
  });
  afterAll(async () => {
    await other?.app.close();
    await t?.close();
  });

  /** Slip statements (batched or alone) waiting for a lock (the activity view keeps only a query's first 1 KB). */
  const waiting = async () =>
    Number(
      (
        await sql<{ n: number }>`select count(*) as n from pg_stat_activity
          where cardinality(pg_blocking_pids(pid)) > 0 and (query like ${`${PLACE.text.slice(0, 200)}%`} or query like ${`%${PLACE_BATCH.name}%`})`.execute(
          t.database.db,
        )
      ).rows[0]!.n,
    );

  it('is placed once and both get its one reply (the alone path must not delete the batch’s fresh key row)', async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    const userId = Number(p.userId);
    const there = createApiClient({ baseUrl: other.baseUrl, token: p.token });
    const body = slipBody(game, 'Single Ank', 'Open', [{ points: 10, digits: 4 }]);
    const headers = { 'Idempotency-Key': 'batched-and-alone-1' };

    // Someone (a deposit, a settlement) holds the wallet for a moment, so both writes queue behind it.
    const holder = await t.database.pool!.connect();
    try {
      await holder.query('begin');
      await holder.query('select balance from wallets where user_id = $1 for update', [userId]);
      const here = p.api.POST('/api-submit-bid', { body, headers });
      await vi.waitFor(async () => expect(await waiting()).toBe(1), { timeout: 10_000 });
      // While this process's batch waits for the wallet, the player has a limit for a moment: the other process reads
      // its facts then and places the slip alone, while this batch, which reads once it holds the wallet, finds none.
      const limit = { user_id: userId, kind: 'deposit_day' as const, amount: null, updated_at: 0 };
      await t.database.db.insertInto('protection_limits').values(limit).execute();
      const elsewhere = there.POST('/api-submit-bid', { body, headers });
      await vi.waitFor(async () => expect(await waiting()).toBe(2), { timeout: 10_000 });
      await t.database.db.deleteFrom('protection_limits').where('user_id', '=', userId).execute();
      await holder.query('commit');
      const [a, b] = await Promise.all([here, elsewhere]);
      expect(a.data).toMatchObject({ status: true });
      expect(b.data).toStrictEqual(a.data);
      expect(await slipsOf(t, p)).toBe(1);
      await moneyAddsUp(t);
    } finally {
      holder.release();
    }
  });
});
