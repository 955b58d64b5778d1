/**
 * Positions along a Hilbert curve: points close on the curve are close on the map, so numbering sales in
 * curve order makes the printed list read like a route (issue 25, "numbers that stay").
 */

/** The curve's grid: 2^16 cells a side (a few metres per cell across a county). */
const ORDER = 16;
const SIDE = 1 << ORDER;

/** The distance along the curve of cell (x, y), both in [0, SIDE). */
export function hilbertIndex(x: number, y: number): number {
  let d = 0;
  let px = x;
  let py = y;
  for (let s = SIDE / 2; s >= 1; s /= 2) {
    const rx = (px & s) > 0 ? 1 : 0;
    const ry = (py & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        px = SIDE - 1 - px;
        py = SIDE - 1 - py;
      }
      [px, py] = [py, px];
    }
  }
  return d;
}

export interface Placed {
  lat: number;
  lng: number;
}

/** Each point's curve distance within the points' bounding box (longitude scaled by latitude). */
export function curveOrderKeys<T extends Placed>(points: T[]): Map<T, number> {
  const keys = new Map<T, number>();
  if (points.length === 0) return keys;
  const meanLat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const xScale = Math.cos((meanLat * Math.PI) / 180);
  const xs = points.map((p) => p.lng * xScale);
  const ys = points.map((p) => p.lat);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  // One scale for both axes, so the curve does not stretch the map.
  const span = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY) || 1;
  const cell = (value: number) => Math.min(SIDE - 1, Math.floor((value / span) * (SIDE - 1)));
  points.forEach((point, i) => {
    keys.set(point, hilbertIndex(cell((xs[i] ?? 0) - minX), cell((ys[i] ?? 0) - minY)));
  });
  return keys;
}

export interface Numberable extends Placed {
  saleId: number;
  city: string;
  neighborhood: string | null;
}

/**
 * The sales in numbering order: by city, then neighbourhood, each group placed where its first sale lies
 * on the curve (so neighbouring towns get neighbouring numbers), and along the curve inside the group.
 */
export function numberingOrder<T extends Numberable>(sales: T[]): T[] {
  const keys = curveOrderKeys(sales);
  const key = (sale: T) => keys.get(sale) ?? 0;
  const groupStart = (group: (sale: T) => string) => {
    const starts = new Map<string, number>();
    for (const sale of sales)
      starts.set(group(sale), Math.min(starts.get(group(sale)) ?? Infinity, key(sale)));
    return (sale: T) => starts.get(group(sale)) ?? 0;
  };
  const cityStart = groupStart((sale) => sale.city);
  const placeStart = groupStart((sale) => `${sale.city}\u0000${sale.neighborhood ?? ''}`);
  return [...sales].sort(
    (a, b) =>
      cityStart(a) - cityStart(b) ||
      a.city.localeCompare(b.city) ||
      placeStart(a) - placeStart(b) ||
      (a.neighborhood ?? '').localeCompare(b.neighborhood ?? '') ||
      key(a) - key(b) ||
      a.saleId - b.saleId,
  );
}
