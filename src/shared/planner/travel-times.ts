import { distanceKm } from '../distance';
import type { Position } from '../schemas/common';

/*
 * Driving time without a routing service: the great-circle distance, lengthened by a road factor (streets
 * are rarely straight; 1.2 to 1.4 is the usual range for towns) and driven at a town's average speed,
 * stops and lights included. Rough, but it ranks nearby sales the right way round.
 */
export const ROAD_FACTOR = 1.3;
export const AVERAGE_SPEED_KMH = 40;

/** Great-circle distance in kilometres (haversine): the one the sale cards show (distance.ts). */
export const haversineKm = distanceKm;

/** Estimated driving minutes from a to b, rounded up to a whole minute. */
export function straightLineMinutes(a: Position, b: Position): number {
  return Math.ceil(((haversineKm(a, b) * ROAD_FACTOR) / AVERAGE_SPEED_KMH) * 60);
}

/** The matrix of estimated driving minutes between every two points: [from][to], 0 on the diagonal. */
export function straightLineMatrix(points: readonly Position[]): number[][] {
  return points.map((from, i) => points.map((to, j) => (i === j ? 0 : straightLineMinutes(from, to))));
}
