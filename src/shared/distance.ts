import type { Position } from './schemas/common';

/** The mean Earth radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle ("as the crow flies") distance between two positions, in kilometres (haversine). */
export function distanceKm(from: Position, to: Position): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min(): rounding can push `a` a hair above 1 for antipodal points, where asin would give NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A distance as a shopper reads it on a card: kilometres with one decimal ('2.3 km'). */
export function formatKm(km: number): string {
  return `${km.toFixed(1)} km`;
}
