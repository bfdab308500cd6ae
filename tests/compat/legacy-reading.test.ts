/**
 * How a client profile's requests are read: unknown fields are dropped and never trusted, identity still comes from
 * the session, values are read leniently only where they have one meaning, and an unknown convention refuses
 * without moving money. The spec's own client stays strict.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateOf, numberOf } from '../../server/compat/legacy-values.ts';
import { createMarket, declare, fund, ist, makeOperator, registerAndLogin } from '../helpers/betting.ts';
import { dialects, startTestApp, type TestApp } from '../helpers/test-app.ts';

const PROFILES = [
  { app_key: 'legacy-open-ank', name: 'Legacy A', status: 'boolean', half_sangam: 'open-ank-close-panna' },
  { app_key: 'legacy-unknown', name: 'Legacy B' },
];

describe('legacy dates', () => {
  it.each([
    ['11/21/2026', '2026-11-21'],
    ['1/2/2026', '2026-01-02'],
    ['21-11-2026', '2026-11-21'],
    ['2-1-2026', '2026-01-02'],
    ['2026-11-21', '2026-11-21'],
    ['21/11/2026', '21/11/2026'],
    ['31-02-2026', '31-02-2026'],
  ])('reads %s as %s (slashes month first, dashes day first; not a real day stays as sent)', (given, read) => {
    expect(isoDateOf(given)).toBe(read);
  });
});

describe('legacy numbers', () => {
  it.each([
    ['500', true, 500],
    [' 500\t', true, 500],
    ['0500', true, 500],
    ['10.5', false, 10.5],
    ['10.5', true, '10.5'],
    ['\u3000500', true, '\u3000500'],
    ['\u00a0500', true, '\u00a0500'],
    ['\ufeff500', true, '\ufeff500'],
    ['500\n', true, '500\n'],
  ])('reads %j (whole points: %s) as %j: spaces and tabs around a figure only, anything else left for validation to refuse', (given, integer, read) => {
    expect(numberOf(given, integer)).toBe(read);
  });
});

describe.each(dialects())('client profile requests on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let marketId: string;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect, { env: { CLIENT_PROFILES: JSON.stringify(PROFILES), ALLOWED_ORIGINS: 'https://family-web.example' } });
    marketId = await createMarket(await makeOperator(t), 'KALYAN', ['15:00', '15:30', '17:00', '17:30']);
  });
  afterAll(async () => t?.close());

  const post = (path: string, body: Record<string, unknown>) =>
    fetch(`${t.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as Record<string, unknown>,
    }));

  const slip = (appKey: string, token: string, pana: string, session: string, digits: string, closedigits: string) => ({
    app_key: appKey,
    unique_token: token,
    new_result: { gameid: marketId, Gamename: 'KALYAN', pana, session, totalbit: '10', result: [{ digits, closedigits, points: '10', session }] },
  });

  describe.skipIf(skip)('identity and credentials', () => {
    it('takes unique_token as the session, and without one answers 401', async () => {
      const p = await registerAndLogin(t);
      const ok = await post('/api-user-wallet-balance', { app_key: 'legacy-unknown', unique_token: p.token, env_type: 'Prod' });
      expect(ok).toMatchObject({ status: 200, body: { status: true, wallet_amt: '0' } });
      const none = await post('/api-user-wallet-balance', { app_key: 'legacy-unknown', env_type: 'Prod' });
      expect(none.status).toBe(401);
      const wrong = await post('/api-user-wallet-balance', { app_key: 'legacy-unknown', unique_token: 'not-a-session' });
      expect(wrong.status).toBe(401);
    });

    it("still refuses another player's user_id (403) and moves nothing", async () => {
      const a = await registerAndLogin(t);
      const b = await registerAndLogin(t);
      await fund(await makeOperator(t), a, 100);
      const forged = slip('legacy-unknown', a.token, 'Single Digit', 'OPEN', '5', '');
      (forged.new_result as Record<string, unknown>).user_id = b.userId;
      const res = await post('/api-submit-bid', forged);
      expect(res.status).toBe(403);
      expect((await post('/api-user-wallet-balance', { app_key: 'legacy-unknown', unique_token: a.token })).body.wallet_amt).toBe('100');
    });

    it('refuses an app_key that names no profile (403), and the spec client stays strict about unknown fields (422)', async () => {
      const p = await registerAndLogin(t);
      const unknownKey = await fetch(`${t.origin}/api-user-wallet-balance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
        body: JSON.stringify({ app_key: 'someone-else' }),
      });
      expect(unknownKey.status).toBe(403);
      // Without a profile, unique_token is not a credential.
      expect((await post('/api-user-wallet-balance', { app_key: 'someone-else', unique_token: p.token })).status).toBe(401);
      const strict = await fetch(`${t.origin}/api/api-user-wallet-balance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
        body: JSON.stringify({ env_type: 'Prod' }),
      });
      expect(strict.status).toBe(422);
    });
  });

  describe.skipIf(skip)('browser apps on other sites', () => {
    it('answers the preflight and lets an allowed origin read replies, never another origin', async () => {
      const p = await registerAndLogin(t);
      const preflight = await fetch(`${t.origin}/api-user-wallet-balance`, {
        method: 'OPTIONS',
        headers: { origin: 'https://family-web.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://family-web.example');
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      const call = await fetch(`${t.origin}/api-user-wallet-balance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://family-web.example' },
        body: JSON.stringify({ app_key: 'legacy-unknown', unique_token: p.token }),
      });
      expect(call.status).toBe(200);
      expect(call.headers.get('access-control-allow-origin')).toBe('https://family-web.example');
      const other = await fetch(`${t.origin}/api-user-wallet-balance`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
      expect(other.status).toBe(404);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe.skipIf(skip)('values', () => {
    it('accepts numeric strings and upper-case sessions, and refuses points that are not whole numbers (422)', async () => {
      const p = await registerAndLogin(t);
      await fund(await makeOperator(t), p, 100);
      const placed = await post('/api-submit-bid', slip('legacy-unknown', p.token, 'Single Digit', 'OPEN', '5', ''));
      expect(placed.body).toMatchObject({ status: true, code: 'OK' });
      const fraction = slip('legacy-unknown', p.token, 'Single Digit', 'OPEN', '5', '');
      (fraction.new_result.result[0] as Record<string, unknown>).points = '10.5';
      const refused = await post('/api-submit-bid', fraction);
      expect(refused.status).toBe(422);
      expect((await post('/api-user-wallet-balance', { app_key: 'legacy-unknown', unique_token: p.token })).body.wallet_amt).toBe('90');
    });
  });

  describe.skipIf(skip)('sign-up', () => {
    it("sends a sign-up without a date of birth to the web app, in the profile's status style, and makes no account", async () => {
      const body = { name: 'Installed App', email: 'installed_app', mobile: '9812345670', password: 'long-enough', security_pin: '1234' };
      for (const [appKey, status] of [
        ['legacy-open-ank', false],
        ['legacy-unknown', 0],
      ] as const) {
        const res = await post('/api-user-registration', { ...body, app_key: appKey });
        expect(res).toMatchObject({
          status: 200,
          body: {
            status,
            code: 'DATE_OF_BIRTH_REQUIRED',
            msg: `Please sign up at ${t.origin}/register: we ask your date of birth there, as players must be 18 or older. Then log in here with the same mobile number and password.`,
          },
        });
      }
      const login = await post('/api-user-login', { app_key: 'legacy-unknown', mobile: body.mobile, password: body.password });
      expect(login.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      // With a date of birth the app's sign-up goes through.
      const signedUp = await post('/api-user-registration', { ...body, app_key: 'legacy-open-ank', date_of_birth: '1990-04-12' });
      expect(signedUp.body).toMatchObject({ status: true, code: 'OK' });
    });
  });

  describe.skipIf(skip)('dates', () => {
    it('answers the bid date in a form the profile reads back as the same day (5 December, not 12 May)', async () => {
      const p = await registerAndLogin(t);
      await fund(await makeOperator(t), p, 100);
      t.clock.set(ist('2026-12-05T10:00:00'));
      try {
        const today = await post('/api-get-current-date', { app_key: 'legacy-unknown', unique_token: p.token });
        expect(today.body).toMatchObject({ status: true, date: '2026-12-05', new_date: '05-12-2026' });
        const forMarket = await post('/api-get-current-date', { app_key: 'legacy-unknown', unique_token: p.token, game_id: marketId });
        expect(forMarket.body).toMatchObject({ new_date: '05-12-2026' });
        const echoed = slip('legacy-unknown', p.token, 'Single Digit', 'OPEN', '5', '');
        (echoed.new_result as Record<string, unknown>).bid_date = today.body.new_date;
        expect((await post('/api-submit-bid', echoed)).body).toMatchObject({ status: true, code: 'OK' });
        const history = await post('/api-bid-history-data', {
          app_key: 'legacy-unknown',
          unique_token: p.token,
          bid_from: today.body.new_date,
          bid_to: today.body.new_date,
        });
        expect(history.body.bid_data).toEqual([expect.objectContaining({ digits: '5', bid_date: '2026-12-05' })]);
        // The spec's own client keeps the spec's DD/MM/YYYY.
        expect((await p.api.POST('/api-get-current-date', { body: {} })).data).toMatchObject({ new_date: '05/12/2026' });
      } finally {
        t.clock.set(ist('2026-11-21T10:00:00'));
      }
    });
  });

  describe.skipIf(skip)('Half Sangam conventions', () => {
    it('refuses a Half Sangam slip when the profile does not say its form, and takes no points', async () => {
      const p = await registerAndLogin(t);
      await fund(await makeOperator(t), p, 100);
      const res = await post('/api-submit-bid', slip('legacy-unknown', p.token, 'Half Sangam', 'OPEN', '3', '128'));
      expect(res).toMatchObject({ status: 200, body: { status: false, code: 'HALF_SANGAM_FORM_UNKNOWN' } });
      expect((await post('/api-user-wallet-balance', { app_key: 'legacy-unknown', unique_token: p.token })).body.wallet_amt).toBe('100');
    });

    // Every spelling of a session the server reads (the contract's enum holds lower case too) swaps alike.
    for (const [sent, stored] of [
      ['OPEN', 'close'],
      ['Open', 'close'],
      ['open', 'close'],
      [' open ', 'close'],
      ['close', 'open'],
      ['closed', 'open'],
      ['CLOSE', 'open'],
    ] as const) {
      it(`stores an open-ank-close-panna app's "${sent}" slip as the spec's ${stored} form`, async () => {
        const p = await registerAndLogin(t);
        await fund(await makeOperator(t), p, 100);
        const res = await post('/api-submit-bid', slip('legacy-open-ank', p.token, 'Half Sangam', sent, '3', '128'));
        expect(res.body).toMatchObject({ status: true });
        const history = await p.api.POST('/api-bid-history-data', { body: { bid_from: '2026-11-21', bid_to: '2026-11-21' } });
        expect(history.data?.bid_data[0]).toMatchObject({ pana: 'Half Sangam', digits: '3', closedigits: '128' });
        expect(history.data?.bid_data[0]?.session.toLowerCase()).toBe(stored);
      });
    }

    it("lists an open-ank-close-panna app's Half Sangam in its own histories under the session it sent, won or not", async () => {
      const operator = await makeOperator(t);
      const milan = await createMarket(operator, 'MILAN', ['15:00', '15:30', '17:00', '17:30']);
      const p = await registerAndLogin(t);
      await fund(operator, p, 100);
      const sent = { ...slip('legacy-open-ank', p.token, 'Half Sangam', 'Open', '3', '128') };
      (sent.new_result as Record<string, unknown>).gameid = milan;
      expect((await post('/api-submit-bid', sent)).body).toMatchObject({ status: true });
      const range = { app_key: 'legacy-open-ank', unique_token: p.token, bid_from: '21-11-2026', bid_to: '21-11-2026' };
      const bids = await post('/api-bid-history-data', range);
      expect(bids.body.bid_data).toEqual([expect.objectContaining({ pana: 'Half Sangam', session: 'Open', digits: '3', closedigits: '128' })]);
      // The spec's client reads the stored form: open ank and close panna is the spec's Close.
      const spec = await p.api.POST('/api-bid-history-data', { body: { bid_from: '2026-11-21', bid_to: '2026-11-21' } });
      expect(spec.data?.bid_data.find((row) => row.pana === 'Half Sangam' && row.closedigits === '128')).toMatchObject({ session: 'Close' });
      t.clock.set(ist('2026-11-21T18:00:00'));
      try {
        expect((await declare(operator, milan, '2026-11-21', 'open', '120')).response.status).toBe(200);
        expect((await declare(operator, milan, '2026-11-21', 'close', '128')).response.status).toBe(200);
        const wins = await post('/api-wining-history-data', range);
        expect(wins.body.win_data).toEqual([expect.objectContaining({ pana: 'Half Sangam', session: 'Open', bid_status: 'won' })]);
      } finally {
        t.clock.set(ist('2026-11-21T10:00:00'));
      }
    });
  });
});
