/** Registration, login, profile, bank details, password change and logout over HTTP, on every database. */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, makeOperator, newPlayer, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

describe.each(dialects())('accounts on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await startTestApp(dialect);
  });
  afterAll(async () => t?.close());

  describe.skipIf(skip)('registration', () => {
    it('registers a player and refuses a second account on the same mobile or username', async () => {
      const player = newPlayer();
      const first = await t.api().POST('/api-user-registration', { body: { ...player, confirm_password: player.password } });
      expect(first.data).toMatchObject({ status: 1, code: 'OK', msg: 'You are successfully register.' });
      expect(first.data?.user_id).toMatch(/^[0-9]+$/);

      const sameMobile = await t.api().POST('/api-user-registration', { body: { ...newPlayer(), mobile: player.mobile } });
      expect(sameMobile.data).toEqual({ status: 0, code: 'MOBILE_TAKEN', msg: 'This mobile number is already registered' });
      const sameUsername = await t.api().POST('/api-user-registration', { body: { ...newPlayer(), email: player.email.toUpperCase() } });
      expect(sameUsername.data).toEqual({ status: 0, code: 'USERNAME_TAKEN', msg: 'This username is already taken' });
    });

    it('takes a name in an Indian script, with the joiner that shapes its letters', async () => {
      const res = await t.api().POST('/api-user-registration', { body: { ...newPlayer(), name: 'लक्\u200Dष्मी कुमार' } });
      expect(res.data).toMatchObject({ status: 1 });
      const profile = await t.api(res.data!.token).POST('/api-get-profile', { body: {} });
      expect(profile.data?.profile[0]?.user_name).toBe('लक्\u200Dष्मी कुमार');
    });

    it('logs the new player in: the reply sets the session cookie and carries a bearer token, as a login does', async () => {
      const player = newPlayer();
      const res = await t.api().POST('/api-user-registration', { body: player });
      expect(res.data).toMatchObject({ status: 1, code: 'OK', msg: 'You are successfully register.' });
      const cookie = res.response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^matka_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      const token = res.data?.token ?? '';
      expect(cookie.slice('matka_session='.length, cookie.indexOf(';'))).toBe(token);
      expect(Date.parse(res.data?.expires_at ?? '')).toBeGreaterThan(t.clock.now());
      const profile = await t.api(token).POST('/api-get-profile', { body: {} });
      expect(profile.data?.profile[0]).toMatchObject({ user_id: res.data?.user_id, mobile: player.mobile, user_name: player.name });
      const byCookie = await fetch(`${t.baseUrl}/api-get-profile`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `matka_session=${token}`, origin: t.origin },
        body: '{}',
      });
      expect(byCookie.status).toBe(200);

      const refused = await t.api().POST('/api-user-registration', { body: { ...newPlayer(), mobile: player.mobile } });
      expect(refused.data).not.toHaveProperty('token');
      expect(refused.response.headers.get('set-cookie')).toBeNull();
    });

    it.each([
      ['name too short', { name: 'Abc' }, 'name', 'Name must be 4 to 50 visible characters'],
      ['name too long', { name: 'x'.repeat(51) }, 'name', 'Name must be 4 to 50 visible characters'],
      ['username too short', { email: 'abc' }, 'email', 'Username must be 4 to 25 letters, digits or . _ @ + -'],
      ['username too long', { email: 'a'.repeat(26) }, 'email', 'Username must be 4 to 25 letters, digits or . _ @ + -'],
      ['mobile of 9 digits', { mobile: '987654321' }, 'mobile', 'Mobile Number Must have 10 digits !!!'],
      ['mobile of 11 digits', { mobile: '98765432101' }, 'mobile', 'Mobile Number Must have 10 digits !!!'],
      ['mobile with letters', { mobile: '98765abcde' }, 'mobile', 'Mobile Number Must have 10 digits !!!'],
      ['password of 7 characters', { password: 'abcdefg', confirm_password: 'abcdefg' }, 'password', 'Password must have at least 8 characters'],
      ['confirmation differs', { password: 'abcd1234', confirm_password: 'abce1234' }, 'confirm_password', 'Password Do Not Match'],
      ['mobile sent as a number', { mobile: 9876543210 }, 'mobile', 'Mobile Number Must have 10 digits !!!'],
      ['name sent as a number', { name: 12345 }, 'name', 'Name must be 4 to 50 visible characters'],
      ['a name of zero-width spaces', { name: '\u200b\u200b\u200b\u200b' }, 'name', 'Name must be 4 to 50 visible characters'],
      ['a name reversed by a direction override', { name: 'Ravi\u202erepus nimda' }, 'name', 'Name must be 4 to 50 visible characters'],
      ['a name with a terminal escape', { name: 'A\u001b[2Jbc' }, 'name', 'Name must be 4 to 50 visible characters'],
      ['a name of joiners alone', { name: '\u200d\u200d\u200d\u200d' }, 'name', 'Name must be 4 to 50 visible characters'],
      ['a name of blank fillers', { name: '\u3164\u3164\u2800\u2800' }, 'name', 'Name must be 4 to 50 visible characters'],
      ['a name with hidden tag characters', { name: 'Ravi Kumar\u{E0041}\u{E0042}' }, 'name', 'Name must be 4 to 50 visible characters'],
      ['a name with a vowel separator', { name: 'Ravi\u180eKumar' }, 'name', 'Name must be 4 to 50 visible characters'],
      ['an unknown field', { referral: 'x' }, 'referral', 'Unknown field: referral'],
    ])('refuses %s with 422 and creates nothing', async (_label, change, field, message) => {
      const body = { ...newPlayer(), ...change } as Record<string, unknown>;
      const res = await t.api().POST('/api-user-registration', { body: body as never });
      expect(res.response.status).toBe(422);
      expect(res.error).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
      expect(res.error?.errors).toContainEqual({ field, message });
      const login = await t
        .api()
        .POST('/api-user-login', { body: { mobile: String(body.mobile).slice(0, 10).padEnd(10, '0'), password: String(body.password) } });
      expect(login.data?.status ?? 0).toBe(0);
    });

    it('reports a missing field by name', async () => {
      const { name: _dropped, ...rest } = newPlayer();
      const res = await t.api().POST('/api-user-registration', { body: rest as never });
      expect(res.response.status).toBe(422);
      expect(res.error?.errors).toContainEqual({ field: 'name', message: 'name is required' });
    });

    it('refuses a password of spaces only, or one the product publishes, and makes no account', async () => {
      for (const [password, message] of [
        ['          ', 'A password cannot be only spaces.'],
        ['demo1234', 'This password is published with the product: choose another.'],
      ] as const) {
        const player = newPlayer({ password });
        const res = await t.api().POST('/api-user-registration', { body: player });
        expect(res.error).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'password', message }] });
        expect((await t.api().POST('/api-check-mobile', { body: { mobile: player.mobile } })).data).toMatchObject({ code: 'MOBILE_NOT_REGISTERED' });
      }
    });
  });

  describe.skipIf(skip)('login, profile and bank details', () => {
    it('logs in with mobile and password and sets an httpOnly SameSite cookie', async () => {
      const player = newPlayer();
      await t.api().POST('/api-user-registration', { body: player });
      const res = await t.api().POST('/api-user-login', { body: { mobile: player.mobile, password: player.password } });
      expect(res.data).toMatchObject({ status: 1, code: 'OK', msg: 'Login successful', user_name: player.name, role: 'player' });
      const cookie = res.response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^matka_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
    });

    it('refuses a wrong password with the spec message', async () => {
      const player = newPlayer();
      await t.api().POST('/api-user-registration', { body: player });
      const res = await t.api().POST('/api-user-login', { body: { mobile: player.mobile, password: 'wrong-one' } });
      expect(res.data).toEqual({ status: 0, code: 'INVALID_CREDENTIALS', msg: 'Invalid login details' });
      expect(res.response.headers.get('set-cookie')).toBeNull();
    });

    it('shows and edits the profile; username and mobile stay read-only', async () => {
      const p = await registerAndLogin(t);
      const before = await p.api.POST('/api-get-profile', { body: { user_id: p.userId } });
      expect(before.data?.profile).toEqual([{ user_id: p.userId, user_name: p.name, email: p.email, mobile: p.mobile, wallet_balance: 0, enquiry: '' }]);

      const update = await p.api.POST('/api-profile-update', { body: { user_name: 'Renamed Player', email: p.email, user_id: p.userId } });
      expect(update.data).toEqual({ status: true, code: 'OK', msg: 'Your Profile Successfully Updated.' });
      const refused = await p.api.POST('/api-profile-update', { body: { user_name: 'Another Name', email: 'someone_else' } });
      expect(refused.data).toMatchObject({ status: false, code: 'READ_ONLY_FIELD' });
      const short = await p.api.POST('/api-profile-update', { body: { user_name: 'Abc' } });
      expect(short.response.status).toBe(422);

      const after = await p.api.POST('/api-get-profile', { body: {} });
      expect(after.data?.profile[0]).toMatchObject({ user_name: 'Renamed Player', email: p.email, mobile: p.mobile });
    });

    it('saves, replaces and returns bank details with the section 5 rules', async () => {
      const p = await registerAndLogin(t);
      const none = await p.api.POST('/api-get-user-payment-details', { body: { user_id: p.userId } });
      expect(none.data?.payment_details).toEqual([]);

      const bank = {
        ac_holder_name: 'Ravi Kumar',
        ac_number: '001234567890',
        ifsc_code: 'sbin0001234',
        bank_name: 'State Bank',
        branch_address: 'Andheri East',
      };
      const saved = await p.api.POST('/api-add-user-bank-details', { body: { ...bank, user_id: p.userId } });
      expect(saved.data).toEqual({ status: true, code: 'OK', msg: 'Bank Details Update Successfully !!!' });
      const replaced = await p.api.POST('/api-add-user-bank-details', { body: { ...bank, bank_name: 'HDFC Bank' } });
      expect(replaced.data?.status).toBe(true);
      const got = await p.api.POST('/api-get-user-payment-details', { body: {} });
      expect(got.data?.payment_details).toEqual([{ ...bank, ifsc_code: 'SBIN0001234', bank_name: 'HDFC Bank' }]);

      for (const [field, value] of [
        ['ac_holder_name', 'Abc'],
        ['ac_number', '123'],
        ['ac_number', '12345abc'],
        ['ifsc_code', 'SBIN000123'],
        ['ifsc_code', 'SBIN1001234'],
        ['bank_name', 'AB'],
        ['branch_address', 'x'.repeat(26)],
      ] as const) {
        const bad = await p.api.POST('/api-add-user-bank-details', { body: { ...bank, [field]: value } });
        expect(bad.response.status, `${field}=${value}`).toBe(422);
        expect(bad.error?.errors?.[0]?.field).toBe(field);
      }
      const still = await p.api.POST('/api-get-user-payment-details', { body: {} });
      expect(still.data?.payment_details[0]?.bank_name).toBe('HDFC Bank');
    });
  });

  describe.skipIf(skip)('sessions', () => {
    it('logout revokes the session on the server', async () => {
      const p = await registerAndLogin(t);
      const out = await p.api.POST('/api-user-logout', { body: { user_id: p.userId } });
      expect(out.data).toEqual({ status: true, code: 'OK', msg: 'You are logged out.' });
      expect(out.response.headers.get('set-cookie')).toMatch(/^matka_session=;/);
      const after = await p.api.POST('/api-get-profile', { body: {} });
      expect(after.response.status).toBe(401);
      expect(after.error).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('change password needs the old one, revokes other sessions and keeps this one', async () => {
      const p = await registerAndLogin(t);
      const other = await t.api().POST('/api-user-login', { body: { mobile: p.mobile, password: p.password } });
      const otherApi = t.api(other.data?.token);

      const wrong = await p.api.POST('/api-change-password', { body: { old_password: 'not-it', new_password: 'fresh-pass', confirm_password: 'fresh-pass' } });
      expect(wrong.data).toEqual({ status: false, code: 'WRONG_PASSWORD', msg: 'Old password is incorrect' });
      const mismatch = await p.api.POST('/api-change-password', {
        body: { old_password: p.password, new_password: 'fresh-pass', confirm_password: 'fresh-pasz' },
      });
      expect(mismatch.response.status).toBe(422);
      expect(mismatch.error?.msg).toBe('Password Do Not Match');
      expect((await otherApi.POST('/api-get-profile', { body: {} })).response.status).toBe(200);

      const changed = await p.api.POST('/api-change-password', {
        body: { old_password: p.password, new_password: 'fresh-pass', confirm_password: 'fresh-pass', user_id: p.userId },
      });
      expect(changed.data).toEqual({ status: true, code: 'OK', msg: 'Your password has been changed.' });
      expect((await p.api.POST('/api-get-profile', { body: {} })).response.status).toBe(200);
      expect((await otherApi.POST('/api-get-profile', { body: {} })).response.status).toBe(401);

      const oldLogin = await t.api().POST('/api-user-login', { body: { mobile: p.mobile, password: p.password } });
      expect(oldLogin.data?.status).toBe(0);
      const newLogin = await t.api().POST('/api-user-login', { body: { mobile: p.mobile, password: 'fresh-pass' } });
      expect(newLogin.data?.status).toBe(1);
    });

    it('accepts the session cookie from the same origin and refuses it from another site', async () => {
      const p = await registerAndLogin(t);
      const post = (origin: string) =>
        fetch(`${t.baseUrl}/api-get-profile`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `matka_session=${p.token}`, origin },
          body: '{}',
        });
      expect((await post(t.origin)).status).toBe(200);
      const cross = await post('https://evil.example');
      expect(cross.status).toBe(403);
      expect(await cross.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    });

    it('refuses an unknown app_key and a request without a session', async () => {
      const p = await registerAndLogin(t);
      const badKey = await p.api.POST('/api-get-profile', { body: { app_key: 'some-other-app' } });
      expect(badKey.response.status).toBe(403);
      expect(badKey.error?.code).toBe('APP_KEY_INVALID');
      const noSession = await t.api().POST('/api-get-profile', { body: {} });
      expect(noSession.response.status).toBe(401);
      const forged = await t.api('x'.repeat(43)).POST('/api-get-profile', { body: {} });
      expect(forged.response.status).toBe(401);
    });

    it('rejects a non-JSON body and malformed JSON with clear errors', async () => {
      const p = await registerAndLogin(t);
      const send = (type: string, body: string) =>
        fetch(`${t.baseUrl}/api-get-profile`, { method: 'POST', headers: { 'content-type': type, authorization: `Bearer ${p.token}` }, body });
      const text = await send('text/plain', 'hello');
      expect(text.status).toBe(415);
      expect(await text.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      const broken = await send('application/json', '{"user_id":');
      expect(broken.status).toBe(422);
      expect(await broken.json()).toMatchObject({ code: 'VALIDATION_FAILED', msg: 'The request body is not valid JSON.' });
    });

    it('refuses a body declared compressed, in another character set, or a form where JSON is taken, and changes nothing', async () => {
      const p = await registerAndLogin(t);
      const update = JSON.stringify({ user_name: 'Changed Name' });
      const send = (headers: Record<string, string>, body: BodyInit = update) =>
        fetch(`${t.baseUrl}/api-profile-update`, { method: 'POST', headers: { authorization: `Bearer ${p.token}`, ...headers }, body });
      const form = new FormData();
      form.append('user_name', 'Changed Name');
      const refused = [
        [await send({ 'content-type': 'application/json', 'content-encoding': 'deflate' }), 'Send the body uncompressed, without Content-Encoding.'],
        [
          await send({ 'content-type': 'application/json', 'content-encoding': 'gzip' }, gzipSync(update)),
          'Send the body uncompressed, without Content-Encoding.',
        ],
        [await send({ 'content-type': 'application/json; charset=utf-16' }), 'Send the body in UTF-8.'],
        [await send({}, form), 'Send the body as application/json.'],
      ] as const;
      for (const [res, msg] of refused) {
        expect(res.status).toBe(415);
        expect(await res.json()).toEqual({ status: false, code: 'UNSUPPORTED_MEDIA_TYPE', msg });
      }
      expect((await p.api.POST('/api-get-profile', { body: {} })).data?.profile[0]?.user_name).toBe(p.name);
      // UTF-8 named in any spelling, and the identity encoding, are read as usual.
      expect((await send({ 'content-type': 'application/json; charset=UTF-8', 'content-encoding': 'identity' })).status).toBe(200);
    });
  });

  describe.skipIf(skip)('enquiries', () => {
    it('stores an enquiry from the account and lists it for operators only', async () => {
      const p = await registerAndLogin(t);
      const sent = await p.api.POST('/api-submit-contact-us', {
        body: { enquiry: '  Deposit not credited  ', user_name: 'Forged Name', mobile: '0000000000', email: 'forged', user_id: p.userId },
      });
      expect(sent.data).toEqual({ status: true, code: 'OK', msg: 'Your Enquiry Successfully Updated.' });
      const blank = await p.api.POST('/api-submit-contact-us', { body: { enquiry: '   ' } });
      expect(blank.response.status).toBe(422);
      const profile = await p.api.POST('/api-get-profile', { body: {} });
      expect(profile.data?.profile[0]?.enquiry).toBe('Deposit not credited');

      const asPlayer = await p.api.GET('/admin/enquiries', {});
      expect(asPlayer.response.status).toBe(403);
      const operator = await makeOperator(t);
      const list = await operator.api.GET('/admin/enquiries', { params: { query: { limit: '10' } } });
      expect(list.data?.items[0]).toMatchObject({ user_id: p.userId, name: p.name, username: p.email, mobile: p.mobile, enquiry: 'Deposit not credited' });
    });
  });
});
