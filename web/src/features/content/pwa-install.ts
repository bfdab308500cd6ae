/**
 * Keeps the browser's install offer (beforeinstallprompt) from the moment the app starts, so the Download screen can
 * show an "Install" button whenever the browser allows it.
 */
import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    emit();
  });
}

export function useInstallOffer(): (() => Promise<void>) | null {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer,
    () => null,
  );
  if (!current) return null;
  return async () => {
    await current.prompt();
    await current.userChoice;
    offer = null;
    emit();
  };
}
