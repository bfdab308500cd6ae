/**
 * Login failures are throttled per account and address together, with growing delays, per address, and per account
 * from every address (more leniently); an IPv6 network counts as one address; an unknown mobile answers like a wrong
 * password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { forgetStale, MARK_MEMORY_MS, markSeen, takeAttempt, takeBackoffAttempt } from '../../server/lib/throttle.ts';
import { ACCOUNT_FREE_FAILURES } from '../../server/modules/auth/login.ts';
import { dialects, newPlayer, registerAndLogin, startTestApp, TEST_APP_KEY, type TestApp } from '../helpers/test-app.ts';

const MINUTE = 60_000;

async function login(t: TestApp, mobile: string, password: string, from?: string) {
  const res = await fetch(`${t.baseUrl}/api-user-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify({ mobile, password }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

describe.each(dialects())('login throttling on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) {
      t = await startTestApp(dialect, { limits: { loginPerAddress: { limit: 1000, windowMs: 15 * MINUTE } }, env: { TRUST_PROXY: '127.0.0.1' } });
    }
  });
  afterAll(async () => t?.close());

  it.skipIf(skip)('slows an account at one address with growing delays, even against the right password', async () => {
    const p = newPlayer();
    await t.api().POST('/api-user-registration', { body: p });
    for (let i = 0; i < 5; i += 1) {
      expect((await login(t, p.mobile, 'wrong-pass', '10.1.0.1')).body).toMatchObject({ status: 0, code: 'INVALID_CREDENTIALS' });
    }
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const held = await login(t, p.mobile, p.password, '10.1.0.1');
      expect(held.status).toBe(429);
      expect(held.body).toMatchObject({ status: false, code: 'RATE_LIMITED' });
      const wait = Number(held.headers.get('retry-after'));
      // The message tells the same wait as Retry-After.
      const words = wait < 60 ? `${wait} second${wait === 1 ? '' : 's'}` : `${Math.ceil(wait / 60)} minutes`;
      expect(held.body.msg).toBe(`Too many attempts. Try again in ${words}.`);
      waits.push(wait);
      t.clock.advance(wait * 1000);
      expect((await login(t, p.mobile, 'wrong-pass', '10.1.0.1')).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[2]).toBeGreaterThan(waits[1]!);
    t.clock.advance(15 * MINUTE);
    expect((await login(t, p.mobile, p.password, '10.1.0.1')).body).toMatchObject({ status: 1 });
    // The success cleared the delays.
    expect((await login(t, p.mobile, 'wrong-pass', '10.1.0.1')).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it.skipIf(skip)('failures from one address never lock out the owner logging in from another', async () => {
    const p = newPlayer();
    await t.api().POST('/api-user-registration', { body: p });
    const attacker = await Promise.all(Array.from({ length: 30 }, (_, i) => login(t, p.mobile, `guess-${i}`, '10.2.0.66')));
    expect(attacker.filter((r) => r.status === 429).length).toBeGreaterThan(20);
    expect((await login(t, p.mobile, p.password, '10.2.0.7')).body).toMatchObject({ status: 1 });
    expect((await login(t, p.mobile, p.password, '10.2.0.66')).status).toBe(429);
  });

  it.skipIf(skip)('limits guesses spread over many addresses: past the free failures the account waits, from any address', async () => {
    const p = newPlayer();
    await t.api().POST('/api-user-registration', { body: p });
    // A burst from as many addresses as guesses: counted before they are checked, so only the free ones are checked.
    const burst = await Promise.all(Array.from({ length: ACCOUNT_FREE_FAILURES + 15 }, (_, i) => login(t, p.mobile, `guess-${i}`, `10.3.${i}.9`)));
    expect(burst.filter((r) => r.status === 200 && r.body.code === 'INVALID_CREDENTIALS')).toHaveLength(ACCOUNT_FREE_FAILURES);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(15);
    // The owner, from an address never used, waits too: that is what stops the guessing.
    const held = await login(t, p.mobile, p.password, '10.4.0.1');
    expect(held.status).toBe(429);
    const wait = Number(held.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    t.clock.advance(wait * 1000);
    expect((await login(t, p.mobile, 'wrong-again', '10.4.0.2')).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const longer = await login(t, p.mobile, p.password, '10.4.0.3');
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(wait);
    t.clock.advance(Number(longer.headers.get('retry-after')) * 1000);
    expect((await login(t, p.mobile, p.password, '10.4.0.3')).body).toMatchObject({ status: 1 });
    // The owner's success gives a guesser elsewhere nothing back: a new address still waits.
    expect((await login(t, p.mobile, 'wrong', '10.5.0.1')).status).toBe(429);
    // The address the owner logged in from is theirs now: no longer held by the account's limit (its own still apply).
    expect((await login(t, p.mobile, 'typo', '10.4.0.3')).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await login(t, p.mobile, p.password, '10.4.0.3')).body).toMatchObject({ status: 1 });
  });

  it.skipIf(skip)('guesses from anywhere never make the owner wait at an address they logged in from lately', async () => {
    const p = newPlayer();
    await t.api().POST('/api-user-registration', { body: p });
    expect((await login(t, p.mobile, p.password, '10.7.0.1')).body).toMatchObject({ status: 1 });
    // One address guessing for hours, whenever its own waits allow, then many addresses at once.
    let checked = 0;
    while (checked < 10) {
      const guess = await login(t, p.mobile, `guess-${checked}`, '10.7.0.66');
      if (guess.status === 429) t.clock.advance(Number(guess.headers.get('retry-after')) * 1000);
      else checked += 1;
    }
    await Promise.all(Array.from({ length: ACCOUNT_FREE_FAILURES }, (_, i) => login(t, p.mobile, `spread-${i}`, `10.7.${i + 1}.9`)));
    expect((await login(t, p.mobile, p.password, '10.7.200.1')).status).toBe(429);
    expect((await login(t, p.mobile, p.password, '10.7.0.1')).body).toMatchObject({ status: 1 });
    // A month without logging in from there, and it is a new address again.
    t.clock.advance(31 * 24 * 60 * MINUTE);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i += 1) await login(t, p.mobile, `later-${i}`, `10.7.${i + 1}.10`);
    expect((await login(t, p.mobile, p.password, '10.7.0.1')).status).toBe(429);
  });

  it.skipIf(skip)('after logging out everywhere, the addresses logged in from are spared no longer', async () => {
    const p = newPlayer();
    await t.api().POST('/api-user-registration', { body: p });
    const first = await login(t, p.mobile, p.password, '10.11.0.1');
    expect(first.body).toMatchObject({ status: 1 });
    expect((await t.api(String(first.body.token)).POST('/api-user-logout-all', { body: {} })).response.status).toBe(200);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i += 1) await login(t, p.mobile, `guess-${i}`, `10.11.${i + 1}.9`);
    expect((await login(t, p.mobile, p.password, '10.11.0.1')).status).toBe(429);
  });

  it.skipIf(skip)('a password change ends the addresses the old password logged in from being spared', async () => {
    const p = newPlayer();
    await t.api().POST('/api-user-registration', { body: p });
    const first = await login(t, p.mobile, p.password, '10.6.0.1');
    expect(first.body).toMatchObject({ status: 1 });
    const changed = await t.api(String(first.body.token)).POST('/api-change-password', {
      body: { old_password: p.password, new_password: 'a-new-secret-9', confirm_password: 'a-new-secret-9' },
    });
    expect(changed.data?.status).toBe(true);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i += 1) await login(t, p.mobile, `guess-${i}`, `10.6.${i + 1}.9`);
    expect((await login(t, p.mobile, 'a-new-secret-9', '10.6.0.1')).status).toBe(429);
  });

  it.skipIf(skip)('every guess from an address the owner has not used counts, so new addresses gain nothing', async () => {
    const p = newPlayer();
    await t.api().POST('/api-user-registration', { body: p });
    // Five guesses from each of four addresses, a day apart each: the account's count is kept the while.
    for (let a = 0; a < 4; a += 1) {
      if (a > 0) t.clock.advance(23 * 60 * MINUTE);
      for (let i = 0; i < 5; i += 1) expect((await login(t, p.mobile, `guess-${a}-${i}`, `10.9.${a}.1`)).status).toBe(200);
    }
    const held = await login(t, p.mobile, p.password, '10.9.4.1');
    expect(held.status).toBe(429);
    // Each guess past the free ones makes the next wait longer, wherever it comes from.
    t.clock.advance(Number(held.headers.get('retry-after')) * 1000);
    expect((await login(t, p.mobile, 'again', '10.9.5.1')).status).toBe(200);
    const longer = await login(t, p.mobile, p.password, '10.9.6.1');
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(Number(held.headers.get('retry-after')));

    // One address alone, past its own five free guesses: those count too.
    const q = newPlayer();
    await t.api().POST('/api-user-registration', { body: q });
    let checked = 0;
    while (checked < ACCOUNT_FREE_FAILURES) {
      const guess = await login(t, q.mobile, `guess-${checked}`, '10.10.0.1');
      if (guess.status === 429) t.clock.advance(Number(guess.headers.get('retry-after')) * 1000);
      else checked += 1;
    }
    expect((await login(t, q.mobile, q.password, '10.10.0.2')).status).toBe(429);
  });

  it.skipIf(skip)("while the account waits, the owner's own tries cost nothing afterwards", async () => {
    const p = newPlayer();
    await t.api().POST('/api-user-registration', { body: p });
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i += 1) await login(t, p.mobile, `guess-${i}`, `10.8.${i}.9`);
    // More guesses, each once the wait allows, until the account waits 15 minutes.
    for (let i = 0; i < 5; i += 1) {
      const held = await login(t, p.mobile, 'probe', '10.8.100.1');
      t.clock.advance(Number(held.headers.get('retry-after')) * 1000);
      expect((await login(t, p.mobile, `late-${i}`, `10.8.101.${i}`)).status).toBe(200);
    }
    // The owner tries every minute meanwhile (ten tries, where five free ones are all an address gets unslowed).
    let wait = 0;
    for (let i = 0; i < 10; i += 1) {
      t.clock.advance(60_000);
      const held = await login(t, p.mobile, p.password, '10.8.200.1');
      expect(held.status).toBe(429);
      wait = Number(held.headers.get('retry-after'));
    }
    t.clock.advance(wait * 1000);
    expect((await login(t, p.mobile, p.password, '10.8.200.1')).body).toMatchObject({ status: 1 });
  });

  it.skipIf(skip)('counts an IPv6 network (/64) as one address', async () => {
    const p = newPlayer();
    await t.api().POST('/api-user-registration', { body: p });
    for (let i = 1; i <= 5; i += 1) {
      expect((await login(t, p.mobile, 'wrong-pass', `2001:db8:7:1::${i.toString(16)}`)).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    expect((await login(t, p.mobile, p.password, '2001:db8:7:1:aaaa:bbbb:cccc:dddd')).status).toBe(429);
    expect((await login(t, p.mobile, p.password, '2001:db8:7:2::1')).body).toMatchObject({ status: 1 });
  });

  it.skipIf(skip)('a success clears the account-and-address counter', async () => {
    const p = newPlayer();
    await t.api().POST('/api-user-registration', { body: p });
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) await login(t, p.mobile, 'wrong-pass');
      expect((await login(t, p.mobile, p.password)).body).toMatchObject({ status: 1 });
    }
  });

  it.skipIf(skip)('answers an unknown mobile exactly like a wrong password, and throttles it the same way', async () => {
    const p = newPlayer();
    await t.api().POST('/api-user-registration', { body: p });
    const unknownMobile = '9111111111';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await login(t, p.mobile, `wrong-${i}`);
      const unknown = await login(t, unknownMobile, `wrong-${i}`);
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.headers.get('set-cookie')).toBe(wrong.headers.get('set-cookie'));
      expect(unknown.headers.get('content-type')).toBe(wrong.headers.get('content-type'));
    }
    const wrong = await login(t, p.mobile, 'again');
    const unknown = await login(t, unknownMobile, 'again');
    expect(unknown.status).toBe(429);
    expect(wrong.status).toBe(429);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.headers.get('retry-after')).toBe(wrong.headers.get('retry-after'));
  });

  it.skipIf(skip)('counts parallel guesses before checking them, so a burst gets no more tries than one by one', async () => {
    const p = newPlayer();
    await t.api().POST('/api-user-registration', { body: p });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => login(t, p.mobile, `guess-${i}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
  });

  it.skipIf(skip)("caps an account's successful logins from one address at 20 in 15 minutes, never holding it elsewhere", async () => {
    const p = newPlayer();
    await t.api().POST('/api-user-registration', { body: p });
    for (let i = 0; i < 20; i += 1) expect((await login(t, p.mobile, p.password, '10.8.0.1')).body).toMatchObject({ status: 1 });
    const held = await login(t, p.mobile, p.password, '10.8.0.1');
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner at another address, and another account at this one, are not held by it.
    const elsewhere = await login(t, p.mobile, p.password, '10.8.0.2');
    expect(elsewhere.body, JSON.stringify(elsewhere.body)).toMatchObject({ status: 1 });
    const other = newPlayer();
    await t.api().POST('/api-user-registration', { body: other });
    expect((await login(t, other.mobile, other.password, '10.8.0.1')).body).toMatchObject({ status: 1 });
    t.clock.advance(15 * MINUTE);
    expect((await login(t, p.mobile, p.password, '10.8.0.1')).body).toMatchObject({ status: 1 });
  });
});

describe.each(dialects())('per-address throttling on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await startTestApp(dialect, { limits: { loginPerAddress: { limit: 8, windowMs: 15 * MINUTE } } });
  });
  afterAll(async () => t?.close());

  it.skipIf(skip)('successful logins do not use up the address budget', async () => {
    const p = newPlayer();
    await t.api().POST('/api-user-registration', { body: p });
    for (let i = 0; i < 12; i += 1) expect((await login(t, p.mobile, p.password)).body).toMatchObject({ status: 1 });
  });

  it.skipIf(skip)('successful MPIN logins (the mobile check, then the PIN) do not use it up either', async () => {
    const p = await registerAndLogin(t);
    await p.api.POST('/api-set-security-pin', { body: { security_pin: '4321', password: p.password } });
    for (let i = 0; i < 12; i += 1) {
      const token = (await t.api().POST('/api-check-mobile', { body: { mobile: p.mobile } })).data?.unique_token as string;
      const pin = await t.api(token).POST('/api-check-security-pin', { body: { security_pin: '4321' } });
      expect(pin.data, `login ${i + 1}`).toMatchObject({ status: true, code: 'OK' });
    }
    // Another player's password login from the same address still goes through.
    const other = newPlayer();
    await t.api().POST('/api-user-registration', { body: other });
    expect((await login(t, other.mobile, other.password)).body).toMatchObject({ status: 1 });
  });

  it.skipIf(skip)('blocks an address that fails across many accounts', async () => {
    const victim = newPlayer();
    await t.api().POST('/api-user-registration', { body: victim });
    for (let i = 0; i < 8; i += 1) {
      expect((await login(t, `97000000${String(i).padStart(2, '0')}`, 'spray')).status).toBe(200);
    }
    const blocked = await login(t, victim.mobile, victim.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe.each(dialects())('registration throttling on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await startTestApp(dialect, { limits: { registrationsPerAddress: { limit: 3, windowMs: 60 * MINUTE } } });
  });
  afterAll(async () => t?.close());

  it.skipIf(skip)('limits registrations per address, before any password is hashed', async () => {
    for (let i = 0; i < 3; i += 1) expect((await t.api().POST('/api-user-registration', { body: newPlayer() })).data?.status).toBe(1);
    const fourth = await t.api().POST('/api-user-registration', { body: newPlayer() });
    expect(fourth.response.status).toBe(429);
    expect(fourth.error).toMatchObject({ code: 'RATE_LIMITED' });
    t.clock.advance(60 * MINUTE + 1000);
    expect((await t.api().POST('/api-user-registration', { body: newPlayer() })).data?.status).toBe(1);
  });
});

describe.each(dialects())('the throttle table stays small on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  const HOUR = 60 * MINUTE;
  beforeAll(async () => {
    if (!skip) t = await startTestApp(dialect, { limits: { loginPerAddress: { limit: 3, windowMs: 15 * MINUTE } }, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => t?.close());
  const keys = async () => (await t.database.db.selectFrom('throttle').select('key').orderBy('key').execute()).map((row) => row.key);

  it.skipIf(skip)('an address past its limit writes no row, however many mobiles it tries', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login(t, `960000000${i}`, 'spray', '10.7.0.1')).status).toBe(200);
    const counted = await keys();
    for (let i = 3; i < 23; i += 1) expect((await login(t, `96000000${String(i).padStart(2, '0')}`, 'spray', '10.7.0.1')).status).toBe(429);
    expect(await keys()).toEqual(counted);
  });

  it.skipIf(skip)('forgets counters once no window or delay needs them, and marks after their 30 days', async () => {
    const db = t.database.db;
    await db.deleteFrom('throttle').execute();
    const start = t.clock.now();
    await takeAttempt(db, 'stale:counter', { limit: 5, windowMs: 15 * MINUTE }, start);
    await takeBackoffAttempt(db, 'stale:backoff', start);
    await markSeen(db, 'stale:mark', start);
    const stale = async () => (await keys()).filter((key) => key.startsWith('stale:'));
    // A window of up to two days (the longest rule) or a day's back-off memory still holds them.
    expect(await forgetStale(db, start + 47 * HOUR, 48 * HOUR)).toBe(0);
    expect(await forgetStale(db, start + 23 * HOUR, HOUR)).toBe(0);
    expect(await stale()).toEqual(['stale:backoff', 'stale:counter', 'stale:mark']);
    expect(await forgetStale(db, start + 49 * HOUR, 48 * HOUR)).toBe(2);
    expect(await stale()).toEqual(['stale:mark']);
    expect(await forgetStale(db, start + MARK_MEMORY_MS, HOUR)).toBe(0);
    expect(await forgetStale(db, start + MARK_MEMORY_MS + 1, HOUR)).toBe(1);
    expect(await stale()).toEqual([]);
  });

  it.skipIf(skip)('a server forgets stale rows when it starts', async () => {
    await markSeen(t.database.db, 'stale:old-mark', t.clock.now() - MARK_MEMORY_MS - 1);
    await markSeen(t.database.db, 'stale:new-mark', t.clock.now());
    const config = loadConfig({ APP_KEY: TEST_APP_KEY, WEB_DIST: '/nonexistent', DATA_DIR: t.dataDir });
    const second = await buildApp({ config, database: t.database, clock: t.clock, logger: false });
    await second.ready();
    await expect.poll(async () => (await keys()).filter((key) => key.endsWith('-mark'))).toEqual(['stale:new-mark']);
    await second.close();
  });
});
