/** MPIN login: a PIN set with the password, a one-time token from the mobile check, wrong PINs limited like logins. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

describe.each(dialects())('security PIN on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await startTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const pinLogin = async (mobile: string) => {
    const check = await t.api().POST('/api-check-mobile', { body: { mobile } });
    return check.data?.unique_token as string;
  };

  it.skipIf(skip)('sets a PIN only with the right password', async () => {
    const p = await registerAndLogin(t);
    const wrong = await p.api.POST('/api-set-security-pin', { body: { security_pin: '1234', password: 'not-it' } });
    expect(wrong.data).toMatchObject({ status: false, code: 'WRONG_PASSWORD' });
    const short = await p.api.POST('/api-set-security-pin', { body: { security_pin: '12', password: p.password } });
    expect(short.response.status).toBe(422);
    const set = await p.api.POST('/api-set-security-pin', { body: { security_pin: '1234', password: p.password } });
    expect(set.data).toMatchObject({ status: true, code: 'OK' });
  });

  it.skipIf(skip)('logs in with mobile check then PIN; the one-time token is no session until the PIN is right', async () => {
    const p = await registerAndLogin(t);
    await p.api.POST('/api-set-security-pin', { body: { security_pin: '4321', password: p.password } });
    const unknown = await t.api().POST('/api-check-mobile', { body: { mobile: '9999999999' } });
    expect(unknown.data).toMatchObject({ status: true, code: 'MOBILE_NOT_REGISTERED' });
    expect(unknown.data).not.toHaveProperty('unique_token');

    const token = await pinLogin(p.mobile);
    expect(token).toBeTruthy();
    expect((await t.api(token).POST('/api-get-profile', { body: {} })).response.status).toBe(401);
    const wrong = await t.api(token).POST('/api-check-security-pin', { body: { security_pin: '1111' } });
    expect(wrong.data).toMatchObject({ status: false, code: 'WRONG_PIN' });
    const right = await t.api(token).POST('/api-check-security-pin', { body: { security_pin: '4321' } });
    expect(right.data).toMatchObject({ status: true, code: 'OK', user_id: p.userId, token });
    const profile = await t.api(token).POST('/api-get-profile', { body: {} });
    expect(profile.data?.profile[0]?.mobile).toBe(p.mobile);
  });

  it.skipIf(skip)('limits wrong PINs like wrong passwords (429 after five), and a made-up token opens nothing', async () => {
    const p = await registerAndLogin(t);
    await p.api.POST('/api-set-security-pin', { body: { security_pin: '2468', password: p.password } });
    const token = await pinLogin(p.mobile);
    for (let i = 0; i < 5; i += 1) {
      const res = await t.api(token).POST('/api-check-security-pin', { body: { security_pin: '0000' } });
      expect(res.data?.code).toBe('WRONG_PIN');
    }
    const limited = await t.api(token).POST('/api-check-security-pin', { body: { security_pin: '2468' } });
    expect(limited.response.status).toBe(429);
    const madeUp = await t.api('x'.repeat(43)).POST('/api-check-security-pin', { body: { security_pin: '2468' } });
    expect(madeUp.data).toMatchObject({ status: false, code: 'UNAUTHENTICATED' });
  });
});
