/**
 * A fund request sent as JSON with the transaction id (UTR) and no receipt image: refused clearly unless the operator
 * has turned on `fund_request_without_receipt` (off by default, audited), then taken like any other fund request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditDetails } from '../helpers/audit.ts';
import { deposit, nextTxnId, pngOf } from '../helpers/money.ts';
import { dialects, makeOperator, registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

type Player = Awaited<ReturnType<typeof registerAndLogin>>;

const APP_KEY = 'lotus-web-key';
const profiles = [{ app_key: APP_KEY, name: 'React web app (LOTUS365-MATKA)', status: 'boolean', half_sangam: 'unknown' }];

describe.each(dialects())('fund requests with a UTR only on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let operator: Player;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect, { env: { CLIENT_PROFILES: JSON.stringify(profiles) } });
    operator = await makeOperator(t);
    await operator.api.PATCH('/admin/settings', { body: { upi_id: 'matka@upi', min_deposit: 100, max_deposit: 50000 } });
  });
  afterAll(async () => t?.close());

  const sendJson = async (body: Record<string, unknown>, bearer?: string) => {
    const res = await fetch(`${t.origin}/api-fund-request-add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const requestsOf = async (p: Player) => (await operator.api.GET('/admin/fund-requests', { params: { query: { user_id: p.userId } } })).data?.items ?? [];
  const setReceiptless = async (on: boolean) => {
    const res = await operator.api.PATCH('/admin/settings', { body: { fund_request_without_receipt: on } });
    expect(res.data?.fund_request_without_receipt).toBe(on);
  };

  it.skipIf(skip)('is refused with RECEIPT_REQUIRED while the setting is off (the default), and changes nothing', async () => {
    expect((await operator.api.GET('/admin/settings', {})).data?.fund_request_without_receipt).toBe(false);
    const p = await registerAndLogin(t);
    const spec = await sendJson({ request_amount: '500', request_number: nextTxnId() }, p.token);
    expect(spec).toEqual({
      status: 200,
      body: { status: false, code: 'RECEIPT_REQUIRED', msg: 'Please send the payment receipt image with your fund request.' },
    });
    const family = await sendJson({ env_type: 'Prod', app_key: APP_KEY, unique_token: p.token, request_amount: '500', request_number: nextTxnId() });
    expect(family.body).toMatchObject({ status: false, code: 'RECEIPT_REQUIRED' });
    expect(await requestsOf(p)).toHaveLength(0);
    // Without a session it is 401 whatever the setting.
    expect((await sendJson({ request_amount: '500', request_number: nextTxnId() })).status).toBe(401);
  });

  it.skipIf(skip)('once the operator turns it on (audited), takes the UTR as a pending request without a receipt, used once only', async () => {
    await setReceiptless(true);
    try {
      expect((await auditDetails(t, 'settings.update')).at(-1)).toMatchObject({ fund_request_without_receipt: true });

      const p = await registerAndLogin(t);
      const utr = nextTxnId();
      const family = await sendJson({ env_type: 'Prod', app_key: APP_KEY, unique_token: p.token, request_amount: '700', request_number: utr });
      expect(family.body).toMatchObject({ status: true, code: 'OK' });
      const [item] = await requestsOf(p);
      expect(item).toMatchObject({
        amount: 700,
        transaction_id: utr,
        status: 'pending',
        receipt_url: '',
        description: 'UTR only, no receipt',
        duplicate_transaction: false,
      });
      const receipt = await fetch(`${t.baseUrl}/receipts/${item!.id}`, { headers: { authorization: `Bearer ${p.token}` } });
      expect(receipt.status).toBe(404);
      const history = await p.api.POST('/api-fund-request-history', { body: {} });
      expect(history.data?.fund_data[0]).toMatchObject({ request_number: utr, receipt_url: '' });

      // The same UTR again (as JSON or on the form with a receipt) is refused; other checks apply as on the form.
      const q = await registerAndLogin(t);
      expect((await sendJson({ request_amount: '700', request_number: utr }, q.token)).body).toMatchObject({ status: false, code: 'DUPLICATE_TRANSACTION' });
      const form = new FormData();
      for (const [k, v] of Object.entries({ request_amount: '700', request_description: 'Paid', request_number: utr })) form.append(k, v);
      form.append('fund_payment_receipt', new Blob([new Uint8Array(await pngOf(40, 40))], { type: 'image/png' }), 'r.png');
      const onForm = await fetch(`${t.baseUrl}/api-fund-request-add`, { method: 'POST', headers: { authorization: `Bearer ${q.token}` }, body: form });
      expect(await onForm.json()).toMatchObject({ status: false, code: 'DUPLICATE_TRANSACTION' });
      expect((await sendJson({ request_amount: '50', request_number: nextTxnId() }, q.token)).body).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE' });
      expect((await sendJson({ request_amount: '500' }, q.token)).status).toBe(422);
      expect((await sendJson({ request_amount: '500', request_number: nextTxnId(), env_type: 'Prod' }, q.token)).status).toBe(422);
      expect(await requestsOf(q)).toHaveLength(0);

      // Approved, it credits once.
      const approve = await operator.api.POST('/admin/fund-requests/{request_id}/approve', { params: { path: { request_id: item!.id } }, body: {} });
      expect(approve.data?.status).toBe(true);
      expect((await p.api.POST('/api-get-profile', { body: {} })).data?.profile[0]?.wallet_balance).toBe(700);

      // A receipt image on the form is still taken as before.
      expect((await deposit(t, q.token, 200, await pngOf(40, 40))).body).toMatchObject({ status: true });
    } finally {
      await setReceiptless(false);
    }
    const r = await registerAndLogin(t);
    expect((await sendJson({ request_amount: '500', request_number: nextTxnId() }, r.token)).body).toMatchObject({ code: 'RECEIPT_REQUIRED' });
  });
});
