/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OFFLINE_CACHES } from './lib/offline';

/**
 * The offline shopper (issue 11): the app's scripts are kept at install; pages, the API's answers and
 * photos are kept as they are seen, and served from the cache only when the network fails or is slower
 * than a few seconds. So what shows offline is what was last seen, and the page says it is offline
 * (app/offline-notice.tsx). Map tiles are not kept: the list, favourites and plan must work without them.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const NETWORK_WAIT_S = 4;

// Pages: the server's HTML (Explore's first screen, the sale pages' link previews).
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.pages,
    networkTimeoutSeconds: NETWORK_WAIT_S,
    plugins: [new ExpirationPlugin({ maxEntries: 60 })],
  }),
);

// Public and personal reads; never the administrators' (they need the live state) nor the session's writes.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/admin'),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.api,
    networkTimeoutSeconds: NETWORK_WAIT_S,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600 })],
  }),
);

// Photos never change under one name (a new photo gets a new name), so a kept copy is as good as new.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.photos,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// A page never opened before, offline: any kept page of the app will do, its router draws the screen.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const pages = await caches.open(OFFLINE_CACHES.pages);
  const kept =
    (await pages.match('/')) ??
    (await pages.keys().then((keys) => (keys[0] ? pages.match(keys[0]) : undefined)));
  return kept ?? Response.error();
});
