/**
 * Housekeeping keeps tables from growing for ever: remembered answers go after their 24 hours (a retry within them
 * still gets its first answer), sessions a day after they ended, one-time PIN tokens a day after they expired; live
 * sessions and everything younger stay. The embedded database deletes in steps across the whole table.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TTL_MS } from '../../server/lib/idempotency.ts';
import { forgetExpired } from '../../server/modules/system/housekeeping.ts';
import { balanceOf, bid, createMarket, fund, ist, makeOperator, registerAndLogin } from '../helpers/betting.ts';
import { dialects, startTestApp, type TestApp } from '../helpers/test-app.ts';

const HOUR = 3_600_000;

describe.each(dialects())('housekeeping on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const sweep = async () => {
    const failures: string[] = [];
    const deleted = await forgetExpired({ db: t.database.db, dialect, now: () => t.clock.now(), longestWindowMs: HOUR }, (_e, step) => failures.push(step));
    expect(failures).toEqual([]);
    return deleted;
  };
  const count = async (table: 'idempotency_keys' | 'sessions' | 'pin_logins', userId: string) =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .where('user_id', '=', Number(userId))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.skipIf(skip)('forgets answers after 24 hours, ended sessions and spent PIN tokens after a day, and nothing live', async () => {
    const start = ist('2026-11-23T10:00:00');
    t.clock.set(start);
    const operator = await makeOperator(t);
    const m = await createMarket(operator, 'KEEPING', ['15:45', '16:00', '17:45', '18:00']);
    const p = await registerAndLogin(t);
    await fund(operator, p, 1000);
    const slip = () => bid(p, m, 'Single Ank', 'Open', [{ points: 10, digits: '1' }], { 'Idempotency-Key': 'keep-slip-1' });
    expect((await slip()).data?.status).toBe(true);
    const away = await t.api().POST('/api-user-login', { body: { mobile: p.mobile, password: p.password } });
    expect((await t.api(away.data!.token!).POST('/api-user-logout', { body: {} })).response.status).toBe(200);
    await t.api().POST('/api-check-mobile', { body: { mobile: p.mobile } });
    expect([await count('idempotency_keys', p.userId), await count('sessions', p.userId), await count('pin_logins', p.userId)]).toEqual([1, 2, 1]);

    // Within the 24 hours a retry still gets its first answer, and nothing is forgotten.
    t.clock.set(start + 23 * HOUR);
    await sweep();
    expect((await slip()).data?.status).toBe(true);
    expect(await balanceOf(p)).toBe(990);
    expect([await count('idempotency_keys', p.userId), await count('sessions', p.userId), await count('pin_logins', p.userId)]).toEqual([1, 2, 1]);

    t.clock.set(start + 25 * HOUR);
    await sweep();
    expect([await count('idempotency_keys', p.userId), await count('sessions', p.userId), await count('pin_logins', p.userId)]).toEqual([0, 1, 0]);
    // The player's own session lives on (30 days).
    expect(await balanceOf(p)).toBe(990);
  });

  it.skipIf(skip)('walks the whole table, old and new rows mixed', async () => {
    const now = ist('2026-12-01T10:00:00');
    t.clock.set(now);
    const p = await registerAndLogin(t);
    const rows = 25_000;
    const old = now - IDEMPOTENCY_TTL_MS;
    // Every third row is young (remembered for 24 hours less a minute), the others exactly 24 hours old.
    const created = sql`case when i % 3 = 0 then cast(${now - 60_000} as bigint) else cast(${old} as bigint) end`;
    const values = sql`${Number(p.userId)}, 'k' || i, 'h', '{}', ${created}`;
    if (dialect === 'postgres') {
      await sql`insert into idempotency_keys (user_id, key, request_hash, response, created_at) select ${values} from generate_series(1, ${rows}) as s(i)`.execute(
        t.database.db,
      );
    } else {
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${rows})
        insert into idempotency_keys (user_id, key, request_hash, response, created_at) select ${values} from n`.execute(t.database.db);
    }
    const deleted = await sweep();
    expect(deleted.idempotency_keys).toBeGreaterThanOrEqual(rows - Math.floor(rows / 3));
    expect(await count('idempotency_keys', p.userId)).toBe(Math.floor(rows / 3));
  });
});
