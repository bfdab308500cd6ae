/**
 * A correction or a cancellation moves several sets of wallets (wins taken back, then paid again or stakes refunded).
 * On PostgreSQL it locks every wallet of the day's players first, in the order of their ids, as a batch of slips
 * does: another transaction holding one of those wallets and then taking a second is waited for, never met in a
 * cycle (which PostgreSQL would end by failing one of them).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { balanceOf, bid, createMarket, declare, fund, ist, makeOperator, type Player, registerAndLogin, type TestApp } from '../helpers/betting.ts';
import { moneyAddsUp, sleep } from '../helpers/slip-batches.ts';
import { startTestApp } from '../helpers/test-app.ts';

const DAY = '2026-11-24';
const KALYAN: [string, string, string, string] = ['15:45', '16:00', '17:45', '18:00'];

describe.skipIf(!inject('pgUrl'))('a PostgreSQL correction or cancellation and the wallets of its players', () => {
  let t: TestApp;
  let operator: Player;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    operator = await makeOperator(t);
  });
  afterAll(async () => t?.close());

  const blocked = async () =>
    Number(
      (
        await sql<{ n: number }>`select count(*) as n from pg_stat_activity
          where cardinality(pg_blocking_pids(pid)) > 0 and query like '%wallets%'`.execute(t.database.db)
      ).rows[0]!.n,
    );

  /**
   * Two players, `low` (the lower wallet id) betting on 137 and `high` on 128; 128 is declared, so `high` won. While
   * `step` runs, another transaction holds `low`'s wallet, waits until the step waits for it, then takes `high`'s.
   */
  async function meanwhile(name: string, step: (market: string) => Promise<{ response: Response }>) {
    t.clock.set(ist(`${DAY}T10:00:00`));
    const market = await createMarket(operator, name, KALYAN);
    const [low, high] = [await registerAndLogin(t), await registerAndLogin(t)];
    expect(Number(low.userId)).toBeLessThan(Number(high.userId));
    for (const p of [low, high]) await fund(operator, p, 1000);
    expect((await bid(low, market, 'Single Pana', 'Open', [{ points: 10, digits: '137' }])).data?.status).toBe(true);
    expect((await bid(high, market, 'Single Pana', 'Open', [{ points: 10, digits: '128' }])).data?.status).toBe(true);
    t.clock.set(ist(`${DAY}T16:00:00`));
    expect((await declare(operator, market, DAY, 'open', '128')).response.status).toBe(200);
    let answer: ReturnType<typeof step> | undefined;
    await t.database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('wallets').select('user_id').where('user_id', '=', Number(low.userId)).forNoKeyUpdate().execute();
      answer = step(market);
      for (let i = 0; i < 300 && (await blocked()) === 0; i += 1) await sleep(10);
      expect(await blocked()).toBe(1);
      await trx.selectFrom('wallets').select('user_id').where('user_id', '=', Number(high.userId)).forNoKeyUpdate().execute();
    });
    expect((await answer!).response.status).toBe(200);
    await moneyAddsUp(t);
    return { low: await balanceOf(low), high: await balanceOf(high) };
  }

  const dayPath = (market: string) => ({ params: { path: { market_id: market, date: DAY } } });

  it('a correction waits for a transaction holding its wallets, and both end well', async () => {
    const after = await meanwhile('LOCK ORDER FIX', (market) =>
      operator.api.POST('/admin/markets/{market_id}/days/{date}/corrections', { ...dayPath(market), body: { session: 'open', panna: '137', reason: 'typo' } }),
    );
    // 137 wins now: `low` is paid, `high`'s win is taken back.
    expect(after.high).toBe(990);
    expect(after.low).toBeGreaterThan(990);
  });

  it('a cancellation waits for a transaction holding its wallets, and both end well', async () => {
    const after = await meanwhile('LOCK ORDER CANCEL', (market) =>
      operator.api.POST('/admin/markets/{market_id}/days/{date}/cancel', { ...dayPath(market), body: { reason: 'source unavailable' } }),
    );
    expect(after).toEqual({ low: 1000, high: 1000 });
  });
});
