/**
 * Keeps the browser's install offer (beforeinstallprompt) from the moment the app starts, so the Download screen can
 * show an "Install" button whenever the browser allows it; and links the web app manifest once the first screen is up.
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

export const MANIFEST_URL = '/manifest.webmanifest';

/**
 * Links the web app manifest. The page does not: a browser fetches a linked manifest, and then its icon, as the page
 * loads, on a slow link taking two of its six connections from the first screen's files. The app links it once the
 * page has settled (app/start.tsx), the moment the service worker registers too; the install offer follows from it.
 */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_URL;
  document.head.append(link);
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
