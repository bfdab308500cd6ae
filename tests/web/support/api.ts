/**
 * SDK clients for the route-level suites: the real server (with a cookie jar, as a browser keeps the httpOnly session
 * cookie) and the Prism mock of the contract (answers with the contract's examples; `prefer` picks another example or
 * status for one path, e.g. `code=500`).
 */
import { inject } from 'vitest';
import { type ApiClient, createApiClient } from '../../../sdk/index.ts';

export interface RecordedCall {
  path: string;
  body: unknown;
}

/** A private address per simulated browser: the test server trusts X-Forwarded-For from 127.0.0.1 (TRUST_PROXY), so each test's
 *  player is its own client for the per-address limits (registrations, login failures). */
function clientAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/** A fetch that keeps cookies like a browser does and records each call's path and JSON body. */
export function browserFetch(calls: RecordedCall[] = []) {
  const jar = new Map<string, string>();
  const address = clientAddress();
  const wrapped = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    request.headers.set('x-forwarded-for', address);
    if (jar.size > 0) request.headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // multipart or other non-JSON bodies are recorded as text
    }
    calls.push({ path: new URL(request.url).pathname.replace(/^\/api(?=\/)/, ''), body });
    const response = await fetch(request);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') jar.delete(name.trim());
      else jar.set(name.trim(), value.trim());
    }
    return response;
  };
  return { fetch: wrapped, jar, calls };
}

export function serverUrl(): string {
  return inject('serverUrl');
}

/** A client of the real server with its own cookie jar (one browser). */
export function serverApi(): { api: ApiClient; jar: Map<string, string>; calls: RecordedCall[] } {
  const browser = browserFetch();
  return { api: createApiClient({ baseUrl: `${serverUrl()}/api`, fetch: browser.fetch }), jar: browser.jar, calls: browser.calls };
}

/**
 * A client of the real server (one browser) whose calls to a path containing `match` are recorded with their
 * Idempotency-Key; after `loseNextAnswer()` the next such call reaches the server, which acts, and its answer is lost
 * on the way back (the call fails as a dropped connection does).
 */
export function serverApiLosingAnswers(match: string) {
  const browser = browserFetch();
  const sent: Array<{ path: string; key: string | null }> = [];
  let lose = false;
  const wrapped = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (!path.includes(match)) return browser.fetch(request);
    sent.push({ path, key: request.headers.get('idempotency-key') });
    const response = await browser.fetch(request);
    if (!lose) return response;
    lose = false;
    await response.arrayBuffer();
    throw new TypeError('Failed to fetch');
  };
  const loseNextAnswer = () => {
    lose = true;
  };
  return { api: createApiClient({ baseUrl: `${serverUrl()}/api`, fetch: wrapped }), sent, loseNextAnswer };
}

/**
 * A client of the Prism mock; logged in unless told otherwise. `loggedIn: 'at-login'` starts as a visitor and holds the
 * session from the first successful login on, as a browser keeps the cookie the login sets (Prism sets none).
 * `answers` (by path) answers a call here instead, with a reply made from its JSON body (a list's pages, say), or a
 * promise of one (a reply held back).
 */
export function mockApi(
  options: { loggedIn?: boolean | 'at-login'; prefer?: Record<string, string>; answers?: Record<string, (body: Record<string, unknown>) => unknown> } = {},
): { api: ApiClient; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const recorder = browserFetch(calls);
  const prefer = options.prefer ?? {};
  let session = options.loggedIn !== false && options.loggedIn !== 'at-login';
  const fetchWithPrefer = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const answer = options.answers?.[path];
    if (answer) {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ path, body });
      return new Response(JSON.stringify(await answer(body)), { headers: { 'content-type': 'application/json' } });
    }
    const wanted = prefer[path];
    if (wanted) request.headers.set('Prefer', wanted);
    const response = await recorder.fetch(request);
    if (path === '/api-user-login' && response.ok) {
      const reply = (await response.clone().json()) as { status?: unknown };
      if (reply.status === 1 || reply.status === true) session = true;
    }
    return response;
  };
  const api = createApiClient({ baseUrl: inject('mockUrl'), token: () => (session ? 'test-session' : undefined), fetch: fetchWithPrefer });
  return { api, calls };
}

let counter = 0;

/** Registers a fresh player on the real server and logs this client in (the jar now holds the session cookie). */
export async function newPlayer(api: ApiClient, password = 'secret12') {
  counter += 1;
  const suffix = `${process.pid % 1000}${Date.now() % 100000}${counter}`.slice(-8).padStart(8, '0');
  const player = { name: `Player ${suffix}`, username: `p_${suffix}`, mobile: `7${suffix}0`.slice(0, 10), password };
  const registered = await api.POST('/api-user-registration', {
    body: { name: player.name, email: player.username, mobile: player.mobile, password, confirm_password: password, date_of_birth: '1990-04-12' },
  });
  if (registered.data?.status !== 1) throw new Error(`registration failed: ${JSON.stringify(registered.data ?? registered.error)}`);
  const login = await api.POST('/api-user-login', { body: { mobile: player.mobile, password } });
  if (login.data?.status !== 1) throw new Error(`login failed: ${JSON.stringify(login.data ?? login.error)}`);
  return player;
}
