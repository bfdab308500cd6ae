/** CSV export of console tables: every row, the list's filters, formulas defused, operators only. */
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EXPORT_ROWS } from '../../server/modules/exports/export-csv.handlers.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

describe.each(dialects())('console export on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof makeOperator>>;
  beforeAll(async () => {
    if (skip) return;
    // On a file, as the product runs: the operator's reads then go through the read worker (server/db/read-worker.ts).
    t = await startTestApp(dialect, { sqliteOnDisk: true });
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

  it.skipIf(skip)("refuses a filter its table's list does not take (the file would hold rows not asked for)", async () => {
    const fromDate = await get('/admin/exports/fund-requests?from=2026-01-01&to=2026-01-01');
    expect(fromDate.status).toBe(422);
    expect(await fromDate.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'from', message: 'The fund-requests list has no filter from' },
        { field: 'to', message: 'The fund-requests list has no filter to' },
      ],
    });
    expect((await get('/admin/exports/report-bids?q=nobody')).status).toBe(422);
    expect((await get('/admin/exports/report-sell?bid_type=jodi')).status).toBe(422);
    expect((await get('/admin/exports/fund-requests?status=pending')).status).toBe(200);
  });

  it.skipIf(skip)('every file of a table has the same header, with rows or without', async () => {
    const p = await registerAndLogin(t);
    const form = new FormData();
    for (const [k, v] of Object.entries({ request_amount: '500', request_description: 'Paid', request_number: String(Date.now()) })) form.append(k, v);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    form.append('fund_payment_receipt', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'r.png');
    const sent = await fetch(`${t.baseUrl}/api-fund-request-add`, { method: 'POST', headers: { authorization: `Bearer ${p.token}` }, body: form });
    expect(sent.status).toBe(200);
    const header = async (query: string) => (await (await get(`/admin/exports/fund-requests?${query}`)).text()).split('\r\n');
    const withRows = await header(`user_id=${p.userId}`);
    const without = await header('user_id=999999');
    expect(withRows).toHaveLength(3);
    expect(without[0]).toBe(withRows[0]);
  });

  it.skipIf(skip)('an export with no matching rows still has its header row, the same as with rows', async () => {
    const none = await get('/admin/exports/players?q=no%20such%20person%20zzzz');
    expect(none.status).toBe(200);
    expect(await none.text()).toBe('id,name,username,mobile,wallet_balance,suspended,betting_blocked,withdrawals_blocked,created_at\r\n');
    const withdrawals = await (await get('/admin/exports/withdrawals?status=rejected&user_id=999999')).text();
    expect(withdrawals.split(',').slice(0, 3)).toEqual(['id', 'request_number', 'user_id']);
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

  it.skipIf(skip)('serves other requests while a large export is read, and refuses one too large for a file', { timeout: 120_000 }, async () => {
    const add = async (rows: number, action: string) => {
      const values = sql`${Number(operator.userId)}, ${action}, 'table', 'seed', '{}', 0`;
      if (dialect === 'postgres') {
        await sql`insert into audit_log (actor_id, action, target_type, target_id, details, created_at) select ${values} from generate_series(1, ${rows})`.execute(
          t.database.db,
        );
      } else {
        await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${rows})
          insert into audit_log (actor_id, action, target_type, target_id, details, created_at) select ${values} from n`.execute(t.database.db);
      }
    };
    await add(60_000, 'seed.fits');
    let exported = 0;
    const whole = get('/admin/exports/audit-log?action=seed.fits').then(async (res) => {
      exported = performance.now();
      return { status: res.status, lines: (await res.text()).trimEnd().split('\r\n').length };
    });
    await new Promise((r) => setTimeout(r, 50));
    const health = await fetch(`${t.baseUrl}/health`);
    const answered = performance.now();
    expect(health.status).toBe(200);
    expect(await whole).toEqual({ status: 200, lines: 60_001 });
    // The health check was answered while the export's pages were still being read.
    expect(answered).toBeLessThan(exported);

    await add(MAX_EXPORT_ROWS - 60_000 + 1, 'seed.over');
    const tooLarge = await get('/admin/exports/audit-log?action=seed');
    expect(tooLarge.status).toBe(422);
    expect(await tooLarge.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      msg: 'This audit-log export would hold 2,00,001 rows; one file holds at most 2,00,000. Narrow the filters (a shorter date range).',
    });
    expect((await get('/admin/exports/audit-log?action=seed.over')).status).toBe(200);
  });

  it.skipIf(skip)('an export of a list growing meanwhile holds every row that was there, once', { timeout: 120_000 }, async () => {
    const rows = 3000;
    const player = (i: ReturnType<typeof sql>) =>
      sql`'Race Person ' || ${i}, 'race_' || ${i}, 'race_' || ${i}, cast(7000000000 + ${i} as text), 'x', 'player', 'active', 0, 0`;
    const columns = sql`(name, username, username_key, mobile, password_hash, role, status, created_at, updated_at)`;
    if (dialect === 'postgres') {
      await sql`insert into users ${columns} select ${player(sql`i`)} from generate_series(1, ${rows}) as s(i)`.execute(t.database.db);
    } else {
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${rows}) insert into users ${columns} select ${player(sql`i`)} from n`.execute(
        t.database.db,
      );
    }
    await sql`insert into wallets (user_id, balance, updated_at) select id, 0, 0 from users where name like 'Race Person %'`.execute(t.database.db);
    const before = (await t.database.db.selectFrom('users').select('id').where('username', 'like', 'race%').execute()).map((r) => String(r.id));
    expect(before).toHaveLength(rows);
    let done = false;
    const exported = get('/admin/exports/players?q=race%20person').then(async (res) => {
      done = true;
      return res.text();
    });
    // Players sign up while the export is read: each pushes the older ones one place down the list.
    for (let i = rows + 1; !done; i += 1) {
      await t.database.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('users')
          .values({
            name: `Race Person ${i}`,
            username: `race_${i}`,
            username_key: `race_${i}`,
            mobile: String(7000000000 + i),
            password_hash: 'x',
            role: 'player',
            status: 'active',
            created_at: 0,
            updated_at: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('wallets').values({ user_id: id, balance: 0, updated_at: 0 }).execute();
      });
      await new Promise((r) => setTimeout(r, 1));
    }
    const ids = (await exported)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]!);
    expect(ids.length).toBe(new Set(ids).size);
    expect(before.filter((id) => !ids.includes(id))).toEqual([]);
  });
});
