/**
 * Who is logged in is the first thing the app asks (the profile call), and on a slow link the answer takes a round
 * trip. The entry (main.tsx) asks at once, while the app's files still download, when the session hint says a player
 * may be logged in; the app's API client (start.tsx) then takes that answer for its own first profile call.
 * This module is part of the entry's file (scripts/vite/app-chunk.ts).
 */
import { hasSessionHint } from '../features/auth/session-hint.ts';

const PROFILE = '/api/api-get-profile';
let early: Promise<Response> | null = null;

/** The profile call as the SDK sends it for the session check (POST, JSON, an empty body). */
export function askSessionEarly(): void {
  if (!hasSessionHint()) return;
  early = fetch(PROFILE, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: '{}' });
  // A failure is the app's to handle, when it takes this answer.
  early.catch(() => undefined);
}

/** A fetch for the API client: the first profile call gets the answer asked for early; everything else goes out. */
export function fetchWithEarlySession(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  if (early && request.method === 'POST' && new URL(request.url).pathname === PROFILE) {
    const answer = early;
    early = null;
    return answer;
  }
  return fetch(request);
}
