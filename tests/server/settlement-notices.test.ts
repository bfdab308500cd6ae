/**
 * What players are told when an operator corrects a result or cancels a day: each player whose wins changed hears
 * the difference once (a win that came out the same is not announced again), a win taken back is always told, and a
 * cancellation tells every player what was refunded and what was taken back. The notices match the wallets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, bid, createMarket, declare, fund, ist, type Player, starlineBid } from '../helpers/betting.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

const DAY = '2026-11-24';
const KALYAN: [string, string, string, string] = ['15:45', '16:00', '17:45', '18:00'];

describe.each(dialects())('settlement notices on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    operator = await makeOperator(t);
  });
  afterAll(async () => t?.close());

  /** The player's notices but the funding's (an operator's adjustment, told to the player too). */
  const notices = async (p: Player) =>
    ((await p.api.POST('/api-get-notification', { body: {} })).data?.notification ?? []).filter((n) => n.kind !== 'wallet_adjusted');
  const kinds = async (p: Player) => (await notices(p)).map((n) => n.kind);
  const funded = async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    return p;
  };
  const dayPath = (m: string) => ({ params: { path: { market_id: m, date: DAY } } });

  it.skipIf(skip)('a correction tells only the players whose wins changed, by how much; a cancellation tells everyone', async () => {
    t.clock.set(ist(`${DAY}T10:00:00`));
    const m = await createMarket(operator, 'NOTICE MARKET', KALYAN);
    const [same, loses, gains, never] = [await funded(), await funded(), await funded(), await funded()];
    // 128 is corrected to 137: ank 1 both times; pana 128 loses, 137 wins; ank 5 never wins.
    expect((await bid(same, m, 'Single Ank', 'Open', [{ points: 10, digits: '1' }])).data?.status).toBe(true);
    expect((await bid(loses, m, 'Single Pana', 'Open', [{ points: 10, digits: '128' }])).data?.status).toBe(true);
    expect((await bid(gains, m, 'Single Pana', 'Open', [{ points: 10, digits: '137' }])).data?.status).toBe(true);
    expect((await bid(never, m, 'Single Ank', 'Open', [{ points: 10, digits: '5' }])).data?.status).toBe(true);
    t.clock.set(ist(`${DAY}T16:00:00`));
    expect((await declare(operator, m, DAY, 'open', '128')).response.status).toBe(200);
    const declared = await Promise.all([same, loses, gains, never].map(balanceOf));
    expect([await kinds(same), await kinds(loses), await kinds(gains), await kinds(never)]).toEqual([['win'], ['win'], [], []]);

    const fixed = await operator.api.POST('/admin/markets/{market_id}/days/{date}/corrections', {
      ...dayPath(m),
      body: { session: 'open', panna: '137', reason: 'typed 128 by mistake' },
    });
    expect(fixed.response.status).toBe(200);
    const corrected = await Promise.all([same, loses, gains, never].map(balanceOf));
    const taken = declared[1]! - corrected[1]!;
    const added = corrected[2]! - declared[2]!;
    expect(corrected[0]).toBe(declared[0]);
    expect(taken).toBeGreaterThan(0);
    expect(added).toBeGreaterThan(0);
    // The unchanged winner and the loser hear nothing new; the others hear exactly what moved.
    expect(await kinds(same)).toEqual(['win']);
    expect(await kinds(never)).toEqual([]);
    expect((await notices(loses))[0]).toMatchObject({
      kind: 'result_corrected',
      title: 'Result corrected',
      message: `The result of NOTICE MARKET open (${DAY}) was corrected to 137: ${taken} points of your win were taken back.`,
      facts: { market: 'NOTICE MARKET', session: 'open', market_date: DAY, panna: '137', taken_back: taken },
    });
    expect((await notices(gains))[0]).toMatchObject({
      kind: 'result_corrected',
      message: `The result of NOTICE MARKET open (${DAY}) was corrected to 137: ${added} more points were added to your wallet.`,
      facts: { market: 'NOTICE MARKET', session: 'open', market_date: DAY, panna: '137', points: added },
    });
    expect((await notices(gains))[0]?.facts).not.toHaveProperty('taken_back');

    const cancelled = await operator.api.POST('/admin/markets/{market_id}/days/{date}/cancel', { ...dayPath(m), body: { reason: 'source unavailable' } });
    expect(cancelled.response.status).toBe(200);
    for (const [index, p] of [same, loses, gains, never].entries()) {
      expect(await balanceOf(p)).toBe(1000);
      const wins = corrected[index]! - (1000 - 10);
      const [latest] = await notices(p);
      const back = wins > 0 ? ` ${wins} points of its wins were taken back.` : '';
      expect(latest, `player ${index}`).toMatchObject({
        kind: 'day_cancelled',
        title: 'Market day cancelled',
        message: `NOTICE MARKET (${DAY}) was cancelled: 10 points of stakes were refunded to your wallet.${back}`,
        facts: { market: 'NOTICE MARKET', market_date: DAY, points: 10, ...(wins > 0 ? { taken_back: wins } : {}) },
      });
    }
  });

  it.skipIf(skip)('a Starline correction names the slot without a session', async () => {
    t.clock.set(ist(`${DAY}T10:00:00`));
    const slot = await createMarket(operator, 'NOTICE SLOT', ['11:00', '11:00', '11:00', '11:00'], 'starline');
    const p = await funded();
    expect((await starlineBid(p, slot, 'Single Pana', [{ points: 10, digits: '128' }])).data?.status).toBe(true);
    t.clock.set(ist(`${DAY}T11:00:00`));
    expect((await declare(operator, slot, DAY, 'open', '128')).response.status).toBe(200);
    const won = (await balanceOf(p))! - 990;
    const fixed = await operator.api.POST('/admin/markets/{market_id}/days/{date}/corrections', {
      ...dayPath(slot),
      body: { session: 'open', panna: '137', reason: 'wrong slip read' },
    });
    expect(fixed.response.status).toBe(200);
    const [latest] = await notices(p);
    expect(latest).toMatchObject({
      kind: 'result_corrected',
      message: `The result of NOTICE SLOT (${DAY}) was corrected to 137: ${won} points of your win were taken back.`,
      facts: { market: 'NOTICE SLOT', market_date: DAY, panna: '137', taken_back: won },
    });
    expect(latest?.facts).not.toHaveProperty('session');
  });
  it.skipIf(skip)('a close correction re-settles the close bids without repeating an unchanged win', async () => {
    t.clock.set(ist(`${DAY}T10:00:00`));
    const m = await createMarket(operator, 'CLOSE NOTICE', KALYAN);
    const [jodi, pana] = [await funded(), await funded()];
    // 128-10-370 corrected to 128-10-460: the Jodi 10 wins both times; the close pana 370 wins, then loses.
    expect((await bid(jodi, m, 'Jodi', '', [{ points: 10, digits: '10' }])).data?.status).toBe(true);
    expect((await bid(pana, m, 'Single Pana', 'Close', [{ points: 10, digits: '370' }])).data?.status).toBe(true);
    t.clock.set(ist(`${DAY}T18:00:00`));
    expect((await declare(operator, m, DAY, 'open', '128')).response.status).toBe(200);
    expect((await declare(operator, m, DAY, 'close', '370')).response.status).toBe(200);
    const before = [await balanceOf(jodi), await balanceOf(pana)];
    expect([await kinds(jodi), await kinds(pana)]).toEqual([['win'], ['win']]);
    const fixed = await operator.api.POST('/admin/markets/{market_id}/days/{date}/corrections', {
      ...dayPath(m),
      body: { session: 'close', panna: '460', reason: 'misread the close' },
    });
    expect(fixed.response.status).toBe(200);
    expect(await balanceOf(jodi)).toBe(before[0]);
    expect(await kinds(jodi)).toEqual(['win']);
    const taken = before[1]! - (await balanceOf(pana))!;
    expect(taken).toBeGreaterThan(0);
    expect((await notices(pana))[0]).toMatchObject({
      kind: 'result_corrected',
      message: `The result of CLOSE NOTICE close (${DAY}) was corrected to 460: ${taken} points of your win were taken back.`,
      facts: { session: 'close', panna: '460', taken_back: taken },
    });
  });
});
