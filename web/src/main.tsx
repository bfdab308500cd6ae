/** Browser entry: the API at /api on this origin (the session is the httpOnly cookie), then the app. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../../sdk/index.ts';
import { App, createAppRouter } from './app/router.tsx';
import { whenPageSettled } from './components/deferred.tsx';
import { listenForInstallOffer } from './features/content/pwa-install.ts';
import { setSessionHint } from './features/auth/session.ts';
import { forgetSessionHint, hasSessionHint } from './features/auth/session-hint.ts';
import { loadStartLanguage } from './i18n/index.ts';

listenForInstallOffer();
// A visitor's browser (no hint cookie from a login) does not ask who is logged in: that call could only fail.
setSessionHint({ present: hasSessionHint, forget: forgetSessionHint });

const router = createAppRouter(createApiClient({ baseUrl: '/api' }));

/**
 * The page's static shell (web/index.html) paints first. Meanwhile the router resolves the first route (the session,
 * the route's code); the app replaces the shell once both are done (Home's banner decoded and drawn, so the first
 * paint is the largest one) and renders the whole first screen as one transition: React builds it in short slices, so
 * a slow phone stays responsive meanwhile.
 */
function renderApp() {
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

function afterShellPaint(callback: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    callback();
  };
  // A hidden tab draws no frames: the timer makes sure the app still starts.
  setTimeout(once, 250);
  const banner = document.querySelector<HTMLImageElement>('img.boot-banner');
  void (banner ? banner.decode().catch(() => undefined) : Promise.resolve()).then(() => requestAnimationFrame(() => setTimeout(once, 0)));
}

// A device in Hindi fetches its texts first, so the first screen is not half English. Should that fail (offline, no
// cached copy), the app still starts, in English.
const language = loadStartLanguage().catch((error: unknown) => console.warn('texts of the chosen language not loaded', error));
const routeReady = Promise.all([router.load().catch(() => undefined), language]);
afterShellPaint(() => void routeReady.then(renderApp));

// The service worker precaches the whole shell: that download waits until the first screen is up and settled.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  whenPageSettled(() => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker not registered', error));
  });
}
