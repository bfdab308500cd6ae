/**
 * `npm run mock` serves the contract's examples and refuses bodies that break it; through the dev server
 * (`npm run dev:mock`) a login keeps a session as the real server's does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../sdk/index.ts';
import { freePort, type Proc, start, waitFor } from '../helpers/processes.ts';

describe('Prism mock of the contract', () => {
  let mock: Proc;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    mock = start('npm', ['run', '--silent', 'mock'], { MOCK_PORT: String(port) });
    await waitFor(`${base}/health`, mock, 60_000);
  });
  afterAll(async () => {
    await mock?.stop();
  });

  it('answers with the contract example through the SDK', async () => {
    const api = createApiClient({ baseUrl: base });
    const rates = await api.POST('/api-game-rates', { body: { app_key: 'demo-app-key' } });
    expect(rates.response.status).toBe(200);
    expect(rates.data?.game_rates[0]).toMatchObject({ single_digit_val_1: 10, single_digit_val_2: 95, tripple_pana_val_2: 7000 });
  });

  it('answers 422 with the error body for a request that breaks the contract', async () => {
    const res = await fetch(`${base}/api-user-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"mobile":"12"}' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
  });

  it('through the dev server (`npm run dev:mock`), a login sets the session cookies and the logged-in calls answer', async () => {
    const port = await freePort();
    const vite = start('npx', ['vite', '--port', String(port), '--strictPort'], { API_PROXY: 'mock', MOCK_PORT: new URL(base).port });
    try {
      const dev = `http://127.0.0.1:${port}`;
      await waitFor(`${dev}/`, vite, 60_000);
      const post = (path: string, body: unknown, cookie = '') =>
        fetch(`${dev}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
      expect((await post('/api-get-profile', {})).status).toBe(401);
      const login = await post('/api-user-login', { mobile: '9000000001', password: 'demo1234' });
      expect(login.status).toBe(200);
      const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
      expect(cookies).toEqual(['matka_session=mock-session', 'matka_signed_in=1']);
      const profile = await post('/api-get-profile', {}, cookies.join('; '));
      expect(profile.status).toBe(200);
      const logout = await post('/api-user-logout', {}, cookies.join('; '));
      expect(logout.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(['matka_session=', 'matka_signed_in=']);
    } finally {
      await vite.stop();
    }
  }, 120_000);

  it('asks for a session where the contract does', async () => {
    const noSession = await fetch(`${base}/api-get-profile`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(noSession.status).toBe(401);
    const api = createApiClient({ baseUrl: base, token: 'any-token' });
    const profile = await api.POST('/api-get-profile', { body: {} });
    expect(profile.data?.profile[0]?.mobile).toMatch(/^[0-9]{10}$/);
  });
});
