/** Every batch keeps a multi-bid slip's ids in entry order and answers a retried key exactly its first reply. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, createMarket, type Entry, fund, ist, makeOperator, type Player, registerAndLogin, type TestApp } from '../helpers/betting.ts';
import { dialects, startTestApp } from '../helpers/test-app.ts';
import { moneyAddsUp, MONDAY, setBalance, slipsOf, TIMES } from '../helpers/slip-batches.ts';

describe.each(dialects())('slips of a batch on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  let game: string;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    operator = await makeOperator(t);
    game = await createMarket(operator, 'ORDER MARKET', TIMES);
  });
  afterAll(async () => t?.close());

  const player = async (points: number) => {
    const p = await registerAndLogin(t);
    if (points > 0) await fund(operator, p, points);
    return p;
  };

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
