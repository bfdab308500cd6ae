/** Browser entry: the API at /api on this origin (the session is the httpOnly cookie), then the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../../sdk/index.ts';
import { App, createAppRouter } from './app/router.tsx';
import { listenForInstallOffer } from './features/content/pwa-install.ts';

listenForInstallOffer();

const router = createAppRouter(createApiClient({ baseUrl: '/api' }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker not registered', error));
  });
}
