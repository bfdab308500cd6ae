/**
 * Identity comes from the session only: every player operation, sent by player B with player A's user_id,
 * is refused with 403 and changes nothing; operator operations refuse players; nothing answers without a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../server/contract/load-contract.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

const contract = loadContract();
const playerOps = contract.operations.filter((op) => op.access === 'player' || op.access === 'optional');
const jsonPlayerOps = playerOps.filter((op) => op.bodyContentType === 'application/json');
const operatorOps = contract.operations.filter((op) => op.access === 'operator');

/** The operation's first contract example with every user_id field set to `userId`. */
function exampleFor(op: (typeof playerOps)[number], userId: string): Record<string, unknown> {
  const example = structuredClone(Object.values(op.requestExamples)[0]) as Record<string, unknown>;
  if (!example) throw new Error(`${op.operationId} has no request example`);
  example.app_key = 'test-app-key';
  if (example.new_result && typeof example.new_result === 'object') (example.new_result as Record<string, unknown>).user_id = userId;
  else example.user_id = userId;
  return example;
}

describe.each(dialects())('authorization on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof registerAndLogin>>;
  let b: Awaited<ReturnType<typeof registerAndLogin>>;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect);
    a = await registerAndLogin(t);
    b = await registerAndLogin(t);
  });
  afterAll(async () => t?.close());

  it('covers the player operations of the contract', () => {
    type Obj = { properties?: Record<string, Obj> };
    for (const op of jsonPlayerOps) {
      const props = (op.body as Obj).properties ?? {};
      const carriesUserId = 'user_id' in props || 'user_id' in (props.new_result?.properties ?? {});
      expect(carriesUserId, `${op.operationId} body has a user_id to forge`).toBe(true);
    }
    expect(jsonPlayerOps.length).toBe(37);
    // The fund request forms are multipart; their identity checks are exercised by the funds and payment slip suites.
    expect(playerOps.filter((op) => !jsonPlayerOps.includes(op) && op.method === 'POST').map((op) => op.operationId)).toEqual([
      'addFundRequest',
      'uploadPaymentSlip',
    ]);
  });

  it.skipIf(skip).each(jsonPlayerOps.map((op) => [op.operationId, op] as const))("%s refuses player B sending player A's user_id", async (_id, op) => {
    const res = await fetch(`${t.baseUrl}${op.path}`, {
      method: op.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
      body: JSON.stringify(exampleFor(op, a.userId)),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      status: false,
      code: 'NOT_SESSION_PLAYER',
      msg: 'This request is for another player than the one logged in now, so nothing was done. Check which account is logged in.',
    });
  });

  it.skipIf(skip)("a request for another player is told so before the session player's own blocks", async () => {
    const c = await registerAndLogin(t);
    const operator = await makeOperator(t);
    const blocked = await operator.api.PATCH('/admin/players/{user_id}/status', {
      params: { path: { user_id: c.userId } },
      body: { betting_blocked: true, withdrawals_blocked: true, reason: 'Checking the order of refusals' },
    });
    expect(blocked.response.status).toBe(200);
    const slip = {
      gameid: '1',
      Gamename: 'ANY',
      pana: 'Single Digit' as const,
      session: 'Open' as const,
      totalbit: 10,
      result: [{ points: 10, digits: '1', session: 'Open' as const }],
    };
    const forged = [
      await c.api.POST('/api-submit-bid', { body: { new_result: { ...slip, user_id: a.userId } } }),
      await c.api.POST('/api-user-withdraw-fund-request', { body: { request_amount: 500, payment_method: 'Bank', user_id: a.userId } }),
    ];
    for (const res of forged) expect(res.error).toMatchObject({ code: 'NOT_SESSION_PLAYER' });
    // Their own requests meet their own blocks.
    expect((await c.api.POST('/api-submit-bid', { body: { new_result: { ...slip, user_id: c.userId } } })).data?.code).toBe('BETTING_BLOCKED');
  });

  it.skipIf(skip)('a refused cross-player request changes nothing', async () => {
    const before = await a.api.POST('/api-get-profile', { body: {} });
    const forged = await b.api.POST('/api-profile-update', { body: { user_name: 'Hijacked Name', user_id: a.userId } });
    expect(forged.response.status).toBe(403);
    const bank = { ac_holder_name: 'Mallory Bad', ac_number: '99999999', ifsc_code: 'EVIL0123456', bank_name: 'Evil Bank', branch_address: 'Nowhere' };
    expect((await b.api.POST('/api-add-user-bank-details', { body: { ...bank, user_id: a.userId } })).response.status).toBe(403);
    const after = await a.api.POST('/api-get-profile', { body: {} });
    expect(after.data).toEqual(before.data);
    expect((await a.api.POST('/api-get-user-payment-details', { body: {} })).data?.payment_details).toEqual([]);
  });

  it.skipIf(skip).each(playerOps.filter((op) => op.access === 'player').map((op) => [op.operationId, op] as const))(
    '%s answers 401 without a session',
    async (_id, op) => {
      const body = op.bodyContentType === 'application/json' ? JSON.stringify(exampleFor(op, '')) : undefined;
      const url = `${t.baseUrl}${op.path.replace('{request_id}', '1')}`;
      const res = await fetch(url, { method: op.method, headers: body ? { 'content-type': 'application/json' } : {}, body });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ status: false, code: 'UNAUTHENTICATED' });
    },
  );

  it('covers the operator console operations', () => {
    const console = ['listPlayers', 'getPlayer', 'updatePlayerStatus', 'logoutPlayerEverywhere', 'listBids', 'getAdminDashboard'];
    console.push('previewResult', 'previewCorrection', 'listResultHistory', 'getBidReport', 'getSellReport', 'exportCsv', 'listAnnouncements');
    expect(operatorOps.map((op) => op.operationId)).toEqual(expect.arrayContaining(console));
  });

  it.skipIf(skip).each(operatorOps.map((op) => [op.operationId, op] as const))('%s refuses a player (403) and a visitor (401)', async (_id, op) => {
    const asPlayer = await fetch(`${t.baseUrl}${op.path}`, { method: op.method, headers: { authorization: `Bearer ${a.token}` } });
    expect(asPlayer.status).toBe(403);
    const asVisitor = await fetch(`${t.baseUrl}${op.path}`, { method: op.method });
    expect(asVisitor.status).toBe(401);
  });
});
