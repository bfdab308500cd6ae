/**
 * A first screen waits for the app's files and then for its data: two slow round trips one after the other on a
 * phone's link. When the session hint says a player may be logged in, the entry (main.tsx) asks at once, while the
 * app's files still download, for who is logged in (the profile call) and for the data the screen at this address
 * shows first; the app's API client (start.tsx) then takes each answer for the first identical call it makes (same
 * path, same body), within a few seconds. A call the app does not make is simply not used. An image the answer
 * names that the screen shows at once (Add Fund's payment QR code, its largest paint) is fetched as soon as the
 * answer is in, instead of once the app has rendered the screen.
 * This module is part of the entry's file (scripts/vite/app-chunk.ts): it imports nothing of the app.
 */
import { hasSessionHint } from '../features/auth/session-hint.ts';
import { readDevice, STORAGE_KEYS } from '../lib/device-storage.ts';
import { noteServerDate } from '../lib/server-clock.ts';

export interface EarlyCall {
  path: string;
  body: string;
  /** The image the answer names that the screen shows at once: fetched as soon as the answer is in. */
  image?: (answer: unknown) => unknown;
}

const call = (path: string, body: Record<string, string> = {}, image?: EarlyCall['image']): EarlyCall => ({
  path: `/api${path}`,
  body: JSON.stringify(body),
  ...(image ? { image } : {}),
});
/** Add Fund's payment QR code, its largest paint. */
const payeeQr = (answer: unknown) => (answer as { bank_details?: Array<{ qr_image?: unknown }> }).bank_details?.[0]?.qr_image;
const DAILY_BID_SCREENS = ['/single', '/jodi', '/single_patti', '/double_patti', '/triple_patti', '/half_sangam', '/full_sangam'];
const STARLINE_BID_SCREENS = ['/starline_play', '/starLine_single_patti', '/starLine_double_patti', '/starLine_triple_patti'];
/** What each screen asks for as it renders. */
const SCREEN_DATA: Record<string, EarlyCall[]> = {
  '/add_fund': [call('/api-admin-bank-details', {}, payeeQr)],
  '/all_passbook': [call('/api-wallet-transaction-history')],
  '/deposit_passbook': [call('/api-wallet-transaction-history')],
  '/fund_history': [call('/api-fund-request-history')],
  '/transtion_history': [call('/api-fund-request-history')],
};

function sameOrigin(src: string): boolean {
  try {
    return new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Starts the image's download at high priority; the screen's <img> then takes it from the browser's cache. */
function preloadImage(src: unknown): void {
  if (typeof src !== 'string' || !sameOrigin(src)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', src);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** The calls a player's first screen at `pathname` makes before it can show anything (its route's loader). */
export function earlyCallsFor(pathname: string): EarlyCall[] {
  const calls = [call('/api-get-profile')];
  calls.push(...(SCREEN_DATA[pathname] ?? []));
  const daily = DAILY_BID_SCREENS.includes(pathname);
  if (daily || STARLINE_BID_SCREENS.includes(pathname)) {
    const gameId = readDevice(daily ? STORAGE_KEYS.gameId : STORAGE_KEYS.starlineGameId);
    if (gameId) calls.push(call(daily ? '/api-get-current-date' : '/api-check-starline-game-status', { game_id: gameId }));
  }
  return calls;
}

/** How long an early answer waits for the app to ask; after that the app's call goes out as usual. */
const KEEP_MS = 10_000;
const early = new Map<string, { answer: Promise<Response>; at: number }>();
const keyOf = (path: string, body: string) => `${path} ${body}`;

/** Sends the first screen's calls as the SDK sends them (POST, JSON) when a player may be logged in. */
export function askEarly(pathname = window.location.pathname): void {
  if (!hasSessionHint()) return;
  for (const { path, body, image } of earlyCallsFor(pathname)) {
    const answer = fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body });
    // A failure is the app's to handle, when it takes this answer.
    answer.catch(() => undefined);
    early.set(keyOf(path, body), { answer, at: Date.now() });
    // Read from a copy, before the app reads the answer itself; a failed or odd answer preloads nothing.
    if (image) {
      answer
        .then((response) => (response.ok ? response.clone().json() : undefined))
        .then((json: unknown) => json && preloadImage(image(json)))
        .catch(() => undefined);
    }
  }
}

/** A fetch for the API client: the first call identical to one asked early gets that answer; the rest go out. */
export async function fetchWithEarlyCalls(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  if (early.size > 0 && request.method === 'POST') {
    const key = keyOf(new URL(request.url).pathname, await request.clone().text());
    const found = early.get(key);
    early.delete(key);
    if (found && Date.now() - found.at <= KEEP_MS) return withServerDate(await found.answer);
  }
  return withServerDate(await fetch(request));
}

/** Notes the server's clock from a reply (server-clock.ts). */
function withServerDate(response: Response): Response {
  noteServerDate(response.headers.get('date'));
  return response;
}
