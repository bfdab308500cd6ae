/** Browser entry: the API at /api on this origin (the session is the httpOnly cookie), then the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../../sdk/index.ts';
import { App, createAppRouter } from './app/router.tsx';
import { listenForInstallOffer } from './features/content/pwa-install.ts';
import { loadStartLanguage } from './i18n/index.ts';

listenForInstallOffer();

const router = createAppRouter(createApiClient({ baseUrl: '/api' }));

// A device in Hindi fetches its texts first, so the first screen is not half English. Should that fail (offline, no
// cached copy), the app still starts, in English.
void loadStartLanguage()
  .catch((error: unknown) => console.warn('texts of the chosen language not loaded', error))
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker not registered', error));
  });
}
