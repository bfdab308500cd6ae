/**
 * The passbook says what each entry was for, in the player's words, with the reference kept beside it; its ALL, IN
 * and OUT lists each hold their own newest entries, and each list's older entries are read page by page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, createMarket, declare, fund, ist, makeOperator, type Player, registerAndLogin, type TestApp } from '../helpers/betting.ts';
import { fillResults } from '../../server/db/migrations/019-market-day-results.ts';
import { PASSBOOK_ROWS } from '../../server/modules/wallet/passbook.ts';
import { dialects, startTestApp } from '../helpers/test-app.ts';

const MONDAY = '2026-11-23';

describe.each(dialects())('passbook descriptions on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    operator = await makeOperator(t);
  });
  afterAll(async () => t?.close());

  it.skipIf(skip)(
    "names the bids of a slip, the bids a result paid (Sangam in the order chosen), an adjustment's note to the player and other entries by their label",
    async () => {
      t.clock.set(ist(`${MONDAY}T10:00:00`));
      const market = await createMarket(operator, 'WORDS MARKET', ['15:45', '16:00', '17:45', '18:00']);
      const p = await registerAndLogin(t);
      await fund(operator, p, 1000);
      await fund(operator, p, 50, { reason: 'Goodwill after the outage ticket 4411', player_note: ' Welcome bonus ' });
      expect(
        (
          await bid(p, market, 'Single Ank', 'Open', [
            { points: 10, digits: '1' },
            { points: 10, digits: '5' },
          ])
        ).data?.status,
      ).toBe(true);
      expect((await bid(p, market, 'Jodi', '', [{ points: 10, digits: '10' }])).data?.status).toBe(true);
      const half = await bid(p, market, 'Half Sangam', 'Open', [{ points: 10, digits: '0', closedigits: '128' }]);
      expect(half.data?.status).toBe(true);
      t.clock.set(ist(`${MONDAY}T16:05:00`));
      expect((await declare(operator, market, MONDAY, 'open', '128')).response.status).toBe(200);
      t.clock.set(ist(`${MONDAY}T18:05:00`));
      expect((await declare(operator, market, MONDAY, 'close', '370')).response.status).toBe(200);

      const passbook = (await p.api.POST('/api-wallet-transaction-history', { body: {} })).data!;
      const words = passbook.transaction_history.map((entry) => [entry.description, entry.tx_request_number.split('-')[0]]).reverse();
      expect(words).toEqual([
        ['Adjustment by operator', 'ADJ'],
        ['Adjustment by operator: Welcome bonus', 'ADJ'],
        ['Bid: WORDS MARKET Single Digit 1, 5 (Open)', 'SLIP'],
        ['Bid: WORDS MARKET Jodi 10', 'SLIP'],
        ['Bid: WORDS MARKET Half Sangam 128-0', 'SLIP'],
        ['Win: WORDS MARKET Single Digit 1 (Open)', 'RES'],
        ['Win: WORDS MARKET Jodi 10, Half Sangam 128-0', 'RES'],
      ]);
      // The note to the player as data too; the operators' reasons ('test funding', the ticket) never reach the player.
      expect(passbook.transaction_history.map((entry) => entry.player_note).reverse()).toEqual([
        undefined,
        'Welcome bonus',
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(JSON.stringify(passbook)).not.toMatch(/test funding|ticket 4411/);
      // The operator's ledger of the player shows the same note.
      const ledger = await operator.api.GET('/admin/users/{user_id}/ledger', { params: { path: { user_id: p.userId } } });
      expect(ledger.data?.items.filter((entry) => entry.entry_type === 'adjustment').map((entry) => entry.player_note)).toEqual(['Welcome bonus', undefined]);
      // The same bids as data, for a client that words them in another language.
      const groups = passbook.transaction_history.map((entry) => entry.bid_groups).reverse();
      expect(groups.slice(0, 2)).toEqual([undefined, undefined]);
      expect(groups[2]).toEqual([{ game_name: 'WORDS MARKET', bid_type: 'single_digit', session: 'open', numbers: ['1', '5'] }]);
      expect(groups.at(-1)).toEqual([
        { game_name: 'WORDS MARKET', bid_type: 'jodi', session: '', numbers: ['10'] },
        { game_name: 'WORDS MARKET', bid_type: 'half_sangam_open', session: '', numbers: ['128-0'] },
      ]);
    },
  );
  it.skipIf(skip)('a win and a win taken back keep naming the bids they moved after corrections and a cancellation', async () => {
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    const market = await createMarket(operator, 'KEPT WORDS', ['15:45', '16:00', '17:45', '18:00']);
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    expect((await bid(p, market, 'Single Pana', 'Open', [{ points: 10, digits: '128' }])).data?.status).toBe(true);
    expect((await bid(p, market, 'Single Ank', 'Open', [{ points: 10, digits: '5' }])).data?.status).toBe(true);
    expect((await bid(p, market, 'Single Ank', 'Close', [{ points: 10, digits: '3' }])).data?.status).toBe(true);
    const day = { params: { path: { market_id: market, date: MONDAY } } };
    const correct = async (session: 'open' | 'close', panna: string) =>
      expect(
        (await operator.api.POST('/admin/markets/{market_id}/days/{date}/corrections', { ...day, body: { session, panna, reason: 'typo' } })).response.status,
      ).toBe(200);
    const words = async () => {
      const book = (await p.api.POST('/api-wallet-transaction-history', { body: {} })).data!;
      return book.transaction_history
        .filter((e) => /^(Win|Refund)/.test(e.description ?? ''))
        .map((e) => e.description)
        .reverse();
    };
    t.clock.set(ist(`${MONDAY}T16:05:00`));
    expect((await declare(operator, market, MONDAY, 'open', '128')).response.status).toBe(200);
    // 140 (ank 5): the panna's win is taken back, the digit's paid.
    await correct('open', '140');
    t.clock.set(ist(`${MONDAY}T18:05:00`));
    // Close 120 (ank 3): the Close digit wins.
    expect((await declare(operator, market, MONDAY, 'close', '120')).response.status).toBe(200);
    // Close 450 (ank 9): every win in force (Open digit 5, Close digit 3) is taken back; Open 5 is paid again.
    await correct('close', '450');
    const settled = [
      'Win: KEPT WORDS Single Pana 128 (Open)',
      'Win reversed: KEPT WORDS Single Pana 128 (Open)',
      'Win: KEPT WORDS Single Digit 5 (Open)',
      'Win: KEPT WORDS Single Digit 3 (Close)',
      'Win reversed: KEPT WORDS Single Digit 5 (Open), Single Digit 3 (Close)',
      'Win: KEPT WORDS Single Digit 5 (Open)',
    ];
    expect(await words()).toEqual(settled);
    expect((await operator.api.POST('/admin/markets/{market_id}/days/{date}/cancel', { ...day, body: { reason: 'source unavailable' } })).response.status).toBe(
      200,
    );
    expect(await words()).toEqual([
      ...settled,
      'Win reversed: KEPT WORDS Single Digit 5 (Open)',
      'Refund: KEPT WORDS Single Pana 128 (Open), Single Digit 5 (Open), Single Digit 3 (Close)',
    ]);
    // A database from before the results were kept gets them from the audit log and the days' rows: the same rows.
    const kept = () => t.database.db.selectFrom('market_day_results').selectAll().orderBy(['market_id', 'date', 'version']).execute();
    const recorded = await kept();
    expect(recorded.filter((r) => String(r.market_id) === market).map((r) => [r.version, r.open_panna, r.close_panna])).toEqual([
      [1, '128', null],
      [2, '140', '120'],
      [3, '140', '450'],
    ]);
    await t.database.db.deleteFrom('market_day_results').execute();
    await fillResults(t.database.db as never);
    expect(await kept()).toEqual(recorded);
  });

  it.skipIf(skip)(
    'IN keeps the deposits and wins when the newest entries are all stakes, and OUT keeps the stakes after many credits',
    async () => {
      t.clock.set(ist(`${MONDAY}T10:00:00`));
      const market = await createMarket(operator, 'MANY MARKET', ['15:45', '16:00', '17:45', '18:00']);
      const p = await registerAndLogin(t);
      await fund(operator, p, 5000, { player_note: 'First funds' });
      const stakes = PASSBOOK_ROWS + 5;
      for (let i = 0; i < stakes; i += 1)
        expect((await bid(p, market, 'Single Ank', 'Open', [{ points: 10, digits: String(i % 10) }])).data?.status).toBe(true);
      const book = (await p.api.POST('/api-wallet-transaction-history', { body: {} })).data!;
      expect(book.transaction_history).toHaveLength(PASSBOOK_ROWS);
      expect(book.transaction_history.every((e) => e.direction === 'out')).toBe(true);
      expect(book.out_history).toEqual(book.transaction_history);
      expect(book.in_history).toEqual([expect.objectContaining({ amount: 5000, direction: 'in', description: 'Adjustment by operator: First funds' })]);
      expect(book.more).toEqual({ transaction_history: true, in_history: false, out_history: true });

      // The older entries, asked for from the last one listed: the 5 stakes and the deposit, none twice, none left out.
      const last = book.transaction_history.at(-1)!.transaction_id;
      const older = (await p.api.POST('/api-wallet-transaction-history', { body: { before: last } })).data!;
      expect(older.transaction_history.map((e) => e.direction)).toEqual(['out', 'out', 'out', 'out', 'out', 'in']);
      expect(older.more).toEqual({ transaction_history: false, in_history: false, out_history: false });
      const ids = [...book.transaction_history, ...older.transaction_history].map((e) => Number(e.transaction_id));
      expect(new Set(ids).size).toBe(stakes + 1);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(older.wallet_balance).toBe(book.wallet_balance);
      // Another player's entry id shows nothing of theirs; a malformed cursor is refused and changes nothing.
      const stranger = await registerAndLogin(t);
      const theirs = (await stranger.api.POST('/api-wallet-transaction-history', { body: { before: last } })).data!;
      expect(theirs.transaction_history).toEqual([]);
      const bad = await p.api.POST('/api-wallet-transaction-history', { body: { before: '-1' as never } });
      expect(bad.response.status).toBe(422);

      // The other way round: one stake, then more credits than a list holds.
      const q = await registerAndLogin(t);
      await fund(operator, q, 100);
      expect((await bid(q, market, 'Single Ank', 'Open', [{ points: 10, digits: '3' }])).data?.status).toBe(true);
      for (let i = 0; i < PASSBOOK_ROWS; i += 1) await fund(operator, q, 1);
      const other = (await q.api.POST('/api-wallet-transaction-history', { body: {} })).data!;
      expect(other.in_history).toHaveLength(PASSBOOK_ROWS);
      expect(other.out_history).toEqual([expect.objectContaining({ amount: 10, direction: 'out', description: 'Bid: MANY MARKET Single Digit 3 (Open)' })]);
      expect(other.transaction_history.some((e) => e.direction === 'out')).toBe(false);
      expect(other.more).toEqual({ transaction_history: true, in_history: true, out_history: false });
    },
    60_000,
  );

  it.skipIf(skip)("tells the player of an operator's adjustment, with the note to the player and never the internal reason", async () => {
    const p = await registerAndLogin(t);
    await fund(operator, p, 500, { reason: 'Ticket 4411 goodwill', player_note: 'Sorry for the outage' });
    await fund(operator, p, -200);
    const notes = (await p.api.POST('/api-get-notification', { body: {} })).data!.notification;
    expect(notes.map((n) => [n.kind, n.title, n.message, n.facts])).toEqual([
      ['wallet_adjusted', 'Wallet adjusted', '200 points were taken from your wallet by support.', { taken_back: 200 }],
      [
        'wallet_adjusted',
        'Wallet adjusted',
        '500 points were added to your wallet by support. Sorry for the outage',
        { points: 500, reason: 'Sorry for the outage' },
      ],
    ]);
    expect(JSON.stringify(notes)).not.toContain('4411');
  });
});
