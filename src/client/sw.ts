/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import {
  isKeptRead,
  isSiteDown,
  KEEP_MESSAGE,
  KEPT_COPY_HEADER,
  type KeepMessage,
  OFFLINE_CACHES,
} from './lib/offline';

/**
 * The offline shopper (issues 11 and 21): the app's scripts and its page shell are kept at install; pages,
 * the API's answers and photos are kept as they are seen (those of the first visit too, which came before
 * the worker: the page names them once the worker controls it). They are served from the cache only when
 * the network fails, the site does not answer, or the network is slower than a few seconds; every answer
 * served so is marked, and the page then says it is not live (app/offline-notice.tsx).
 * Map tiles are not kept: the list, favourites and plan must work without them.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

self.addEventListener('install', () => void self.skipWaiting());
// The page that installed the worker is controlled at once, so its next reads are kept.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
// The shell (index.html) is kept for pages never seen, but never answers '/' itself: Explore's page is the
// server's, with its first screen drawn in it.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
const SHELL = '/index.html';

/** Slow networks wait this long for the site before the kept copy is shown; a failure does not wait. */
const NETWORK_WAIT_S = 4;

async function markedAsKept(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(KEPT_COPY_HEADER, '1');
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * A site that is down counts as no network, and whatever the cache answers is marked as a kept copy. When
 * nothing is kept, a page gets the shell (its screen then says what it can), anything else the proxy's own
 * answer.
 */
function keptCopies(fallback?: () => Promise<Response | undefined>): WorkboxPlugin {
  return {
    fetchDidSucceed: async ({ response, state }) => {
      if (!isSiteDown(response)) return response;
      // Down behind its proxy: as good as no network (the proxy's answer is kept for when nothing is).
      if (state) state.siteDown = response;
      throw new Error(`the site answered ${response.status}`);
    },
    cachedResponseWillBeUsed: async ({ cachedResponse }) =>
      cachedResponse ? markedAsKept(cachedResponse) : undefined,
    handlerDidError: async ({ state }) => {
      const kept = fallback ? await fallback() : undefined;
      if (kept) return markedAsKept(kept);
      return state?.siteDown instanceof Response ? state.siteDown : undefined;
    },
  };
}

// Pages: the server's HTML (Explore's first screen, the city and sale pages). A page never kept falls back
// to the shell, whose router draws the screen from the kept answers.
const pages = new NetworkFirst({
  cacheName: OFFLINE_CACHES.pages,
  networkTimeoutSeconds: NETWORK_WAIT_S,
  plugins: [keptCopies(() => matchPrecache(SHELL)), new ExpirationPlugin({ maxEntries: 60 })],
});
registerRoute(({ request }) => request.mode === 'navigate', pages);

// Public and personal reads; never the administrators' (they need the live state) nor the session's writes.
// The network attempt always asks the site (a 304 when nothing changed): the browser's own cache may hold
// a public answer it would serve stale while revalidating (stale-while-revalidate, lib/cache-headers.ts),
// and that copy, unmarked, would pass for a live answer with the site down and hide the offline note.
const reads = new NetworkFirst({
  cacheName: OFFLINE_CACHES.api,
  networkTimeoutSeconds: NETWORK_WAIT_S,
  fetchOptions: { cache: 'no-cache' },
  plugins: [keptCopies(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600 })],
});
registerRoute(({ url, request }) => request.method === 'GET' && isKeptRead(url, self.location.origin), reads);

// Photos never change under one name (a new photo gets a new name), so a kept copy is as good as new.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.photos,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

/** Fetches a URL through a strategy, as if the page had asked for it, and waits until it is kept. */
async function keep(strategy: Strategy, event: ExtendableEvent, request: Request): Promise<void> {
  const [, done] = strategy.handleAll({ event, request });
  await done;
}

/** The site's own addresses in a list the page sent (URL.parse is too recent for older phones). */
function sameOriginUrls(list: unknown): URL[] {
  if (!Array.isArray(list)) return [];
  const urls: URL[] = [];
  for (const item of list.slice(0, 50)) {
    try {
      const url = new URL(String(item), self.location.origin);
      if (url.origin === self.location.origin) urls.push(url);
    } catch {
      // Not an address: nothing to keep.
    }
  }
  return urls;
}

// The first visit's page and reads, named by the page once the worker controls it (lib/offline.ts).
self.addEventListener('message', (event) => {
  const data = event.data as Partial<KeepMessage> | null;
  if (data?.type !== KEEP_MESSAGE) return;
  const origin = self.location.origin;
  const work = [
    ...sameOriginUrls(data.pages).map((url) =>
      keep(pages, event, new Request(url, { headers: { Accept: 'text/html' } })),
    ),
    ...sameOriginUrls(data.reads)
      .filter((url) => isKeptRead(url, origin))
      .map((url) => keep(reads, event, new Request(url, { headers: { Accept: 'application/json' } }))),
  ];
  event.waitUntil(Promise.allSettled(work));
});
