/** Result previews equal what declaring and correcting then pay; result history per market, paged. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, createMarket, declare, fund, ist, type Player, starlineBid } from '../helpers/betting.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

const DAY = '2026-11-24';
const KALYAN: [string, string, string, string] = ['15:45', '16:00', '17:45', '18:00'];

describe.each(dialects())('console results on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  beforeAll(async () => {
    if (skip) return;
    // On a file, as the product runs: the operator's reads then go through the read worker (server/db/read-worker.ts).
    t = await startTestApp(dialect, { sqliteOnDisk: true });
    operator = await makeOperator(t);
  });
  afterAll(async () => t?.close());

  const path = (market_id: string, date = DAY) => ({ market_id, date });
  const preview = (m: string, session: 'open' | 'close', panna: string) =>
    operator.api.GET('/admin/markets/{market_id}/days/{date}/result-preview', { params: { path: path(m), query: { session, panna } } });
  const previewFix = (m: string, session: 'open' | 'close', panna: string) =>
    operator.api.GET('/admin/markets/{market_id}/days/{date}/correction-preview', { params: { path: path(m), query: { session, panna } } });
  /** The wins credited and reversed on the day, from the ledger. */
  async function ledgerSum(type: 'win' | 'win_reversal', marketId: string) {
    const r = await sql<{ s: number | null }>`select sum(amount) as s from ledger_entries where entry_type = ${type}
      and ref_type = 'result' and ref_id like ${`${marketId}:${DAY}:%`}`.execute(t.database.db);
    return Number(r.rows[0]?.s ?? 0) / 100;
  }

  it.skipIf(skip)('open, close and correction previews equal what declaring then pays, for every bid type', async () => {
    t.clock.set(ist(`${DAY}T10:00:00`));
    const m = await createMarket(operator, 'PREVIEW MARKET', KALYAN);
    const players: Player[] = [];
    for (let i = 0; i < 3; i += 1) {
      const p = await registerAndLogin(t);
      await fund(operator, p, 100000);
      players.push(p);
    }
    const [a, b, c] = players as [Player, Player, Player];
    // Results will be 128-10-370, corrected to 137-1x-370 later.
    const slips: Array<[Player, string, string, Array<{ points: number; digits: string; closedigits?: string }>]> = [
      [
        a,
        'Single Ank',
        'Open',
        [
          { points: 10, digits: '1' },
          { points: 15, digits: '2' },
        ],
      ],
      [b, 'Single Ank', 'Open', [{ points: 20, digits: '1' }]],
      [
        a,
        'Single Pana',
        'Open',
        [
          { points: 10, digits: '128' },
          { points: 5, digits: '137' },
        ],
      ],
      [c, 'Double Pana', 'Open', [{ points: 7, digits: '550' }]],
      [
        b,
        'Single Ank',
        'Close',
        [
          { points: 10, digits: '0' },
          { points: 10, digits: '9' },
        ],
      ],
      [c, 'Single Pana', 'Close', [{ points: 12, digits: '370' }]],
      [
        a,
        'Jodi',
        '',
        [
          { points: 10, digits: '10' },
          { points: 10, digits: '11' },
        ],
      ],
      [b, 'Half Sangam', 'Open', [{ points: 5, digits: '0', closedigits: '128' }]],
      [c, 'Half Sangam', 'Close', [{ points: 5, digits: '1', closedigits: '370' }]],
      [
        a,
        'Full Sangam',
        '',
        [
          { points: 5, digits: '128', closedigits: '370' },
          { points: 5, digits: '137', closedigits: '370' },
        ],
      ],
    ];
    for (const [p, pana, session, entries] of slips) {
      const res = await bid(
        p,
        m,
        pana,
        session,
        entries.map((e) => ({ ...e, session })),
      );
      expect(res.data?.status, JSON.stringify(res.data)).toBe(true);
    }

    // While the session's bids are still taken, the preview says so, as declaring would.
    t.clock.set(ist(`${DAY}T15:44:00`));
    const early = await preview(m, 'open', '128');
    expect(early.response.status).toBe(409);
    expect(early.error).toMatchObject({ code: 'BETTING_STILL_OPEN', msg: 'Bids for this result are taken until 03:45 PM; declare it after that' });
    t.clock.set(ist(`${DAY}T15:50:00`));
    const open = await preview(m, 'open', '128');
    expect(open.data).toMatchObject({ session: 'open', panna: '128', result: '128-1', bids_settled: 6, winners: 3 });
    // 10 + 20 on ank 1 at 95/10, 10 on 128 at 1400/10.
    expect(open.data?.total_payout).toBe(95 + 190 + 1400);
    expect(open.data?.by_bid_type.find((r) => r.bid_type === 'single_digit')).toEqual({
      bid_type: 'single_digit',
      bids: 3,
      winners: 2,
      stakes: 45,
      payout: 285,
    });
    const declaredOpen = await declare(operator, m, DAY, 'open', '128');
    expect(declaredOpen.data?.bids.won).toBe(open.data?.winners);
    expect(declaredOpen.data?.bids.paid).toBe(open.data?.total_payout);
    expect(await ledgerSum('win', m)).toBe(open.data?.total_payout);
    const again = await preview(m, 'open', '128');
    expect(again.response.status).toBe(409);

    t.clock.set(ist(`${DAY}T17:50:00`));
    const close = await preview(m, 'close', '370');
    expect(close.data).toMatchObject({ result: '0-370', bids_settled: 9 });
    const declaredClose = await declare(operator, m, DAY, 'close', '370');
    expect(declaredClose.data!.bids.paid - declaredOpen.data!.bids.paid).toBeCloseTo(close.data!.total_payout, 2);
    expect(declaredClose.data!.bids.won - declaredOpen.data!.bids.won).toBe(close.data?.winners);
    expect(await ledgerSum('win', m)).toBeCloseTo(declaredClose.data!.bids.paid, 2);

    const fix = await previewFix(m, 'open', '137');
    expect(fix.data).toMatchObject({ current_panna: '128', panna: '137', result: '137-1' });
    expect(fix.data?.reversal).toEqual({ winners: declaredClose.data!.bids.won, amount: declaredClose.data!.bids.paid });
    const corrected = await operator.api.POST('/admin/markets/{market_id}/days/{date}/corrections', {
      params: { path: path(m) },
      body: { session: 'open', panna: '137', reason: 'Typed 128 by mistake' },
    });
    expect(corrected.response.status).toBe(200);
    expect(corrected.data?.bids.paid).toBeCloseTo(fix.data!.new_payout.total_payout, 2);
    expect(corrected.data?.bids.won).toBe(fix.data?.new_payout.winners);
    expect(-(await ledgerSum('win_reversal', m))).toBeCloseTo(fix.data!.reversal.amount, 2);
    expect(fix.data?.net_change).toBeCloseTo(fix.data!.new_payout.total_payout - fix.data!.reversal.amount, 2);
    const same = await previewFix(m, 'open', '137');
    expect(same.data).toBeUndefined();
    expect(same.response.status).toBe(409);

    const history = await operator.api.GET('/admin/markets/{market_id}/results', { params: { path: { market_id: m } } });
    expect(history.data).toMatchObject({ total: 1, offset: 0 });
    expect(history.data?.items[0]).toMatchObject({
      date: DAY,
      open_panna: '137',
      close_panna: '370',
      open_result: '137-1',
      close_result: '0-370',
      settle_version: 2,
    });
    expect(history.data?.items[0]?.payouts).toBeCloseTo(corrected.data!.bids.paid, 2);
    expect(history.data?.items[0]?.stakes).toBe(corrected.data?.bids.total_points);
  });

  it.skipIf(skip)('a declaration or correction made from a preview of an earlier settlement is refused and changes nothing', async () => {
    t.clock.set(ist(`${DAY}T10:00:00`));
    const m = await createMarket(operator, 'SEEN MARKET', KALYAN);
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    expect((await bid(p, m, 'Single Pana', 'Open', [{ points: 10, digits: '137' }])).data?.status).toBe(true);
    expect((await bid(p, m, 'Jodi', '', [{ points: 10, digits: '10' }])).data?.status).toBe(true);
    t.clock.set(ist(`${DAY}T15:50:00`));
    const open = await preview(m, 'open', '128');
    expect(open.data?.settle_version).toBe(0);
    const declared = await operator.api.POST('/admin/markets/{market_id}/days/{date}/results', {
      params: { path: path(m) },
      body: { session: 'open', panna: '128', settle_version: open.data!.settle_version },
    });
    expect(declared.response.status).toBe(200);
    // Two operators preview corrections of the same result; the first one's goes through.
    const mine = await previewFix(m, 'open', '137');
    const theirs = await previewFix(m, 'open', '146');
    expect([mine.data?.settle_version, theirs.data?.settle_version]).toEqual([1, 1]);
    const first = await operator.api.POST('/admin/markets/{market_id}/days/{date}/corrections', {
      params: { path: path(m) },
      body: { session: 'open', panna: '146', reason: 'Read the wrong slip', settle_version: theirs.data!.settle_version },
    });
    expect(first.response.status).toBe(200);
    const balance = (await p.api.POST('/api-get-profile', { body: {} })).data?.profile[0]?.wallet_balance;
    const late = await operator.api.POST('/admin/markets/{market_id}/days/{date}/corrections', {
      params: { path: path(m) },
      body: { session: 'open', panna: '137', reason: 'Typed 128 by mistake', settle_version: mine.data!.settle_version },
    });
    expect(late.response.status).toBe(409);
    expect(late.error).toMatchObject({
      code: 'EDIT_CONFLICT',
      msg: 'Another operator settled this day again since your preview (now open 146, close not declared). Preview again.',
    });
    const day = await operator.api.GET('/admin/markets/{market_id}/days/{date}', { params: { path: path(m) } });
    expect(day.data).toMatchObject({ open_panna: '146', settle_version: 2 });
    expect((await p.api.POST('/api-get-profile', { body: {} })).data?.profile[0]?.wallet_balance).toBe(balance);
    // The close declaration previewed before that correction is refused too; previewed again, it goes through.
    t.clock.set(ist(`${DAY}T17:50:00`));
    const stale = await operator.api.POST('/admin/markets/{market_id}/days/{date}/results', {
      params: { path: path(m) },
      body: { session: 'close', panna: '370', settle_version: 1 },
    });
    expect(stale.error).toMatchObject({ code: 'EDIT_CONFLICT' });
    const close = await preview(m, 'close', '370');
    const fresh = await operator.api.POST('/admin/markets/{market_id}/days/{date}/results', {
      params: { path: path(m) },
      body: { session: 'close', panna: '370', settle_version: close.data!.settle_version },
    });
    expect(fresh.response.status).toBe(200);
    // Under 146 the pana bid lost, so all the day pays is what the close preview said: the Jodi 10 (ank 1, ank 0).
    expect(close.data?.winners).toBe(1);
    expect(fresh.data?.bids.paid).toBeCloseTo(close.data!.total_payout, 2);
  });

  it.skipIf(skip)('previews a Starline slot like its declaration pays, and pages its history', async () => {
    t.clock.set(ist(`${DAY}T09:00:00`));
    const slot = await createMarket(operator, 'PREVIEW 11 AM', ['11:00', '11:00', '11:00', '11:00'], 'starline');
    const p = await registerAndLogin(t);
    await fund(operator, p, 10000);
    expect(
      (
        await starlineBid(p, slot, 'Single Digit', [
          { points: 10, digits: '5' },
          { points: 10, digits: '6' },
        ])
      ).data?.status,
    ).toBe(true);
    expect((await starlineBid(p, slot, 'Triple Pana', [{ points: 10, digits: '555' }])).data?.status).toBe(true);
    t.clock.set(ist(`${DAY}T11:05:00`));
    const close = await preview(slot, 'close', '555');
    expect(close.response.status).toBe(422);
    const open = await preview(slot, 'open', '555');
    expect(open.data).toMatchObject({ result: '555-5', bids_settled: 3, winners: 2 });
    const declared = await declare(operator, slot, DAY, 'open', '555');
    expect(declared.data?.bids.paid).toBe(open.data?.total_payout);
    for (const date of ['2026-11-25', '2026-11-26']) {
      t.clock.set(ist(`${date}T09:00:00`));
      expect((await starlineBid(p, slot, 'Single Digit', [{ points: 10, digits: '1' }])).data?.status).toBe(true);
    }
    const first = await operator.api.GET('/admin/markets/{market_id}/results', { params: { path: { market_id: slot }, query: { limit: '2' } } });
    expect(first.data?.total).toBe(3);
    expect(first.data?.items.map((d) => d.date)).toEqual(['2026-11-26', '2026-11-25']);
    const second = await operator.api.GET('/admin/markets/{market_id}/results', { params: { path: { market_id: slot }, query: { limit: '2', offset: '2' } } });
    expect(second.data?.items.map((d) => d.date)).toEqual([DAY]);
    const ranged = await operator.api.GET('/admin/markets/{market_id}/results', {
      params: { path: { market_id: slot }, query: { from: '2026-11-25', to: '2026-11-25' } },
    });
    expect(ranged.data?.items.map((d) => d.date)).toEqual(['2026-11-25']);
    // A holiday ahead is a day of the market's, not a result: listed only when a range reaching it is asked for.
    const ahead = '2026-12-25';
    expect((await operator.api.PUT('/admin/markets/{market_id}/holidays/{date}', { params: { path: { market_id: slot, date: ahead } } })).response.status).toBe(
      200,
    );
    const past = await operator.api.GET('/admin/markets/{market_id}/results', { params: { path: { market_id: slot } } });
    expect(past.data?.items.map((d) => d.date)).toEqual(['2026-11-26', '2026-11-25', DAY]);
    expect(past.data?.total).toBe(3);
    const toChristmas = await operator.api.GET('/admin/markets/{market_id}/results', { params: { path: { market_id: slot }, query: { to: ahead } } });
    expect(toChristmas.data?.items[0]).toMatchObject({ date: ahead });
  });
});
