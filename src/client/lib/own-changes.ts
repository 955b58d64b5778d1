import { FRESH_LIST_HEADERS, SHARED_LIST_STALE_MS } from '../../shared/list-freshness';

/**
 * When this browser last changed something the sales list shows (ms since the epoch). Kept in localStorage
 * too, so a reload or another tab of the site within the window still asks past the shared cache.
 */
export const OWN_CHANGE_KEY = 'gsf:own-list-change';
let lastInThisPage = Number.NEGATIVE_INFINITY;

function stored(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(OWN_CHANGE_KEY));
    return Number.isFinite(value) ? value : Number.NEGATIVE_INFINITY;
  } catch {
    // Storage refused (private mode, a sandbox): this page's own memory still counts.
    return Number.NEGATIVE_INFINITY;
  }
}

/** Called after a successful write that changesTheList(): the next lists are read past shared caches. */
export function noteOwnListChange(now = Date.now()): void {
  lastInThisPage = now;
  try {
    globalThis.localStorage?.setItem(OWN_CHANGE_KEY, String(now));
  } catch {
    // As above: without storage, only this page asks past the cache.
  }
}

/**
 * The headers of a sales-list request: FRESH_LIST_HEADERS while a shared cache may still hold a list from
 * before this browser's own change, none otherwise (the list is then one cached answer for everyone).
 */
export function listRequestHeaders(now = Date.now()): Readonly<Record<string, string>> {
  const last = Math.max(lastInThisPage, stored());
  return now >= last && now - last < SHARED_LIST_STALE_MS ? FRESH_LIST_HEADERS : {};
}
