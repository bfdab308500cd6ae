/**
 * The console's route-level suites: an operator browser on the real server, optionally with some operator GET calls
 * answered by the test instead (a fixed page, a page that never arrives, an error), so each screen's loading, empty,
 * error and paging states can be seen on demand. Everything else goes to the real server.
 */
import sharp from 'sharp';
import { type ApiClient, createApiClient } from '../../../sdk/index.ts';
import { browserFetch, type RecordedCall, serverUrl } from '../support/api.ts';
import { OPERATOR } from '../support/global-setup.ts';

type Reply = { status: number; body: unknown };
/** A fixed reply, one that never arrives, or a function of the URL (undefined: let the real server answer). */
export type Answer = 'pending' | Reply | ((url: URL) => Reply | undefined);

/** An SDK client of the real server with its own cookie jar; `answers` (by API path, GET only) are answered here. */
export function consoleApi(answers: Record<string, Answer> = {}): { api: ApiClient; calls: RecordedCall[]; jar: Map<string, string> } {
  const browser = browserFetch();
  const wrapped = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = request.method === 'GET' ? answers[url.pathname.replace(/^\/api/, '')] : undefined;
    if (answer === undefined) return browser.fetch(request);
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    const reply = typeof answer === 'function' ? answer(url) : answer;
    if (!reply) return browser.fetch(request);
    const { status, body } = reply;
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  };
  return { api: createApiClient({ baseUrl: `${serverUrl()}/api`, fetch: wrapped }), calls: browser.calls, jar: browser.jar };
}

export async function loginOperator(api: ApiClient): Promise<void> {
  const login = await api.POST('/api-user-login', { body: OPERATOR });
  if (login.data?.status !== 1) throw new Error(`operator login failed: ${JSON.stringify(login.data ?? login.error)}`);
}

let session: Promise<[string, string][]> | undefined;

/** A logged-in operator browser; the suites of one file share one operator session (logging in hashes a password). */
export async function operatorApi(answers: Record<string, Answer> = {}) {
  session ??= (async () => {
    const first = consoleApi();
    await loginOperator(first.api);
    return [...first.jar];
  })();
  const client = consoleApi(answers);
  for (const [name, value] of await session) client.jar.set(name, value);
  return client;
}

/** An empty page for a list call that records the query of every ask (what the screen asked for). */
export function recordingEmptyPage(): { asked: Array<Record<string, string>>; answer: Answer } {
  const asked: Array<Record<string, string>> = [];
  const answer = (url: URL) => {
    asked.push(Object.fromEntries(url.searchParams));
    return { status: 200, body: { items: [], total: 0, limit: 20, offset: 0, next_before: null } };
  };
  return { asked, answer };
}

export const SERVER_ERROR = { status: 500, body: { status: false, code: 'INTERNAL', msg: 'The server could not answer.' } };

let txn = 500000000000 + (process.pid % 1000) * 1000;

/** Sends a deposit request with a real PNG receipt as the player of `api`'s cookie jar would. */
export async function sendDeposit(playerFetch: typeof fetch, amount: number): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#22aa55' } })
    .png()
    .toBuffer();
  const transactionId = String((txn += 1));
  const form = new FormData();
  form.append('request_amount', String(amount));
  form.append('request_description', 'Paid by UPI');
  form.append('request_number', transactionId);
  form.append('insert_date', '2026/11/23');
  form.append('fund_payment_receipt', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'receipt.png');
  const response = await playerFetch(`${serverUrl()}/api/api-fund-request-add`, { method: 'POST', body: form });
  const reply = (await response.json()) as { status: boolean; msg: string };
  if (!reply.status) throw new Error(`deposit refused: ${reply.msg}`);
  return transactionId;
}
