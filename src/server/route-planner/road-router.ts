import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { straightLineMatrix, straightLineMinutes } from '../../shared/planner/travel-times';
import type { Position } from '../../shared/schemas/common';
import type { RouteLine } from '../../shared/schemas/plan';
import { fetchJson } from '../lib/bounded-fetch';

/** A table of 26 × 26 durations is a few kB; a full route geometry for a day's drive well under 1 MB. */
const TABLE_MAX_BYTES = 256 * 1024;
const ROUTE_MAX_BYTES = 2 * 1024 * 1024;

export interface RouterDeps {
  routerUrl: string | undefined;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

export interface DrivingTimes {
  /** Minutes, [from][to], whole minutes rounded up. */
  minutes: number[][];
  source: 'router' | 'straight-line';
}

const TableAnswerSchema = z.object({
  code: z.string(),
  durations: z.array(z.array(z.number().nonnegative().finite().nullable())).optional(),
});

const RouteAnswerSchema = z.object({
  code: z.string(),
  routes: z
    .array(
      z.object({
        geometry: z.object({
          type: z.literal('LineString'),
          coordinates: z.array(z.tuple([z.number(), z.number()])),
        }),
      }),
    )
    .optional(),
});

/** OSRM's coordinates: lng,lat pairs joined by ';', six decimals (about 10 cm). */
function coordinates(points: readonly Position[]): string {
  return points.map((point) => `${point.lng.toFixed(6)},${point.lat.toFixed(6)}`).join(';');
}

/**
 * The router's answer, or undefined after a warning. Neither the address (it holds the shopper's position)
 * nor any coordinate is logged: only why the router gave no usable answer.
 */
async function ask(deps: RouterDeps, path: string, maxBytes: number): Promise<unknown> {
  if (!deps.routerUrl) return undefined;
  try {
    return await fetchJson(new URL(`${deps.routerUrl}${path}`), {
      signal: AbortSignal.timeout(deps.timeoutMs),
      headers: { accept: 'application/json' },
      maxBytes,
    });
  } catch (error) {
    deps.log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'router gave no usable answer',
    );
    return undefined;
  }
}

/**
 * Driving minutes between every two points from the router's table service (GET
 * /table/v1/driving/{coords}?annotations=duration), else the straight-line estimate. A pair the router
 * cannot route (null) gets the estimate alone; a malformed answer or `code` other than 'Ok' gets it all.
 */
export async function drivingTimes(deps: RouterDeps, points: readonly Position[]): Promise<DrivingTimes> {
  const fallback = { minutes: straightLineMatrix(points), source: 'straight-line' } as const;
  const answer = await ask(
    deps,
    `/table/v1/driving/${coordinates(points)}?annotations=duration`,
    TABLE_MAX_BYTES,
  );
  if (answer === undefined) return fallback;
  const parsed = TableAnswerSchema.safeParse(answer);
  const rows = parsed.success && parsed.data.code === 'Ok' ? parsed.data.durations : undefined;
  if (!rows || rows.length !== points.length || rows.some((row) => row.length !== points.length)) {
    deps.log.warn({ code: parsed.success ? parsed.data.code : 'malformed' }, 'router table not usable');
    return fallback;
  }
  const minutes = rows.map((row, i) =>
    row.map((seconds, j) =>
      i === j
        ? 0
        : seconds === null
          ? straightLineMinutes(points[i] as Position, points[j] as Position)
          : Math.ceil(seconds / 60),
    ),
  );
  return { minutes, source: 'router' };
}

/** The drawn route through `points` in order (GET /route/v1/driving/{coords}), or undefined. */
export async function routeLine(
  deps: RouterDeps,
  points: readonly Position[],
): Promise<RouteLine | undefined> {
  if (points.length < 2) return undefined;
  const path = `/route/v1/driving/${coordinates(points)}?overview=full&geometries=geojson`;
  const parsed = RouteAnswerSchema.safeParse(await ask(deps, path, ROUTE_MAX_BYTES));
  const geometry =
    parsed.success && parsed.data.code === 'Ok' ? parsed.data.routes?.[0]?.geometry : undefined;
  return geometry ? { type: 'LineString', coordinates: geometry.coordinates } : undefined;
}
