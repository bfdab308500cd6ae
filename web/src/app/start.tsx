/**
 * The app: the API at /api on this origin (the session is the httpOnly cookie), the router, and the first render.
 * Loaded by the entry (main.tsx) once the page's static shell has painted.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../../../sdk/index.ts';
import { whenPageSettled } from '../components/deferred.tsx';
import { fetchWithEarlyCalls } from './early-calls.ts';
import { forgetSessionHint, hasSessionHint } from '../features/auth/session-hint.ts';
import { setSessionHint } from '../features/auth/session.ts';
import { linkManifest, listenForInstallOffer } from '../features/content/pwa-install.ts';
import { loadStartLanguage } from '../i18n/index.ts';
import { loadChakra } from '../theme/chakra.tsx';
import { reloadOnFailedPreload } from './new-build.ts';
import { isPlainScreen } from './plain-screens.ts';
import { App, type AppRouter, createAppRouter } from './router.tsx';

/**
 * The router resolves the first route (the session, the route's code) while the shell shows; then the app replaces
 * the shell and renders the whole first screen as one transition: React builds it in short slices, so a slow phone
 * stays responsive meanwhile.
 */
function renderApp(router: AppRouter) {
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

/** Starts the app (main.tsx calls it in the task after this file's evaluation). */
export function startApp(): void {
  listenForInstallOffer();
  // A screen that uses Chakra UI (all but the plain ones) has its files start downloading with the router's first work.
  if (!isPlainScreen(window.location.pathname)) void loadChakra();
  // A visitor's browser (no hint cookie from a login) does not ask who is logged in: that call could only fail.
  setSessionHint({ present: hasSessionHint, forget: forgetSessionHint });
  const router = createAppRouter(createApiClient({ baseUrl: '/api', fetch: fetchWithEarlyCalls }));
  // A device in Hindi fetches its texts first, so the first screen is not half English. Should that fail (offline, no
  // cached copy), the app still starts, in English.
  const language = loadStartLanguage().catch((error: unknown) => console.warn('texts of the chosen language not loaded', error));
  reloadOnFailedPreload();
  void Promise.all([router.load().catch(() => undefined), language]).then(() => renderApp(router));
  // The manifest, and the service worker that precaches the whole shell: they wait until the first screen is up and
  // settled.
  whenPageSettled(linkManifest);
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    whenPageSettled(() => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker not registered', error));
    });
  }
}
