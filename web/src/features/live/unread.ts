/**
 * Notices that arrived live since the player last opened Notifications: the count shown on the header bell and the
 * drawer's Notifications entry. It lives in memory (a reload starts from zero) and resets when Notifications opens.
 */
import { useSyncExternalStore } from 'react';

let unread = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function addUnread(count = 1): void {
  unread += count;
  emit();
}

export function clearUnread(): void {
  if (unread === 0) return;
  unread = 0;
  emit();
}

export function useUnreadCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unread,
    () => 0,
  );
}
