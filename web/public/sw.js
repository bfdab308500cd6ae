// Service worker of the installable web app. It keeps nothing offline: every request, including the API, goes to the
// network as usual, so players always see live balances and results. Its fetch handler is what browsers look for
// when they offer "Install app".
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', () => {
  // Network only: let the browser handle the request.
});
