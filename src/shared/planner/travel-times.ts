import type { Position } from '../schemas/common';

/*
 * Driving time without a routing service: the great-circle distance, lengthened by a road factor (streets
 * are rarely straight; 1.2 to 1.4 is the usual range for towns) and driven at a town's average speed,
 * stops and lights included. Rough, but it ranks nearby sales the right way round.
 */
export const ROAD_FACTOR = 1.3;
export const AVERAGE_SPEED_KMH = 40;
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(a: Position, b: Position): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated driving minutes from a to b, rounded up to a whole minute. */
export function straightLineMinutes(a: Position, b: Position): number {
  return Math.ceil(((haversineKm(a, b) * ROAD_FACTOR) / AVERAGE_SPEED_KMH) * 60);
}

/** The matrix of estimated driving minutes between every two points: [from][to], 0 on the diagonal. */
export function straightLineMatrix(points: readonly Position[]): number[][] {
  return points.map((from, i) => points.map((to, j) => (i === j ? 0 : straightLineMinutes(from, to))));
}
