/**
 * A bid screen's entries, kept in this tab (sessionStorage) until the slip is placed or cleared: a session that ends
 * while a slip is being typed (the login form comes up) gives the same entries back once the same player is logged in
 * again on that screen. Kept per player, so another player logging in on the tab never finds someone else's slip.
 */
import type { EntryPoints } from './rules.ts';

const PREFIX = 'slip_draft:';

export const draftKeyOf = (playerId: string | undefined, family: string, gameId: string, label: string): string | undefined =>
  playerId ? `${PREFIX}${playerId}:${family}:${gameId}:${label}` : undefined;

export function readDraft(key: string | undefined): EntryPoints {
  if (!key) return {};
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '{}');
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
    const entries = Object.entries(stored).filter(([digits, points]) => /^[0-9]{1,3}$/.test(digits) && Number.isSafeInteger(points) && (points as number) > 0);
    return Object.fromEntries(entries) as EntryPoints;
  } catch {
    return {};
  }
}

export function forgetDraft(key: string | undefined): void {
  writeDraft(key, {});
}

export function writeDraft(key: string | undefined, points: EntryPoints): void {
  if (!key) return;
  try {
    const kept = Object.entries(points).filter(([, value]) => value > 0);
    if (kept.length === 0) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage can be off (private mode): the slip is then kept only while the screen is open.
  }
}
