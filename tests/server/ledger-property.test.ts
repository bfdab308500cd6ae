/**
 * Random sequences of deposits, approvals, rejections, withdrawals and adjustments, checked after every step:
 * each balance equals the sum of its entries and an independent model, no balance is negative, and no entry
 * ever changes. The database itself refuses to update or delete a ledger entry.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK, deposit, MONDAY_NOON_IST, pngOf } from '../helpers/money.ts';
import { MAX_PENDING_FUND_REQUESTS } from '../../server/modules/funds/add-fund-request.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

type Player = Awaited<ReturnType<typeof registerAndLogin>>;
type Command =
  | { kind: 'deposit'; who: number; amount: number }
  | { kind: 'approveFund' | 'rejectFund' | 'payWithdrawal' | 'returnWithdrawal'; pick: number }
  | { kind: 'withdraw'; who: number; amount: number }
  | { kind: 'adjust'; who: number; amount: number };

const commands: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), who: fc.nat(1), amount: fc.integer({ min: 100, max: 3000 }) }),
  fc.record({ kind: fc.constantFrom('approveFund' as const, 'rejectFund' as const, 'payWithdrawal' as const, 'returnWithdrawal' as const), pick: fc.nat(5) }),
  fc.record({ kind: fc.constant('withdraw' as const), who: fc.nat(1), amount: fc.integer({ min: 500, max: 4000 }) }),
  fc.record({ kind: fc.constant('adjust' as const), who: fc.nat(1), amount: fc.integer({ min: -2000, max: 2000 }).filter((n) => n !== 0) }),
);

describe.each(dialects())('ledger invariants on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  let receipt: Buffer;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    t.clock.set(MONDAY_NOON_IST);
    operator = await makeOperator(t);
    receipt = await pngOf(30, 20);
    await operator.api.PATCH('/admin/settings', { body: { min_withdraw: 500, max_withdraw: 100000, min_deposit: 100, max_deposit: 100000 } });
  });
  afterAll(async () => t?.close());

  async function checkInvariants(players: Player[], model: number[], seen: Map<number, string>) {
    const ids = players.map((p) => Number(p.userId));
    const entries = await t.database.db.selectFrom('ledger_entries').selectAll().where('user_id', 'in', ids).orderBy('id').execute();
    for (const e of entries) {
      const snapshot = JSON.stringify(e);
      const before = seen.get(e.id);
      if (before !== undefined) expect(snapshot, `entry ${e.id} changed`).toBe(before);
      seen.set(e.id, snapshot);
    }
    expect(entries.length).toBe(seen.size);
    for (const [i, p] of players.entries()) {
      const own = entries.filter((e) => e.user_id === Number(p.userId));
      const sum = own.reduce((s, e) => s + e.amount, 0);
      const wallet = await t.database.db.selectFrom('wallets').select('balance').where('user_id', '=', Number(p.userId)).executeTakeFirstOrThrow();
      expect(wallet.balance).toBe(sum);
      expect(wallet.balance).toBe((model[i] ?? 0) * 100);
      expect(wallet.balance).toBeGreaterThanOrEqual(0);
      if (own.length) expect(own[own.length - 1]?.balance_after).toBe(wallet.balance);
      const profile = await p.api.POST('/api-get-profile', { body: {} });
      expect(profile.data?.profile[0]?.wallet_balance).toBe(model[i]);
    }
  }

  it.skipIf(skip)(
    'holds for random sequences of money operations',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(commands, { minLength: 1, maxLength: 18 }), async (cmds) => {
          const players = [await registerAndLogin(t), await registerAndLogin(t)];
          for (const p of players) await p.api.POST('/api-add-user-bank-details', { body: BANK });
          const model = [0, 0];
          const pendingFunds: Array<{ id: string; who: number; amount: number }> = [];
          const pendingWithdrawals: Array<{ id: string; who: number; amount: number }> = [];
          const seen = new Map<number, string>();

          for (const cmd of cmds) {
            switch (cmd.kind) {
              case 'deposit': {
                const res = await deposit(t, players[cmd.who]!.token, cmd.amount, receipt);
                // A player may have only so many requests waiting: one more is refused and changes nothing.
                if (pendingFunds.filter((f) => f.who === cmd.who).length >= MAX_PENDING_FUND_REQUESTS) {
                  expect(res.body).toMatchObject({ status: false, code: 'TOO_MANY_PENDING' });
                  break;
                }
                expect(res.body.status).toBe(true);
                pendingFunds.push({ id: String(res.body.request_id), who: cmd.who, amount: cmd.amount });
                break;
              }
              case 'approveFund':
              case 'rejectFund': {
                const target = pendingFunds.splice(cmd.pick % Math.max(pendingFunds.length, 1), 1)[0];
                if (!target) break;
                const verb = cmd.kind === 'approveFund' ? 'approve' : 'reject';
                const res = await operator.api.POST(`/admin/fund-requests/{request_id}/${verb}`, {
                  params: { path: { request_id: target.id } },
                  body: (verb === 'approve' ? { note: 'property test' } : { reason: 'property test' }) as never,
                });
                expect(res.response.status).toBe(200);
                if (verb === 'approve') model[target.who]! += target.amount;
                break;
              }
              case 'withdraw': {
                const p = players[cmd.who]!;
                const res = await p.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: cmd.amount, payment_method: 'Bank transfer' } });
                const affordable = cmd.amount <= model[cmd.who]!;
                expect(res.data?.status).toBe(affordable);
                if (affordable) {
                  model[cmd.who]! -= cmd.amount;
                  pendingWithdrawals.push({ id: String(res.data?.result?.request_number).slice(3), who: cmd.who, amount: cmd.amount });
                } else {
                  expect(res.data?.code).toBe('INSUFFICIENT_BALANCE');
                }
                break;
              }
              case 'payWithdrawal':
              case 'returnWithdrawal': {
                const target = pendingWithdrawals.splice(cmd.pick % Math.max(pendingWithdrawals.length, 1), 1)[0];
                if (!target) break;
                const verb = cmd.kind === 'payWithdrawal' ? 'approve' : 'reject';
                const res = await operator.api.POST(`/admin/withdrawals/{withdrawal_id}/${verb}`, {
                  params: { path: { withdrawal_id: target.id } },
                  body: (verb === 'approve' ? { note: 'property test' } : { reason: 'property test' }) as never,
                });
                expect(res.response.status).toBe(200);
                if (verb === 'reject') model[target.who]! += target.amount;
                break;
              }
              case 'adjust': {
                const p = players[cmd.who]!;
                const res = await operator.api.POST('/admin/users/{user_id}/wallet-adjustments', {
                  params: { path: { user_id: p.userId } },
                  body: { amount: cmd.amount, reason: 'property test' },
                });
                const possible = model[cmd.who]! + cmd.amount >= 0;
                expect(res.response.status).toBe(possible ? 200 : 409);
                if (possible) model[cmd.who]! += cmd.amount;
                break;
              }
            }
            await checkInvariants(players, model, seen);
          }
        }),
        { numRuns: 40 },
      );
    },
    120_000,
  );

  it.skipIf(skip)('the database refuses to change or delete a ledger entry', async () => {
    const p = await registerAndLogin(t);
    await operator.api.POST('/admin/users/{user_id}/wallet-adjustments', { params: { path: { user_id: p.userId } }, body: { amount: 50, reason: 'seed' } });
    const entry = await t.database.db.selectFrom('ledger_entries').selectAll().where('user_id', '=', Number(p.userId)).executeTakeFirstOrThrow();
    await expect(sql`update ledger_entries set amount = 999999 where id = ${entry.id}`.execute(t.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_entries where id = ${entry.id}`.execute(t.database.db)).rejects.toThrow(/append-only/);
    const after = await t.database.db.selectFrom('ledger_entries').selectAll().where('id', '=', entry.id).executeTakeFirstOrThrow();
    expect(after).toEqual(entry);
  });
});
