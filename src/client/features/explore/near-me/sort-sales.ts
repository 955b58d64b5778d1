import { distanceKm } from '../../../../shared/distance';
import type { Position } from '../../../../shared/schemas/common';

/** How the list is ordered: the API's order (soonest first), or nearest to the shopper's place first. */
export type SortOrder = 'soonest' | 'nearest';

/** Each sale's distance from `from` in kilometres, by sale id. */
export function distancesFrom<T extends { id: number; position: Position }>(
  sales: readonly T[],
  from: Position,
): Map<number, number> {
  return new Map(sales.map((sale) => [sale.id, distanceKm(from, sale.position)]));
}

/**
 * The sales in the chosen order. 'nearest' puts the closest first; sales at the same distance keep the
 * API's order (soonest first), as Array.prototype.sort is stable. Without distances the order stays.
 */
export function sortSales<T extends { id: number }>(
  sales: readonly T[],
  order: SortOrder,
  distances: ReadonlyMap<number, number> | undefined,
): readonly T[] {
  if (order === 'soonest' || !distances) return sales;
  const far = Number.POSITIVE_INFINITY;
  return [...sales].sort((a, b) => (distances.get(a.id) ?? far) - (distances.get(b.id) ?? far));
}
