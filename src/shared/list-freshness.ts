/**
 * How long a shared cache (a CDN, README's nginx) may answer an old sales list after a change: the list's
 * `s-maxage` (10 s) plus its `stale-while-revalidate` (30 s), see LIST_CACHE_CONTROL in sales.routes.ts.
 */
export const SHARED_LIST_STALE_MS = 40_000;

/**
 * What the client adds to its list requests for SHARED_LIST_STALE_MS after a change of its own (a sale
 * posted, edited, deleted, a photo added): a cache in front must ask the app, so a seller sees their own
 * change at once. README's nginx then fetches a fresh list and keeps it for everyone else too. A browser's
 * usual revalidation (`fetch(..., { cache: 'no-cache' })` sends `Cache-Control: max-age=0`) does not.
 */
export const FRESH_LIST_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'no-cache' };

/** The writes whose effect the sales list may show: a sale's own routes, its photos, moderation, debug. */
const LIST_CHANGING_PREFIXES = ['/api/garage-sales', '/api/photos/', '/api/admin/', '/api/debug/'];

export function changesTheList(method: string, path: string): boolean {
  return method.toUpperCase() !== 'GET' && LIST_CHANGING_PREFIXES.some((prefix) => path.startsWith(prefix));
}
