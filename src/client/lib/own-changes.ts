import { FRESH_LIST_HEADERS, SHARED_LIST_STALE_MS } from '../../shared/list-freshness';

/** When this tab last changed something the sales list shows (ms since the epoch). */
let lastOwnChange = Number.NEGATIVE_INFINITY;

/** Called after a successful write that changesTheList(): the next lists are read past shared caches. */
export function noteOwnListChange(now = Date.now()): void {
  lastOwnChange = now;
}

/**
 * The headers of a sales-list request: FRESH_LIST_HEADERS while a shared cache may still hold a list from
 * before this tab's own change, none otherwise (the list is then one cached answer for everyone).
 */
export function listRequestHeaders(now = Date.now()): Readonly<Record<string, string>> {
  return now - lastOwnChange < SHARED_LIST_STALE_MS ? FRESH_LIST_HEADERS : {};
}
