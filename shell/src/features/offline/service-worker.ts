/// <reference lib="webworker" />
// The calendar's service worker (decision 0112): built to /service-worker.js (shell/webpack.standalone.js)
// and registered for /user/calendar only.
import { clientsClaim } from 'workbox-core';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { ResumedSession } from '@coachforge/contracts';
import {
  isOfflineApiRead,
  OFFLINE_API_CACHE,
  OFFLINE_FILES_CACHE,
  SESSION_START_PATH,
  SIGNED_IN_USER_PATH,
} from './offline-caches';

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

/** Who is signed in, from the session's start, kept as users/me's answer would be (the token is not). */
async function keepSignedInUser(sessionStart: Response): Promise<void> {
  const { me } = (await sessionStart.json()) as ResumedSession;
  if (!me) return;
  const user = new Response(JSON.stringify(me), { headers: { 'content-type': 'application/json' } });
  const cache = await caches.open(OFFLINE_API_CACHE);
  await cache.put(new URL(SIGNED_IN_USER_PATH, self.location.origin).href, user);
}

// The session's start goes to the network as ever; the user its answer carries is kept, so the calendar
// opens offline as the person without the page asking users/me as well. Keeping it never fails the page.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === SESSION_START_PATH,
  async ({ request }) => {
    const response = await fetch(request);
    if (response.status === 200) await keepSignedInUser(response.clone()).catch(() => undefined);
    return response;
  },
  'POST',
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
