/**
 * Operators' settings and market edits: a rate that would pay a winner no more than the stake is refused, and the
 * audit log keeps what each edited field was before, so a reviewer sees what an edit changed from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditDetails } from '../helpers/audit.ts';
import { createMarket, makeOperator } from '../helpers/betting.ts';
import { dialects, startTestApp, type TestApp } from '../helpers/test-app.ts';

type Operator = Awaited<ReturnType<typeof makeOperator>>;

describe.each(dialects())('operator settings on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Operator;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    operator = await makeOperator(t);
  });
  afterAll(async () => t?.close());

  const lastAudit = async (action: string) => (await auditDetails(t, action)).at(-1);

  it.skipIf(skip)('refuses a daily or Starline rate that pays no more than its bid, naming it, and saves nothing', async () => {
    const before = (await operator.api.GET('/admin/settings')).data!;
    for (const [family, key, pays] of [
      ['game_rates', 'single_digit_val_2', 5],
      ['game_rates', 'jodi_digit_val_2', 10],
      ['starline_rates', 'single_pana_val_2', 9],
    ] as const) {
      const rates = { ...before[family], [key]: pays };
      const refused = await operator.api.PATCH('/admin/settings', { body: { [family]: rates } });
      expect(refused.response.status, key).toBe(422);
      expect(refused.error?.errors, key).toEqual([{ field: `${family}.${key}`, message: `A win must pay more than its bid (here ${pays} for a bid of 10)` }]);
    }
    // Paid in hundredths rounded down, 1001 for 1000 would pay a 5-point bid back its 5 points, and no more.
    const rounded = await operator.api.PATCH('/admin/settings', {
      body: { min_bid_points: 5, game_rates: { ...before.game_rates, single_digit_val_1: 1000, single_digit_val_2: 1001 } },
    });
    expect(rounded.error?.errors).toEqual([
      {
        field: 'game_rates.single_digit_val_2',
        message: 'A win must pay more than its bid: on the smallest bid (5 points) 1001 for 1000 pays back only the stake',
      },
    ]);
    expect((await operator.api.GET('/admin/settings')).data).toEqual(before);
    const saved = await operator.api.PATCH('/admin/settings', { body: { game_rates: { ...before.game_rates, single_digit_val_2: 11 } } });
    expect(saved.response.status).toBe(200);
    await operator.api.PATCH('/admin/settings', { body: { game_rates: before.game_rates } });
  });

  it.skipIf(skip)('keeps in the audit log what an edited setting and an edited market were before', async () => {
    const before = (await operator.api.GET('/admin/settings')).data!;
    await operator.api.PATCH('/admin/settings', { body: { game_rates: { ...before.game_rates, single_digit_val_2: 90 }, min_deposit: 321 } });
    expect(await lastAudit('settings.update')).toEqual({
      game_rates: { ...before.game_rates, single_digit_val_2: 90 },
      min_deposit: 321,
      previous: { game_rates: before.game_rates, min_deposit: before.min_deposit },
    });
    await operator.api.PATCH('/admin/settings', { body: { game_rates: before.game_rates, min_deposit: before.min_deposit } });

    const market = await createMarket(operator, 'AUDITED EDIT', ['10:00', '10:15', '11:00', '11:15']);
    const edited = await operator.api.PATCH('/admin/markets/{market_id}', {
      params: { path: { market_id: market } },
      body: { name: 'AUDITED EDIT 2', close_time: '11:05' },
    });
    expect(edited.response.status).toBe(200);
    expect(await lastAudit('market.update')).toEqual({ name: 'AUDITED EDIT 2', close_time: '11:05', previous: { name: 'AUDITED EDIT', close_time: '11:00' } });
  });

  it.skipIf(skip)("refuses a settings save made from a screen built before another operator's save, and changes nothing", async () => {
    const other = await makeOperator(t);
    const seen = (await operator.api.GET('/admin/settings')).data!;
    const first = await operator.api.PATCH('/admin/settings', { body: { min_deposit: seen.min_deposit + 1, revision: seen.revision } });
    expect(first.response.status).toBe(200);
    expect(first.data!.revision).toBe(seen.revision + 1);

    const stale = await other.api.PATCH('/admin/settings', { body: { max_deposit: seen.max_deposit + 7, revision: seen.revision } });
    expect(stale.response.status).toBe(409);
    expect(stale.error).toEqual({
      status: false,
      code: 'EDIT_CONFLICT',
      msg: 'Another operator saved the settings after you opened them. Nothing was changed: look at the values saved now and make your change again.',
    });
    const now = (await other.api.GET('/admin/settings')).data!;
    expect(now).toEqual({ ...seen, min_deposit: seen.min_deposit + 1, revision: seen.revision + 1 });
    expect(await lastAudit('settings.update')).toEqual({ min_deposit: seen.min_deposit + 1, previous: { min_deposit: seen.min_deposit } });

    const again = await other.api.PATCH('/admin/settings', { body: { max_deposit: seen.max_deposit + 7, revision: now.revision } });
    expect(again.data).toMatchObject({ min_deposit: seen.min_deposit + 1, max_deposit: seen.max_deposit + 7, revision: now.revision + 1 });
    // A change sent without a revision (an API client of its own) applies over whatever is current.
    const unversioned = await other.api.PATCH('/admin/settings', { body: { min_deposit: seen.min_deposit, max_deposit: seen.max_deposit } });
    expect(unversioned.data).toEqual({ ...seen, revision: seen.revision + 3 });
  });

  it.skipIf(skip)("refuses a market edit made from a form built before another operator's save, and changes nothing", async () => {
    const other = await makeOperator(t);
    const id = await createMarket(operator, 'STALE FORM', ['10:00', '10:15', '11:00', '11:15']);
    const read = async () => (await operator.api.GET('/admin/markets')).data!.items.find((m) => m.id === id)!;
    const seen = await read();
    const moved = await operator.api.PATCH('/admin/markets/{market_id}', {
      params: { path: { market_id: id } },
      body: { close_time: '10:45', close_result_time: '11:00', revision: seen.revision },
    });
    expect(moved.response.status).toBe(200);
    expect(moved.data!.revision).toBeGreaterThan(seen.revision);

    const { id: _id, family: _family, revision: _revision, ...staleForm } = seen;
    const renamed = await other.api.PATCH('/admin/markets/{market_id}', {
      params: { path: { market_id: id } },
      body: { ...staleForm, name: 'STALE FORM 2', revision: seen.revision },
    });
    expect(renamed.response.status).toBe(409);
    expect(renamed.error?.msg).toBe(
      'Another operator saved this market after you opened it. Nothing was changed: look at the values saved now and make your change again.',
    );
    expect(await read()).toEqual({ ...seen, close_time: '10:45', close_result_time: '11:00', revision: moved.data!.revision });

    const fresh = await read();
    const again = await other.api.PATCH('/admin/markets/{market_id}', {
      params: { path: { market_id: id } },
      body: { name: 'STALE FORM 2', revision: fresh.revision },
    });
    expect(again.data).toMatchObject({ name: 'STALE FORM 2', close_time: '10:45' });
    expect(await lastAudit('market.update')).toEqual({ name: 'STALE FORM 2', previous: { name: 'STALE FORM' } });
  });
});
