import { expect, type Page } from '@playwright/test';
import { OFFLINE_CACHES } from '../../../src/client/lib/offline';

/**
 * Until the service worker controls the page and has kept these pages and API reads, as a phone has them
 * a few seconds after its first visit (the worker is registered once the page is loaded and quiet). The
 * list's reads are matched without their query string, which names this week's dates.
 */
export async function untilKeptForOffline(page: Page, kept: { pages: string[]; reads: string[] }) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ pages, reads, names }) => {
            if (!navigator.serviceWorker.controller) return false;
            const [pageCache, readCache] = await Promise.all([
              caches.open(names.pages),
              caches.open(names.api),
            ]);
            const found = await Promise.all([
              // A page varies by the reader's language (Vary: Accept-Language), which this lookup does not send;
              // the browser's own navigations send it, and find the page (the offline tests reload them).
              ...pages.map((url) => pageCache.match(url, { ignoreVary: true })),
              ...reads.map((url) =>
                readCache.match(url, { ignoreSearch: url === '/api/garage-sales', ignoreVary: true }),
              ),
            ]);
            return found.every(Boolean);
          },
          { ...kept, names: OFFLINE_CACHES },
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}
