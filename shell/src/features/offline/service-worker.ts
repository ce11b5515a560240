/// <reference lib="webworker" />
// The calendar's service worker (decision 0112): built to /service-worker.js (shell/webpack.standalone.js)
// and registered for /user/calendar only.
import { clientsClaim } from 'workbox-core';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isOfflineApiRead, OFFLINE_API_CACHE, OFFLINE_FILES_CACHE } from './offline-caches';

declare const self: ServiceWorkerGlobalScope;

// Online, every request goes to the network as if there were no worker (nothing stale is ever served
// while the server answers); its answer is kept, and served only when the network is gone.
const files = new NetworkFirst({ cacheName: OFFLINE_FILES_CACHE, networkTimeoutSeconds: 6 });
const api = new NetworkFirst({
  cacheName: OFFLINE_API_CACHE,
  networkTimeoutSeconds: 6,
  // Offline, the access token the page may not have is no reason to refuse its own stored answer.
  matchOptions: { ignoreVary: true },
  plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) }],
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url), files);
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isOfflineApiRead(url.pathname),
  api,
);
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/cable'),
  files,
);

// Every page of the scope is the shell's one HTML document: a calendar address never opened online still
// opens offline from one that was.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const cache = await caches.open(OFFLINE_FILES_CACHE);
    const pages = (await cache.keys()).filter(
      (key) => key.mode === 'navigate' || key.destination === 'document',
    );
    const page = pages[0] ? await cache.match(pages[0]) : undefined;
    if (page) return page;
  }
  return Response.error();
});

// A new worker takes over at once: it serves the network first, so there is nothing stale to protect.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
