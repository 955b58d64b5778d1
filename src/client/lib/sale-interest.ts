import { useEffect } from 'react';
import type { InterestKind } from '../../shared/schemas/sale-stats';

/**
 * Tells the seller's counters (issue 26) that a shopper opened a sale, or added it to a plan or a calendar:
 * a small POST apart from the detail's GET, which stays the same cached bytes for everyone. A beacon
 * outlives the page (a tap on a calendar link that leaves it still counts); where there is none, a
 * keepalive fetch. Fire and forget: a lost count is never the shopper's concern.
 */
export function reportInterest(saleId: number, kind: InterestKind): void {
  const url = `/api/garage-sales/${saleId}/${kind}`;
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
    fetch(url, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  } catch {
    // A browser that refuses both (a strict privacy setting) simply is not counted.
  }
}

/** Counts one view when a sale's details show (the server counts a viewer once a day per sale). */
export function useSaleViewReport(saleId: number): void {
  useEffect(() => reportInterest(saleId, 'views'), [saleId]);
}
