/**
 * A player who forgot their password: `/api-forgot-password` tells anyone the same (contact support), and an operator
 * sets a temporary password that ends every session, forgets the login delays, must be changed at the next login, is
 * audited and is told to the player in Notifications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Player } from '../helpers/betting.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

const TEMPORARY = 'temp-4821-pass';

describe.each(dialects())('a forgotten password on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    operator = await makeOperator(t);
  });
  afterAll(async () => t?.close());

  const reset = (userId: string, body: { password: string; reason: string }, by: Player = operator) =>
    by.api.POST('/admin/players/{user_id}/password', { params: { path: { user_id: userId } }, body });
  const login = (mobile: string, password: string) => t.api().POST('/api-user-login', { body: { mobile, password } });

  it.skipIf(skip)('answers every mobile alike with the support contacts, and stores nothing', async () => {
    await operator.api.PATCH('/admin/settings', { body: { contact_mobile: '9000000000', whatsapp_support_url: 'https://wa.me/919000000001' } });
    const p = await registerAndLogin(t);
    const known = await t.api().POST('/api-forgot-password', { body: { mobile: p.mobile } });
    const unknown = await t.api().POST('/api-forgot-password', { body: { mobile: '9111111111' } });
    expect(known.data).toEqual(unknown.data);
    expect(known.data).toMatchObject({
      status: false,
      code: 'CONTACT_SUPPORT',
      contact_details: { mobile_no: '9000000000', whatsapp_support_url: 'https://wa.me/919000000001' },
    });
    expect(known.data?.msg).toMatch(/^Contact support from your registered mobile number\./);
    const bad = await t.api().POST('/api-forgot-password', { body: { mobile: '12345' } });
    expect(bad.response.status).toBe(422);
    // The old password still works: asking changes nothing.
    expect((await login(p.mobile, p.password)).data?.status).toBe(1);
  });

  it.skipIf(skip)('sets a temporary password: sessions end, login delays are forgotten, the next login must change it', async () => {
    const p = await registerAndLogin(t);
    // The player tried to remember the old password until the login held them off.
    let held = false;
    for (let i = 0; i < 10 && !held; i += 1) held = (await login(p.mobile, `wrong-${i}`)).response.status === 429;
    expect(held).toBe(true);
    const done = await reset(p.userId, { password: TEMPORARY, reason: 'Player called from the registered number' });
    expect(done.data).toEqual({
      status: true,
      code: 'OK',
      msg: 'Password reset. 1 session ended. The player must choose a new password at their next login.',
      sessions_ended: 1,
    });
    expect((await p.api.POST('/api-get-profile', { body: {} })).response.status).toBe(401);
    expect((await login(p.mobile, p.password)).data?.code).toBe('INVALID_CREDENTIALS');
    const first = await login(p.mobile, TEMPORARY);
    expect(first.data).toMatchObject({ status: 1, code: 'OK', password_change_required: true });
    const player = t.api(first.data!.token);
    // Until it is changed, the temporary password opens nothing but the change (and who is logged in, and logging out):
    // no slip, no withdrawal, no security PIN that would outlive it.
    expect((await player.POST('/api-get-profile', { body: {} })).response.status).toBe(200);
    const refusedUntilChanged = [
      await player.POST('/api-get-notification', { body: {} }),
      await player.POST('/api-user-withdraw-fund-request', { body: { request_amount: 500, payment_method: 'Bank' } }),
      await player.POST('/api-set-security-pin', { body: { security_pin: '4821', password: TEMPORARY } }),
      // Where a session is optional too: the dashboard's wallet, the live stream of the player's notices.
      await player.POST('/api-get-dashboard-data', { body: {} }),
      await player.GET('/live/events', { parseAs: 'text' }),
    ];
    for (const res of refusedUntilChanged) {
      expect(res.response.status).toBe(403);
      expect(res.error).toEqual({ status: false, code: 'PASSWORD_CHANGE_REQUIRED', msg: 'Change the password support gave you before you go on.' });
    }
    const changed = await player.POST('/api-change-password', {
      body: { old_password: TEMPORARY, new_password: 'my-own-pass-1', confirm_password: 'my-own-pass-1' },
    });
    expect(changed.data?.code).toBe('OK');
    const notices = await player.POST('/api-get-notification', { body: {} });
    expect(notices.data?.notification?.[0]).toMatchObject({ kind: 'password_reset', title: 'Password reset' });
    expect((await login(p.mobile, 'my-own-pass-1')).data).toMatchObject({ status: 1, password_change_required: false });
    const log = await operator.api.GET('/admin/audit-log', { params: { query: { action: 'player.password_reset', actor_id: operator.userId } } });
    expect(log.data?.items.find((e) => e.target_id === p.userId)?.details).toEqual({ reason: 'Player called from the registered number', sessions_ended: 1 });
  });

  it.skipIf(skip)('refuses a short, published or missing password, a missing reason, an unknown player, an operator and a player caller', async () => {
    const p = await registerAndLogin(t);
    const refused = [
      await reset(p.userId, { password: 'short', reason: 'Called in' }),
      await reset(p.userId, { password: 'demo1234', reason: 'Called in' }),
      await reset(p.userId, { password: TEMPORARY, reason: ' ' }),
      await reset(p.userId, { reason: 'Called in' } as never),
    ];
    expect(refused.map((r) => r.response.status)).toEqual([422, 422, 422, 422]);
    expect((await reset('999999', { password: TEMPORARY, reason: 'Called in' })).response.status).toBe(404);
    expect((await reset(operator.userId, { password: TEMPORARY, reason: 'Called in' })).response.status).toBe(404);
    expect((await reset(p.userId, { password: TEMPORARY, reason: 'Called in' }, p)).response.status).toBe(403);
    // Nothing changed: the player's session and password still work.
    expect((await p.api.POST('/api-get-profile', { body: {} })).response.status).toBe(200);
    expect((await login(p.mobile, p.password)).data?.password_change_required).toBe(false);
  });
});
