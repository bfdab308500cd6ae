/**
 * Operator accounts: operators add one another, end another's sessions, and suspend or reactivate another (audited);
 * no one suspends their own account, and two suspending each other at once leave one active. An operator's session
 * lasts a working day.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as holdOperatorSessions } from '../../server/db/migrations/017-operator-session-length.ts';
import { actAs } from '../../server/lib/acting-session.ts';
import { digest } from '../../server/modules/auth/sessions.ts';
import { changeOperatorStatus } from '../../server/modules/operators/change-operator-status.ts';
import { adjustWallet } from '../../server/modules/wallet/adjust-wallet.ts';
import { deposit, pngOf } from '../helpers/money.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

type Operator = Awaited<ReturnType<typeof makeOperator>>;
let mobiles = 0;
const newMobile = () => `97${String(process.pid % 1000).padStart(3, '0')}${String((mobiles += 1)).padStart(5, '0')}`;

describe.each(dialects())('operator accounts on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let first: Operator;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    first = await makeOperator(t);
  });
  afterAll(async () => t?.close());

  const login = (mobile: string, password: string) => t.api().POST('/api-user-login', { body: { mobile, password } });
  const OWN_PASSWORD = 'my-own-secret';
  /** Adds an operator through the API; it logs in and changes the password it was given, as the console asks. */
  let names = 0;
  async function added(by: Operator, name = `Asha Patil ${(names += 1)}`) {
    const mobile = newMobile();
    const res = await by.api.POST('/admin/operators', { body: { name, mobile, password: 'long-and-secret' } });
    expect(res.data).toMatchObject({ status: true, code: 'OK', msg: `Operator ${name} added.`, operator: { name, mobile, suspended: false, you: false } });
    const session = await login(mobile, 'long-and-secret');
    expect(session.data).toMatchObject({ status: 1, role: 'operator', password_change_required: true });
    const api = t.api(session.data!.token!);
    const change = { old_password: 'long-and-secret', new_password: OWN_PASSWORD, confirm_password: OWN_PASSWORD };
    expect((await api.POST('/api-change-password', { body: change })).data).toMatchObject({ status: true });
    return { id: res.data!.operator.id, name, mobile, api, token: session.data!.token! };
  }
  const status = (by: Operator | { api: Operator['api'] }, id: string, suspended: boolean) =>
    by.api.PATCH('/admin/operators/{user_id}/status', { params: { path: { user_id: id } }, body: { suspended, reason: 'Left the team' } });
  const alive = async (api: Operator['api']) => (await api.GET('/admin/operators')).response.status === 200;

  it.skipIf(skip)('adds an operator who logs in to the console; refuses a taken mobile, a published or short password', async () => {
    const asha = await added(first);
    const list = await first.api.GET('/admin/operators');
    expect(list.data?.items).toContainEqual(expect.objectContaining({ id: first.userId, you: true, suspended: false, live_sessions: 1 }));
    expect(list.data?.items).toContainEqual(expect.objectContaining({ id: asha.id, you: false, live_sessions: 1 }));
    const player = await registerAndLogin(t);
    const taken = await first.api.POST('/admin/operators', { body: { name: 'Someone Else', mobile: player.mobile, password: 'long-and-secret' } });
    expect(taken.response.status).toBe(422);
    expect(taken.error).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'mobile', message: 'This mobile number already has an account.' }] });
    const published = await first.api.POST('/admin/operators', { body: { name: 'Someone Else', mobile: newMobile(), password: 'change-me-now' } });
    expect(published.error).toMatchObject({ errors: [{ field: 'password' }] });
    const short = await first.api.POST('/admin/operators', { body: { name: 'Someone Else', mobile: newMobile(), password: 'short' } });
    expect(short.response.status).toBe(422);
    const audit = await first.api.GET('/admin/audit-log', { params: { query: { action: 'operator.add' } } });
    expect(audit.data?.items[0]).toMatchObject({ actor_id: first.userId, target_id: asha.id, details: { name: asha.name, mobile: asha.mobile } });
    // Players cannot see or touch operator accounts; a player's id is no operator.
    expect((await player.api.GET('/admin/operators')).response.status).toBe(403);
    expect((await status(first, player.userId, true)).response.status).toBe(404);
  });

  it.skipIf(skip)('an operator added by another changes the password it was given before the console opens', async () => {
    const mobile = newMobile();
    await first.api.POST('/admin/operators', { body: { name: 'New Hire', mobile, password: 'given-password' } });
    const session = await login(mobile, 'given-password');
    expect(session.data).toMatchObject({ status: 1, password_change_required: true });
    const api = t.api(session.data!.token!);
    const held = await api.GET('/admin/operators');
    expect(held.response.status).toBe(403);
    expect(held.error).toEqual({ status: false, code: 'PASSWORD_CHANGE_REQUIRED', msg: 'Change the password you were given before using the console.' });
    const same = await api.POST('/api-change-password', {
      body: { old_password: 'given-password', new_password: 'given-password', confirm_password: 'given-password' },
    });
    expect(same.response.status).toBe(422);
    expect(same.error?.msg).toBe('Choose a new password: this is the one you have now.');
    expect((await api.GET('/admin/operators')).response.status).toBe(403);
    const changed = await api.POST('/api-change-password', {
      body: { old_password: 'given-password', new_password: OWN_PASSWORD, confirm_password: OWN_PASSWORD },
    });
    expect(changed.data).toMatchObject({ status: true });
    expect((await api.GET('/admin/operators')).response.status).toBe(200);
    expect((await login(mobile, OWN_PASSWORD)).data).toMatchObject({ status: 1, password_change_required: false });
  });

  it.skipIf(skip)('before that change such an operator reads no receipt either; published or blank passwords are refused', async () => {
    const player = await registerAndLogin(t);
    expect((await deposit(t, player.token, 500, await pngOf(40, 40))).body).toMatchObject({ status: true });
    const requests = await first.api.GET('/admin/fund-requests', { params: { query: { user_id: player.userId } } });
    const receipt = `${t.baseUrl}/receipts/${requests.data!.items[0]!.id}`;
    const mobile = newMobile();
    await first.api.POST('/admin/operators', { body: { name: 'Receipt Reader', mobile, password: 'given-password' } });
    const token = (await login(mobile, 'given-password')).data!.token!;
    const held = await fetch(receipt, { headers: { authorization: `Bearer ${token}` } });
    expect(held.status).toBe(403);
    expect(await held.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    const api = t.api(token);
    for (const [password, message] of [
      ['demo1234', 'This password is published with the product: choose another.'],
      ['        ', 'A password cannot be only spaces.'],
    ] as const) {
      const refused = await api.POST('/api-change-password', { body: { old_password: 'given-password', new_password: password, confirm_password: password } });
      expect(refused.error).toMatchObject({ code: 'VALIDATION_FAILED', msg: message });
    }
    const blank = await first.api.POST('/admin/operators', { body: { name: 'Blank Password', mobile: newMobile(), password: '         ' } });
    expect(blank.error).toMatchObject({ errors: [{ field: 'password', message: 'A password cannot be only spaces.' }] });
    await api.POST('/api-change-password', { body: { old_password: 'given-password', new_password: OWN_PASSWORD, confirm_password: OWN_PASSWORD } });
    expect((await fetch(receipt, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const log = await first.api.GET('/admin/audit-log', { params: { query: { action: 'operator.password' } } });
    expect(log.data?.items[0]).toMatchObject({ actor_name: 'Receipt Reader', target_type: 'user' });
  });

  it.skipIf(skip)("an operator's username tells nothing of the mobile; a rename is audited and never another operator's name", async () => {
    const asha = await added(first, 'Rename Me');
    const list = await first.api.GET('/admin/operators');
    const row = list.data!.items.find((o) => o.id === asha.id)!;
    expect(row.username).toMatch(/^operator_[0-9a-f]{8}$/);
    expect(row.username).not.toContain(asha.mobile.slice(-4));
    const firstName = list.data!.items.find((o) => o.you)!.name;
    const taken = await asha.api.POST('/api-profile-update', { body: { user_name: firstName.toUpperCase() } });
    expect(taken.error).toMatchObject({ code: 'VALIDATION_FAILED', msg: 'Another operator account has this name.' });
    expect((await asha.api.POST('/api-profile-update', { body: { user_name: 'Renamed Operator' } })).data).toMatchObject({ status: true });
    const log = await first.api.GET('/admin/audit-log', { params: { query: { action: 'operator.rename' } } });
    expect(log.data?.items[0]).toMatchObject({ actor_id: asha.id, actor_name: 'Rename Me', details: { from: 'Rename Me', to: 'Renamed Operator' } });
  });

  it.skipIf(skip)('no two operators share a name: not when one is added, not when two rename at once', async () => {
    const list = await first.api.GET('/admin/operators');
    const firstName = list.data!.items.find((o) => o.you)!.name;
    const clash = await first.api.POST('/admin/operators', { body: { name: firstName.toLowerCase(), mobile: newMobile(), password: 'long-and-secret' } });
    expect(clash.error).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'name', message: 'Another operator account has this name.' }] });
    for (let round = 0; round < 4; round += 1) {
      const [a, b] = [await added(first, `Twin A${round}`), await added(first, `Twin B${round}`)];
      const both = await Promise.all([a, b].map((o) => o.api.POST('/api-profile-update', { body: { user_name: `Same Name ${round}` } })));
      expect(both.map((r) => r.response.status).sort()).toEqual([200, 422]);
    }
  });

  it.skipIf(skip)('a request of a session ended meanwhile changes no operator account', async () => {
    const [a, b] = [await added(first, 'In Flight'), await added(first, 'Target One')];
    const session = await t.database.db.selectFrom('sessions').select('id').where('user_id', '=', Number(a.id)).executeTakeFirstOrThrow();
    // The caller's sessions end (another operator did it) while its request is past the session check.
    await first.api.POST('/admin/operators/{user_id}/logout', { params: { path: { user_id: a.id } }, body: {} });
    const late = changeOperatorStatus(t.database.db, {
      operatorId: Number(a.id),
      sessionId: session.id,
      userId: Number(b.id),
      suspended: true,
      reason: 'too late',
      now: t.clock.now(),
    });
    await expect(late).rejects.toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await first.api.GET('/admin/operators')).data?.items.find((o) => o.id === b.id)?.suspended).toBe(false);
  });

  it.skipIf(skip)("an operator's money action in flight when its sessions end or its account is suspended changes nothing", async () => {
    const cashier = await added(first, 'Cashier In Flight');
    const player = await registerAndLogin(t);
    const balance = async () => (await player.api.POST('/api-user-wallet-balance', { body: {} })).data?.wallet_amt;
    const credit = (sessionId: string | undefined, reason: string) => {
      const run = () =>
        adjustWallet(t.database.db, t.database.dialect, {
          operatorId: Number(cashier.id),
          userId: Number(player.userId),
          body: { amount: 100, reason },
          idempotencyKey: undefined,
          now: t.clock.now(),
        });
      return sessionId ? actAs({ userId: Number(cashier.id), sessionId }, run) : run();
    };
    const gone = { statusCode: 403, code: 'FORBIDDEN', message: 'Your account was suspended or your session ended meanwhile: nothing changed.' };
    const before = await balance();
    // Past its session check, the request's session is ended by another operator: the credit is refused.
    const ended = digest(cashier.token);
    await first.api.POST('/admin/operators/{user_id}/logout', { params: { path: { user_id: cashier.id } }, body: { reason: 'Laptop lost' } });
    await expect(credit(ended, 'after the logout')).rejects.toMatchObject(gone);
    // Logged in again, the account is suspended meanwhile: refused, whatever session it names (or none).
    const again = await login(cashier.mobile, OWN_PASSWORD);
    const live = digest(again.data!.token!);
    expect((await t.api(again.data!.token!).GET('/admin/operators')).response.status).toBe(200);
    await credit(live, 'while active');
    await status(first, cashier.id, true);
    await expect(credit(live, 'after the suspension')).rejects.toMatchObject(gone);
    await expect(credit(undefined, 'after the suspension')).rejects.toMatchObject(gone);
    expect(await balance()).toBe(String(Number(before) + 100));
    const entries = await first.api.GET('/admin/audit-log', { params: { query: { action: 'wallet.adjust' } } });
    expect(entries.data?.items.filter((i) => i.actor_id === cashier.id).map((i) => i.details.reason)).toEqual(['while active']);
  });

  it.skipIf(skip || dialect !== 'postgres')("a request's own session is checked where its action commits, and its operator's row is held", async () => {
    const cashier = await added(first, 'Cashier Held');
    const player = await registerAndLogin(t);
    const adjust = (reason: string) =>
      cashier.api.POST('/admin/users/{user_id}/wallet-adjustments', { params: { path: { user_id: player.userId } }, body: { amount: 100, reason } });
    const waiting = async () =>
      Number(
        (
          await sql<{ n: number }>`select count(*) as n from pg_stat_activity
            where cardinality(pg_blocking_pids(pid)) > 0 and query like '%for share%'`.execute(t.database.db)
        ).rows[0]!.n,
      );
    let late: ReturnType<typeof adjust> | undefined;
    // The request passes its session check and waits for the operator's row, which the ending of its sessions holds.
    await t.database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', Number(cashier.id)).forUpdate().execute();
      late = adjust('held');
      for (let i = 0; i < 200 && (await waiting()) === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
      expect(await waiting()).toBe(1);
      await trx
        .updateTable('users')
        .set((eb) => ({ session_gen: eb('session_gen', '+', 1) }))
        .where('id', '=', Number(cashier.id))
        .execute();
    });
    const refused = await late!;
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'FORBIDDEN', msg: 'Your account was suspended or your session ended meanwhile: nothing changed.' });
    expect((await player.api.POST('/api-user-wallet-balance', { body: {} })).data?.wallet_amt).toBe('0');
  });

  it.skipIf(skip)("ends another operator's sessions, audited", async () => {
    const asha = await added(first);
    const ended = await first.api.POST('/admin/operators/{user_id}/logout', { params: { path: { user_id: asha.id } }, body: { reason: 'Laptop lost' } });
    expect(ended.data).toEqual({ status: true, code: 'OK', msg: '1 session ended.', sessions_ended: 1 });
    expect(await alive(asha.api)).toBe(false);
    const audit = await first.api.GET('/admin/audit-log', { params: { query: { action: 'operator.logout' } } });
    expect(audit.data?.items[0]).toMatchObject({ target_id: asha.id, details: { sessions_ended: 1, reason: 'Laptop lost' } });
  });

  it.skipIf(skip)('suspends another operator (sessions end, login refused) and reactivates; never its own account', async () => {
    const asha = await added(first);
    const self = await status(first, first.userId, true);
    expect(self.response.status).toBe(403);
    expect(self.error?.msg).toBe('You cannot suspend your own account: another operator must.');
    const suspended = await status(first, asha.id, true);
    expect(suspended.data).toMatchObject({
      code: 'OK',
      msg: `Operator ${asha.name} suspended; 1 session ended.`,
      operator: { suspended: true, live_sessions: 0 },
    });
    expect(await alive(asha.api)).toBe(false);
    expect((await login(asha.mobile, OWN_PASSWORD)).data).toMatchObject({ code: 'ACCOUNT_BLOCKED' });
    expect((await status(first, asha.id, true)).data).toMatchObject({ code: 'UNCHANGED', msg: `Nothing changed: ${asha.name} was already suspended.` });
    expect((await status(first, asha.id, false)).data).toMatchObject({ code: 'OK', msg: `Operator ${asha.name} reactivated.`, operator: { suspended: false } });
    expect((await login(asha.mobile, OWN_PASSWORD)).data).toMatchObject({ status: 1, password_change_required: false });
    const audit = await first.api.GET('/admin/audit-log', { params: { query: { action: 'operator.status' } } });
    expect(audit.data?.items.slice(0, 2).map((i) => i.details)).toEqual([
      { suspended: false, sessions_ended: 0, reason: 'Left the team' },
      { suspended: true, sessions_ended: 1, reason: 'Left the team' },
    ]);
  });

  it.skipIf(skip)('two operators suspending each other at once leave exactly one of them active', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = [await added(first, `Operator One ${round}`), await added(first, `Operator Two ${round}`)];
      const results = await Promise.all([status(a, b.id, true), status(b, a.id, true)]);
      // The loser was suspended first: by its session check (401) or, in flight, under the lock (403).
      const [won, lost] = results.map((r) => r.response.status).sort();
      expect(won).toBe(200);
      expect([401, 403]).toContain(lost);
      const list = await first.api.GET('/admin/operators');
      const states = [a.id, b.id].map((id) => list.data?.items.find((o) => o.id === id)?.suspended);
      expect(states.filter((s) => s === false)).toHaveLength(1);
    }
  });

  it.skipIf(skip)('the session cookie lasts as long as the session: 12 hours for an operator, 30 days for a player', async () => {
    const asha = await added(first);
    const player = await registerAndLogin(t);
    const maxAge = async (mobile: string, password: string) => {
      const res = await fetch(`${t.baseUrl}/api-user-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, password }),
      });
      return res.headers.getSetCookie().map((c) => /Max-Age=(\d+)/.exec(c)?.[1]);
    };
    expect(await maxAge(asha.mobile, OWN_PASSWORD)).toEqual(['43200', '43200']);
    expect(await maxAge(player.mobile, player.password)).toEqual(['2592000', '2592000']);
  });

  it.skipIf(skip)('sessions an operator opened before the 12-hour rule are held to it (migration 017)', async () => {
    const asha = await added(first);
    const player = await registerAndLogin(t);
    const thirtyDays = 30 * 24 * 3_600_000;
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: sql`created_at + ${thirtyDays}` })
      .execute();
    await holdOperatorSessions(t.database.db as never, t.database.dialect);
    const lengths = async (userId: string) =>
      (await t.database.db.selectFrom('sessions').select(['created_at', 'expires_at']).where('user_id', '=', Number(userId)).execute()).map(
        (r) => Number(r.expires_at) - Number(r.created_at),
      );
    expect(await lengths(asha.id)).toEqual([12 * 3_600_000]);
    expect(await lengths(player.userId)).toEqual([thirtyDays]);
  });

  it.skipIf(skip)("an operator's session lasts 12 hours, a player's 30 days", async () => {
    const asha = await added(first);
    const player = await registerAndLogin(t);
    const session = await login(asha.mobile, OWN_PASSWORD);
    expect(Date.parse(session.data!.expires_at!) - t.clock.now()).toBe(12 * 3_600_000);
    const api = t.api(session.data!.token!);
    t.clock.advance(12 * 3_600_000 - 1000);
    expect(await alive(api)).toBe(true);
    t.clock.advance(2000);
    expect(await alive(api)).toBe(false);
    expect((await player.api.POST('/api-get-profile', { body: {} })).response.status).toBe(200);
  });
});
