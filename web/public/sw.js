// Service worker of the installable web app. It precaches the app shell (the entry page and every built file; the
// build writes their list below) so a second visit starts with no network, even offline. The API is never cached:
// players always see live balances and results. A new build is a new worker with its own cache; the old one is dropped.
const SHELL = []; // filled in by the build
const VERSION = 'dev'; // filled in by the build
const CACHE = `shell-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('shell-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // Every app route is an entry page (Home's, a plain screen's own, or the shell for the other routes): the cached one
    // renders at once; the network refreshes nothing here because a new build arrives as a new worker with a new cache.
    // (Offline, a players-only screen's page serves a visitor too: the app sends them to the login screen.)
    const name = url.pathname.replace(/\/+$/, '');
    const screen = [`/screens${name}.html`, `/screens/player${name}.html`].find((page) => SHELL.includes(page));
    const page = url.pathname === '/' ? '/' : (screen ?? (SHELL.includes('/shell.html') ? '/shell.html' : '/'));
    event.respondWith(caches.match(page, { cacheName: CACHE }).then((cached) => cached || fetch(request)));
    return;
  }
  event.respondWith(caches.match(request, { cacheName: CACHE }).then((cached) => cached || fetch(request)));
});
