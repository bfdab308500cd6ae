/** CSV export of console tables: every row, the list's filters, formulas defused, operators only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

describe.each(dialects())('console export on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof makeOperator>>;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    operator = await makeOperator(t);
  });
  afterAll(async () => t?.close());

  const get = (path: string, token = operator.token) => fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });

  it.skipIf(skip)('exports every matching player as CSV with a header row', async () => {
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await registerAndLogin(t, { name: `Csv Person ${i}` }));
    const res = await get('/admin/exports/players?q=csv%20person');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="players-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,name,username,mobile,wallet_balance,suspended,betting_blocked,withdrawals_blocked,created_at');
    expect(lines).toHaveLength(6);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(made.map((p) => p.userId).sort());
    const log = await operator.api.GET('/admin/audit-log', { params: { query: { action: 'export.csv' } } });
    expect(log.data?.items[0]).toMatchObject({ actor_id: operator.userId, target_id: 'players', details: { filters: { q: 'csv person' }, rows: 5 } });
  });

  it.skipIf(skip)('defuses formulas an attacker typed into a field', async () => {
    const p = await registerAndLogin(t);
    const res = await operator.api.PATCH('/admin/players/{user_id}/status', {
      params: { path: { user_id: p.userId } },
      body: { betting_blocked: true, reason: '=HYPERLINK("http://evil.example","x")' },
    });
    expect(res.response.status).toBe(200);
    await p.api.POST('/api-submit-contact-us', { body: { enquiry: '@SUM(1+1) please call me' } });
    const audit = await (await get('/admin/exports/audit-log?action=player.status')).text();
    expect(audit).toContain(`""reason"":""=HYPERLINK`);
    const enquiries = await (await get('/admin/exports/enquiries')).text();
    expect(enquiries).toContain("'@SUM(1+1) please call me");
    expect(enquiries).not.toMatch(/(^|,)@SUM/m);
  });

  it.skipIf(skip)('needs the id a table is scoped by, and refuses players and visitors', async () => {
    expect((await get('/admin/exports/ledger')).status).toBe(422);
    const p = await registerAndLogin(t);
    expect((await get(`/admin/exports/ledger?user_id=${p.userId}`)).status).toBe(200);
    expect((await get('/admin/exports/players', p.token)).status).toBe(403);
    expect((await fetch(`${t.baseUrl}/admin/exports/players`)).status).toBe(401);
    expect((await get('/admin/exports/nothing')).status).toBe(422);
  });
});
