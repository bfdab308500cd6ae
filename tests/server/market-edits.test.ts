/**
 * An operator's edits of a market never undo what a day in progress has told players: a passed cut-off stays passed,
 * a day the market did not run is not brought back after its bids would have closed, and a day with unsettled bids
 * is not taken out of service. A cut-off still ahead may move; once the day is settled the times are free. A night
 * market's cancelled day gives way to the next day at midnight, and a day still ahead with no bids is not cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, bid, createMarket, declare, fund, ist, makeOperator, type Player, registerAndLogin } from '../helpers/betting.ts';
import { dialects, startTestApp, type TestApp } from '../helpers/test-app.ts';

const MONDAY = '2026-11-23';

describe.each(dialects())('market edits during a day on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  let player: Player;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    operator = await makeOperator(t);
    player = await registerAndLogin(t);
    await fund(operator, player, 10_000);
  });
  afterAll(async () => t?.close());

  const edit = (marketId: string, body: Record<string, unknown>) =>
    operator.api.PATCH('/admin/markets/{market_id}', { params: { path: { market_id: marketId } }, body: body as never });
  const jodi = (marketId: string) => bid(player, marketId, 'Jodi', 'Open', [{ points: 10, digits: '11' }]);
  const closeAnk = (marketId: string) => bid(player, marketId, 'Single Ank', 'Close', [{ points: 10, digits: '3' }]);

  it.skipIf(skip)('no two markets of a family share a name, in any case: not when added, renamed or added at once', async () => {
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    const times = ['11:00', '11:30', '13:00', '13:30'] as const;
    const add = (name: string, family: 'daily' | 'starline' = 'daily') =>
      operator.api.POST('/admin/markets', {
        body: {
          family,
          name,
          open_time: times[0],
          // A Starline slot has one time.
          ...(family === 'daily' ? { open_result_time: times[1], close_time: times[2], close_result_time: times[3] } : {}),
          weekdays: [0, 1, 2, 3, 4, 5, 6],
        },
      });
    const first = await add('TWIN NAME');
    expect(first.response.status).toBe(200);
    const again = await add('twin name');
    expect(again.response.status).toBe(422);
    expect(again.error).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'name', message: 'Another market has this name.' }] });
    expect((await add('TWIN NAME', 'starline')).response.status).toBe(200);
    const other = await createMarket(operator, 'OTHER NAME', [...times]);
    const renamed = await edit(other, { name: 'Twin Name' });
    expect(renamed.response.status).toBe(422);
    expect((await edit(first.data!.id, { name: 'TWIN NAME' })).response.status).toBe(200);
    for (let round = 0; round < 3; round += 1) {
      const both = await Promise.all([add(`RACE NAME ${round}`), add(`RACE NAME ${round}`)]);
      expect(both.map((r) => r.response.status).sort()).toEqual([200, 422]);
    }
    // Names beyond ASCII are compared as the database folds them: the same name is refused.
    expect((await add('ÉTOILE DU SOIR')).response.status).toBe(200);
    expect((await add('ÉTOILE DU SOIR')).response.status).toBe(422);
    expect((await add('étoile du soir')).response.status).toBe(422);
    // Two markets named alike from before this rule can still have their times changed with the form's whole body.
    const older = await createMarket(operator, 'OLD TWIN', [...times]);
    await t.database.db.updateTable('markets').set({ name: 'TWIN NAME' }).where('id', '=', Number(older)).execute();
    const kept = await edit(older, { name: 'TWIN NAME', open_time: '11:05' });
    expect(kept.response.status).toBe(200);
  });

  it.skipIf(skip)("refuses a Starline slot's second time rather than dropping it; its one time moves on its own", async () => {
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    const message = 'A Starline slot has one time, open_time (its bids end and its result comes then): leave close_time out';
    const added = await operator.api.POST('/admin/markets', {
      body: { family: 'starline', name: 'TWO TIMES SLOT', open_time: '10:00', close_time: '12:00', weekdays: [0, 1, 2, 3, 4, 5, 6] },
    });
    expect(added.error).toMatchObject({ code: 'VALIDATION_FAILED', msg: message, errors: [{ field: 'close_time', message }] });
    const slot = await createMarket(operator, 'ONE TIME SLOT', ['18:00', '18:00', '18:00', '18:00'], 'starline');
    expect((await edit(slot, { close_time: '05:00' })).error).toMatchObject({ msg: message });
    expect((await edit(slot, { open_time: '19:00' })).data).toMatchObject({ open_time: '19:00', close_time: '19:00', close_result_time: '19:00' });
    // A form that sends every time as the new one, or the others as they were, is taken.
    expect((await edit(slot, { open_time: '20:00', open_result_time: '20:00', close_time: '20:00', close_result_time: '20:00' })).response.status).toBe(200);
    expect((await edit(slot, { open_time: '21:00', close_time: '20:00' })).data).toMatchObject({ open_time: '21:00', close_time: '21:00' });
  });

  it.skipIf(skip)('refuses open bids ending at 12:00 AM, which no bid could meet, when a market or slot is added or moved', async () => {
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    const add = (family: 'daily' | 'starline', name: string) =>
      operator.api.POST('/admin/markets', {
        body: { family, name, open_time: '00:00', open_result_time: '00:30', close_time: '01:00', close_result_time: '01:30', weekdays: [0, 1, 2, 3, 4, 5, 6] },
      });
    const slot = await add('starline', 'MIDNIGHT SLOT');
    expect(slot.response.status).toBe(422);
    expect(slot.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'open_time', message: 'A slot at 12:00 AM could never take a bid: choose 12:01 AM or later' }],
    });
    const daily = await add('daily', 'MIDNIGHT MARKET');
    expect(daily.error).toMatchObject({
      errors: [{ field: 'open_time', message: 'Open bids cannot end at 12:00 AM, when the day begins: choose 12:01 AM or later' }],
    });
    const names = (await operator.api.GET('/admin/markets', {})).data?.items.map((m) => m.name) ?? [];
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => name.startsWith('MIDNIGHT'))).toEqual([]);
    // A market moved to it is refused too, and left as it was; one minute later is taken.
    const m = await createMarket(operator, 'MOVED TO MIDNIGHT', ['23:30', '23:45', '23:50', '23:55']);
    expect((await edit(m, { open_time: '00:00', close_time: '00:10' })).response.status).toBe(422);
    expect((await edit(m, { open_time: '00:01', open_result_time: '00:05', close_time: '00:10', close_result_time: '00:15' })).response.status).toBe(200);
    // A slot saved at 12:00 AM before such times were refused stays editable by a form that sends its times unchanged.
    const old = await createMarket(operator, 'OLD MIDNIGHT SLOT', ['01:00', '01:00', '01:00', '01:00'], 'starline');
    const times = { open_time: '00:00', open_result_time: '00:00', close_time: '00:00', close_result_time: '00:00' };
    await t.database.db.updateTable('markets').set(times).where('id', '=', Number(old)).execute();
    expect((await edit(old, { name: 'OLD MIDNIGHT RENAMED', ...times })).response.status).toBe(200);
    expect((await edit(old, { open_time: '00:00', name: 'OLD MIDNIGHT AGAIN' })).response.status).toBe(200);
  });

  it.skipIf(skip)('refuses four times that do not follow one another, also past midnight, and takes a night market', async () => {
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    const add = (name: string, [open_time, open_result_time, close_time, close_result_time]: [string, string, string, string]) =>
      operator.api.POST('/admin/markets', {
        body: { family: 'daily', name, open_time, open_result_time, close_time, close_result_time, weekdays: [1, 2, 3, 4, 5] },
      });
    // The open result before open bids end reads as the next day's: after close bids end and the close result.
    const early = await add('ORDER ONE', ['05:30', '05:20', '05:38', '05:39']);
    expect(early.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'open_result_time', message: 'The open result must come before close bids end' }],
    });
    expect((await add('ORDER TWO', ['10:00', '13:00', '12:00', '13:30'])).error?.errors).toEqual([
      { field: 'open_result_time', message: 'The open result must come before close bids end' },
    ]);
    // Close bids ending as open bids end: that field named, whatever the others say.
    expect((await add('ORDER EQUAL', ['10:00', '10:15', '10:00', '10:30'])).error?.errors).toEqual([
      { field: 'close_time', message: 'Close bids must end after open bids end' },
    ]);
    // A close result a day or more after open bids end.
    expect((await add('ORDER THREE', ['10:00', '10:15', '09:00', '10:30'])).error?.errors).toEqual([
      { field: 'close_result_time', message: 'The close result must come within a day of open bids ending' },
    ]);
    // A night market passing midnight, and one whose open result falls as close bids end, are taken.
    expect((await add('ORDER NIGHT', ['21:35', '21:45', '00:05', '00:15'])).response.status).toBe(200);
    const sameMinute = await add('ORDER SAME', ['10:00', '11:00', '11:00', '11:05']);
    expect(sameMinute.response.status).toBe(200);
    // Moving one time out of order is refused and changes nothing; other edits of the market go on.
    const moved = await edit(sameMinute.data!.id, { open_result_time: '11:30' });
    expect(moved.error?.errors).toEqual([{ field: 'open_result_time', message: 'The open result must come before close bids end' }]);
    expect((await edit(sameMinute.data!.id, { name: 'ORDER SAME RENAMED' })).response.status).toBe(200);
    const kept = (await operator.api.GET('/admin/markets', {})).data?.items.find((m) => m.id === sameMinute.data!.id);
    expect(kept).toMatchObject({ name: 'ORDER SAME RENAMED', open_result_time: '11:00' });
  });

  it.skipIf(skip)('lists the holidays from today on, earliest first', async () => {
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    const m = await createMarket(operator, 'HOLIDAY LIST', ['11:00', '11:30', '13:00', '13:30']);
    const path = (date: string) => ({ params: { path: { market_id: m, date } } });
    for (const date of ['2026-12-25', MONDAY, '2026-11-30'])
      expect((await operator.api.PUT('/admin/markets/{market_id}/holidays/{date}', path(date))).response.status).toBe(200);
    const list = () => operator.api.GET('/admin/markets/{market_id}/holidays', { params: { path: { market_id: m } } });
    expect((await list()).data).toEqual({ items: [{ date: MONDAY }, { date: '2026-11-30' }, { date: '2026-12-25' }] });
    t.clock.set(ist('2026-11-24T10:00:00'));
    expect((await list()).data?.items.map((h) => h.date)).toEqual(['2026-11-30', '2026-12-25']);
    expect((await operator.api.GET('/admin/markets/{market_id}/holidays', { params: { path: { market_id: '999999' } } })).response.status).toBe(404);
    // The result history (asked to reach the days ahead: it ends today otherwise) and the day itself say which days are
    // holidays; a removed holiday is a plain day again.
    expect((await operator.api.DELETE('/admin/markets/{market_id}/holidays/{date}', path('2026-12-25'))).response.status).toBe(200);
    const history = await operator.api.GET('/admin/markets/{market_id}/results', { params: { path: { market_id: m }, query: { to: '2026-12-31' } } });
    expect(history.data?.items.map((d) => [d.date, d.holiday])).toEqual([
      ['2026-12-25', false],
      ['2026-11-30', true],
      [MONDAY, true],
    ]);
    const untilToday = await operator.api.GET('/admin/markets/{market_id}/results', { params: { path: { market_id: m } } });
    expect(untilToday.data?.items.map((d) => d.date)).toEqual([MONDAY]);
    const day = await operator.api.GET('/admin/markets/{market_id}/days/{date}', path('2026-11-30'));
    expect(day.data).toMatchObject({ date: '2026-11-30', holiday: true, status: 'open' });
  });

  it.skipIf(skip)('refuses to take bids again after a passed cut-off; a cut-off still ahead may move', async () => {
    t.clock.set(ist(`${MONDAY}T10:00:00`));
    const m = await createMarket(operator, 'EDIT DAY', ['11:00', '11:30', '13:00', '13:30']);
    t.clock.set(ist(`${MONDAY}T11:10:00`));
    const reopen = await edit(m, { open_time: '12:00' });
    expect(reopen.response.status).toBe(409);
    expect(reopen.error).toMatchObject({
      code: 'DAY_IN_PROGRESS',
      msg: "Bids for the Open session of 23/11/2026 closed at 11:00 AM: this change would take them again. Change the times once that day's results are declared.",
    });
    expect((await jodi(m)).data).toMatchObject({ status: false, code: 'BETTING_CLOSED' });
    // The close cut-off is still ahead: later, then earlier, is allowed.
    expect((await edit(m, { close_time: '13:45', close_result_time: '14:00' })).response.status).toBe(200);
    expect((await edit(m, { close_time: '12:30', close_result_time: '13:30' })).response.status).toBe(200);
    t.clock.set(ist(`${MONDAY}T12:40:00`));
    expect((await closeAnk(m)).data).toMatchObject({ status: false, code: 'BETTING_CLOSED' });
    const closeAgain = await edit(m, { close_time: '13:00' });
    expect(closeAgain.error).toMatchObject({ code: 'DAY_IN_PROGRESS' });
    // Once the day is settled its times no longer bind: the change applies to the days after it.
    await declare(operator, m, MONDAY, 'open', '128');
    t.clock.set(ist(`${MONDAY}T13:40:00`));
    await declare(operator, m, MONDAY, 'close', '370');
    expect((await edit(m, { open_time: '14:00', open_result_time: '14:15', close_time: '15:00', close_result_time: '15:15' })).response.status).toBe(200);
    expect((await jodi(m)).data).toMatchObject({ status: false, code: 'BETTING_CLOSED' });
  });

  it.skipIf(skip)("a night market's passed close cut-off past midnight stays passed, and its day is not brought back", async () => {
    t.clock.set(ist('2026-11-24T20:00:00'));
    const m = await createMarket(operator, 'EDIT NIGHT', ['21:00', '21:15', '22:00', '22:15']);
    t.clock.set(ist('2026-11-24T21:30:00'));
    await declare(operator, m, '2026-11-24', 'open', '128');
    t.clock.set(ist('2026-11-25T00:10:00'));
    expect((await edit(m, { close_time: '00:30', close_result_time: '00:45' })).error).toMatchObject({ code: 'DAY_IN_PROGRESS' });
    // A Close bid now is for today (its open phase), never for yesterday's closed session.
    expect((await closeAnk(m)).data).toMatchObject({ status: true });
    const yesterday = await player.api.POST('/api-bid-history-data', { body: { bid_from: '2026-11-24', bid_to: '2026-11-24' } });
    expect(yesterday.data?.bid_data).toEqual([]);
    // A night market that did not run yesterday is not made to run it after its open bids would have closed.
    const late = await createMarket(operator, 'EDIT LATE', ['21:00', '21:15', '00:45', '01:00']);
    await edit(late, { weekdays: [4] });
    expect((await edit(late, { weekdays: [2, 3, 4] })).error).toMatchObject({ code: 'DAY_IN_PROGRESS' });
    // Adding today (its open bids still ahead) is fine.
    expect((await edit(late, { weekdays: [3, 4] })).response.status).toBe(200);
    // A market switched off by mistake (no bids) comes back at once, as a new market would.
    expect((await edit(late, { active: false })).response.status).toBe(200);
    expect((await edit(late, { active: true })).response.status).toBe(200);
  });

  it.skipIf(skip)('refuses to take a day with unsettled bids out of service, and allows it once they are settled', async () => {
    t.clock.set(ist('2026-11-26T09:00:00'));
    const m = await createMarket(operator, 'EDIT BIDS', ['11:00', '11:30', '13:00', '13:30']);
    expect((await jodi(m)).data).toMatchObject({ status: true });
    const off = await edit(m, { active: false });
    expect(off.response.status).toBe(409);
    expect(off.error).toMatchObject({
      code: 'DAY_HAS_BIDS',
      msg: 'EDIT BIDS has bids on 26/11/2026 that are not settled: declare its results or cancel the day first.',
    });
    expect((await edit(m, { weekdays: [0, 1, 2, 3, 5, 6] })).error).toMatchObject({ code: 'DAY_HAS_BIDS' });
    const before = await balanceOf(player);
    const cancelled = await operator.api.POST('/admin/markets/{market_id}/days/{date}/cancel', {
      params: { path: { market_id: m, date: '2026-11-26' } },
      body: { reason: 'Closing the market' },
    });
    expect(cancelled.response.status).toBe(200);
    expect(await balanceOf(player)).toBe(before! + 10);
    expect((await edit(m, { active: false })).response.status).toBe(200);
  });

  it.skipIf(skip)('a day half gone is not given back by a weekday, with new times or not, nor by removing its holiday', async () => {
    t.clock.set(ist('2026-12-01T09:00:00'));
    const m = await createMarket(operator, 'EDIT BACK', ['11:00', '11:30', '13:00', '13:30']);
    const h = await createMarket(operator, 'EDIT HOLIDAY', ['11:00', '11:30', '13:00', '13:30']);
    const holiday = (date: string) => operator.api.PUT('/admin/markets/{market_id}/holidays/{date}', { params: { path: { market_id: h, date } } });
    expect((await holiday('2026-12-01')).response.status).toBe(200);
    t.clock.set(ist('2026-12-01T12:00:00'));
    // Tuesday taken off (no bids), then given back with an open cut-off still ahead: refused all the same.
    expect((await edit(m, { weekdays: [0, 1, 3, 4, 5, 6] })).response.status).toBe(200);
    expect((await edit(m, { weekdays: [0, 1, 2, 3, 4, 5, 6], open_time: '12:30' })).error).toMatchObject({ code: 'DAY_IN_PROGRESS' });
    expect((await edit(m, { weekdays: [0, 1, 2, 3, 4, 5, 6] })).error).toMatchObject({ code: 'DAY_IN_PROGRESS' });
    const back = await operator.api.DELETE('/admin/markets/{market_id}/holidays/{date}', { params: { path: { market_id: h, date: '2026-12-01' } } });
    expect(back.response.status).toBe(409);
    expect(back.error).toMatchObject({
      code: 'DAY_IN_PROGRESS',
      msg: 'EDIT HOLIDAY did not run on 01/12/2026: this change would take bids for it after its open bids closed.',
    });
    expect((await jodi(h)).data).toMatchObject({ status: false });
    // A market switched off by mistake (no bids) may come back between its cut-offs, as a new market would.
    expect((await edit(m, { weekdays: [0, 1, 2, 3, 4, 5, 6], active: false })).response.status).toBe(200);
    expect((await edit(m, { active: true })).response.status).toBe(200);
    expect((await closeAnk(m)).data).toMatchObject({ status: true });
    // Its open result declared, the open time may move later: open bids stay closed whatever the times say.
    await declare(operator, m, '2026-12-01', 'open', '128');
    expect((await edit(m, { open_time: '12:45', open_result_time: '12:50' })).response.status).toBe(200);
    expect((await jodi(m)).data).toMatchObject({ status: false, code: 'BETTING_CLOSED' });
    // The next morning, yesterday's unsettled bids of a day market do not hold it: the day is over, its bids wait to
    // be declared.
    t.clock.set(ist('2026-12-02T09:00:00'));
    expect((await edit(m, { active: false })).response.status).toBe(200);
    await declare(operator, m, '2026-12-01', 'close', '370');
  });

  it.skipIf(skip)("a night market's cancelled day gives way to the next at midnight", async () => {
    t.clock.set(ist('2026-11-27T20:00:00'));
    const m = await createMarket(operator, 'EDIT CANCEL', ['21:35', '21:50', '00:45', '01:00']);
    expect((await jodi(m)).data).toMatchObject({ status: true });
    t.clock.set(ist('2026-11-27T23:00:00'));
    await operator.api.POST('/admin/markets/{market_id}/days/{date}/cancel', {
      params: { path: { market_id: m, date: '2026-11-27' } },
      body: { reason: 'Draw not held' },
    });
    t.clock.set(ist('2026-11-28T00:10:00'));
    const next = await jodi(m);
    expect(next.data).toMatchObject({ status: true });
    const status = await player.api.POST('/api-get-current-date', { body: { game_id: m } });
    expect(status.data).toMatchObject({ game_status: '1' });
  });

  it.skipIf(skip)('does not cancel a day still ahead that has no bids: a holiday does that, and can be taken back', async () => {
    t.clock.set(ist('2026-11-29T09:00:00'));
    const m = await createMarket(operator, 'EDIT AHEAD', ['11:00', '11:30', '13:00', '13:30']);
    const cancel = await operator.api.POST('/admin/markets/{market_id}/days/{date}/cancel', {
      params: { path: { market_id: m, date: '2026-11-30' } },
      body: { reason: 'No draw' },
    });
    expect(cancel.response.status).toBe(409);
    expect(cancel.error).toMatchObject({ code: 'NOTHING_TO_CANCEL' });
    const holiday = await operator.api.PUT('/admin/markets/{market_id}/holidays/{date}', { params: { path: { market_id: m, date: '2026-11-30' } } });
    expect(holiday.response.status, JSON.stringify(holiday.error)).toBe(200);
  });
});
