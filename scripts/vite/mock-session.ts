/**
 * `npm run dev:mock`: the Prism mock answers a login with the contract's example but sets no cookie, so the web app
 * never saw a session and every logged-in screen sent it back to the login. Through the dev server's proxy a
 * successful login or registration sets the two cookies the server sets (the session and the hint that one exists;
 * Prism takes any session cookie), and a logout clears them, so the whole app can be worked on against the mock.
 */
import type { IncomingMessage } from 'node:http';

const SET = ['matka_session=mock-session; Path=/; HttpOnly; SameSite=Strict', 'matka_signed_in=1; Path=/; SameSite=Strict'];
const CLEAR = ['matka_session=; Path=/; Max-Age=0', 'matka_signed_in=; Path=/; Max-Age=0'];

/** The cookies the real server would set for this answer of the mock, if any (by the path asked, with /api or not). */
export function mockSessionCookies(path: string, status: number | undefined): string[] | undefined {
  if (status !== 200) return undefined;
  const call = path.split('?')[0]!.replace(/^\/api(?=\/)/, '');
  if (call === '/api-user-login' || call === '/api-user-registration') return SET;
  if (call === '/api-user-logout' || call === '/api-user-logout-all') return CLEAR;
  return undefined;
}

/** Sets them on the mock's answer as it passes through the proxy. */
export function withMockSession(proxyRes: IncomingMessage, path: string): void {
  const cookies = mockSessionCookies(path, proxyRes.statusCode);
  if (cookies) proxyRes.headers['set-cookie'] = cookies;
}
