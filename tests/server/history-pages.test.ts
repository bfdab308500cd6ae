/**
 * A player's fund and withdrawal request histories list the newest 200, and notifications the newest 100, then, asked
 * with the last one listed, the older ones: none twice, none left out, never another player's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUND_HISTORY_ROWS } from '../../server/modules/funds/fund-requests.ts';
import { NOTIFICATION_ROWS } from '../../server/modules/notifications/player-notifications.ts';
import { WITHDRAW_HISTORY_ROWS } from '../../server/modules/withdrawals/withdraw-info.ts';
import { dialects, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

type Player = Awaited<ReturnType<typeof registerAndLogin>>;

describe.each(dialects())('history pages on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let p: Player;
  let other: Player;
  const extra = 3;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    p = await registerAndLogin(t);
    other = await registerAndLogin(t);
    // Decided requests written as rows (only the lists are read here; the requests' money paths have their own tests).
    const at = t.clock.now();
    const user_id = Number(p.userId);
    const decided = { status: 'rejected' as const, remark: 'Not received', created_at: at, decided_at: at, decided_by: null };
    const funds = Array.from({ length: FUND_HISTORY_ROWS + extra }, (_, i) => ({
      ...decided,
      user_id,
      amount: (i + 1) * 100,
      description: `Request ${i + 1}`,
      txn_id: String(400_000_000_000 + i),
      receipt_file: '',
      receiver_upi_id: 'matka@upi',
    }));
    const withdrawals = Array.from({ length: WITHDRAW_HISTORY_ROWS + extra }, (_, i) => ({
      ...decided,
      user_id,
      amount: (i + 1) * 100, // i + 1 points
      payment_method: 'Bank transfer',
      bank_json: '{}',
    }));
    await t.database.db.insertInto('fund_requests').values(funds).execute();
    await t.database.db.insertInto('withdrawals').values(withdrawals).execute();
    // The player's own notices and announcements to every player, interleaved; and one to the other player only.
    const notices = Array.from({ length: NOTIFICATION_ROWS + extra }, (_, i) => ({
      user_id: i % 2 === 0 ? user_id : null,
      kind: i % 2 === 0 ? 'fund_rejected' : 'announcement',
      title: `Notice ${i + 1}`,
      message: 'Read me',
      created_at: at,
    }));
    await t.database.db.insertInto('notifications').values(notices).execute();
    await t.database.db
      .insertInto('notifications')
      .values({ user_id: Number(other.userId), kind: 'fund_rejected', title: 'Not yours', message: 'Private', created_at: at })
      .execute();
  });
  afterAll(async () => t?.close());

  const ordered = (ids: string[]) => expect(ids.map(Number)).toEqual(ids.map(Number).sort((a, b) => b - a));

  it.skipIf(skip)('fund history: the newest 200, then the older ones from the last listed', async () => {
    const first = (await p.api.POST('/api-fund-request-history', { body: {} })).data!;
    expect(first.fund_data).toHaveLength(FUND_HISTORY_ROWS);
    expect(first.more).toBe(true);
    expect(first.fund_data[0]?.request_description).toBe(`Request ${FUND_HISTORY_ROWS + extra}`);
    const last = first.fund_data.at(-1)!.request_id;
    const older = (await p.api.POST('/api-fund-request-history', { body: { before: last } })).data!;
    expect(older.fund_data.map((r) => r.request_description)).toEqual(['Request 3', 'Request 2', 'Request 1']);
    expect(older.more).toBe(false);
    const ids = [...first.fund_data, ...older.fund_data].map((r) => r.request_id);
    expect(new Set(ids).size).toBe(FUND_HISTORY_ROWS + extra);
    ordered(ids);
    expect((await other.api.POST('/api-fund-request-history', { body: { before: last } })).data).toMatchObject({ fund_data: [], more: false });
    expect((await p.api.POST('/api-fund-request-history', { body: { before: 'x1' as never } })).response.status).toBe(422);
  });

  it.skipIf(skip)('withdraw history: the newest 200 with the window, then the older ones from the last listed', async () => {
    const first = (await p.api.POST('/api-user-withdraw-transaction-history', { body: {} })).data!;
    expect(first.withdrawdata).toHaveLength(WITHDRAW_HISTORY_ROWS);
    expect(first.more).toBe(true);
    expect(first.withdrawdata[0]?.request_amount).toBe(WITHDRAW_HISTORY_ROWS + extra);
    expect(first.withdrawdata[0]?.request_number).toBe(`WD-${first.withdrawdata[0]?.request_id}`);
    const last = first.withdrawdata.at(-1)!.request_id;
    const older = (await p.api.POST('/api-user-withdraw-transaction-history', { body: { before: last } })).data!;
    expect(older.withdrawdata.map((r) => r.request_amount)).toEqual([3, 2, 1]);
    expect(older.more).toBe(false);
    expect(older.min_withdraw).toBe(first.min_withdraw);
    const ids = [...first.withdrawdata, ...older.withdrawdata].map((r) => r.request_id);
    expect(new Set(ids).size).toBe(WITHDRAW_HISTORY_ROWS + extra);
    ordered(ids);
    const theirs = (await other.api.POST('/api-user-withdraw-transaction-history', { body: { before: last } })).data!;
    expect(theirs).toMatchObject({ withdrawdata: [], more: false });
  });

  it.skipIf(skip)("notifications: the newest 100, then the older ones from the last listed, never another player's", async () => {
    const first = (await p.api.POST('/api-get-notification', { body: {} })).data!;
    expect(first.notification).toHaveLength(NOTIFICATION_ROWS);
    expect(first.more).toBe(true);
    expect(first.notification[0]?.title).toBe(`Notice ${NOTIFICATION_ROWS + extra}`);
    expect(first.notification.map((n) => n.title)).not.toContain('Not yours');
    const last = first.notification.at(-1)!.notification_id;
    const older = (await p.api.POST('/api-get-notification', { body: { before: last } })).data!;
    expect(older.notification.map((n) => n.title)).toEqual(['Notice 3', 'Notice 2', 'Notice 1']);
    expect(older.more).toBe(false);
    const ids = [...first.notification, ...older.notification].map((n) => n.notification_id);
    expect(new Set(ids).size).toBe(NOTIFICATION_ROWS + extra);
    ordered(ids);
    // The other player: the announcements and their own notice, not this player's.
    const theirs = (await other.api.POST('/api-get-notification', { body: {} })).data!;
    expect(theirs.notification.map((n) => n.title)).toContain('Not yours');
    expect(theirs.notification.every((n) => n.kind === 'announcement' || n.title === 'Not yours')).toBe(true);
  });
});
