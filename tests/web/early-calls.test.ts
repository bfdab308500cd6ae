/**
 * The entry asks for who is logged in and for the first screen's data while the app's files download; the app's API
 * client takes each answer for the first identical call it makes, and sends everything else as usual.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Sent {
  path: string;
  body: string;
}

let sent: Sent[];

async function load() {
  vi.resetModules();
  return import('../../web/src/app/early-calls.ts');
}

function signIn() {
  document.cookie = 'matka_signed_in=1; Path=/';
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost/'), init);
      const body = await request.text();
      sent.push({ path: new URL(request.url).pathname, body });
      return new Response(JSON.stringify({ answer: sent.length }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.cookie = 'matka_signed_in=; Max-Age=0; Path=/';
  localStorage.clear();
});

const post = (fetchWith: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>, path: string, body: unknown) =>
  fetchWith(new Request(`http://localhost/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));

describe('early calls', () => {
  it('asks nothing for a visitor (no session hint)', async () => {
    const { askEarly } = await load();
    askEarly('/all_passbook');
    await Promise.resolve();
    expect(sent).toEqual([]);
  });

  it("asks for the profile and the bid screen's day for the chosen game, and the app takes those answers once", async () => {
    signIn();
    localStorage.setItem('game_id', '7');
    const { askEarly, fetchWithEarlyCalls } = await load();
    askEarly('/single');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { path: '/api/api-get-profile', body: '{}' },
      { path: '/api/api-get-current-date', body: '{"game_id":"7"}' },
    ]);
    const day = await (await post(fetchWithEarlyCalls, '/api-get-current-date', { game_id: '7' })).json();
    expect(day).toEqual({ answer: 2 });
    expect(sent).toHaveLength(2);
    // The same call again is a new call: an early answer is used once.
    await post(fetchWithEarlyCalls, '/api-get-current-date', { game_id: '7' });
    expect(sent).toHaveLength(3);
  });

  it('sends a call that differs from the early one (another game) as usual', async () => {
    signIn();
    localStorage.setItem('game_id', '7');
    const { askEarly, fetchWithEarlyCalls } = await load();
    askEarly('/single');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await post(fetchWithEarlyCalls, '/api-get-current-date', { game_id: '8' });
    expect(sent.at(-1)).toEqual({ path: '/api/api-get-current-date', body: '{"game_id":"8"}' });
    expect(sent).toHaveLength(3);
  });

  it('asks no day for a bid screen when no game was chosen on this device', async () => {
    signIn();
    const { earlyCallsFor } = await load();
    expect(earlyCallsFor('/single').map((call) => call.path)).toEqual(['/api/api-get-profile']);
    expect(earlyCallsFor('/add_fund').map((call) => call.path)).toEqual(['/api/api-get-profile', '/api/api-admin-bank-details']);
  });

  it("starts Add Fund's QR image download as soon as the payee's answer is in, and the app still reads that answer", async () => {
    signIn();
    const payee = { status: true, bank_details: [{ ac_holder_name: 'Demo', upi_payment_id: 'demo@upi', qr_image: '/api/settings/qr-image?v=1234abcd' }] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/').pathname;
        sent.push({ path, body: '' });
        return new Response(JSON.stringify(path.endsWith('bank-details') ? payee : {}), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const { askEarly, fetchWithEarlyCalls } = await load();
    askEarly('/add_fund');
    const preload = () => document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    await vi.waitFor(() => expect(preload()).not.toBeNull());
    expect(preload()!.getAttribute('href')).toBe('/api/settings/qr-image?v=1234abcd');
    expect(preload()!.getAttribute('fetchpriority')).toBe('high');
    expect(await (await post(fetchWithEarlyCalls, '/api-admin-bank-details', {})).json()).toEqual(payee);
    preload()!.remove();
  });

  it.each(['https://elsewhere.example/qr.png', '//elsewhere.example/qr.png', '/\\elsewhere.example/qr.png'])(
    'preloads nothing from an answer that names an image on another origin (%s)',
    async (address) => {
      signIn();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify({ bank_details: [{ qr_image: address }] }))),
      );
      const { askEarly } = await load();
      askEarly('/add_fund');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    },
  );

  it('lets an early answer go after ten seconds: the app then asks afresh', async () => {
    signIn();
    vi.useFakeTimers({ toFake: ['Date'] });
    const { askEarly, fetchWithEarlyCalls } = await load();
    askEarly('/all_passbook');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    vi.setSystemTime(Date.now() + 10_001);
    await post(fetchWithEarlyCalls, '/api-wallet-transaction-history', {});
    expect(sent).toHaveLength(3);
  });
});
