import { format, parseISO } from 'date-fns';
import { type OpeningWindow, openingWindow, type SaleHours, timeOf } from '../open-now';
import type { Position } from '../schemas/common';
import { EXACT_LABEL_BUDGET, EXACT_LIMIT, solveExact } from './exact';
import { solveHeuristic } from './heuristic';
import { type Problem, walk } from './problem';
import { straightLineMatrix } from './travel-times';

export const DEFAULT_STAY_MINUTES = 15;
export const MAX_PLAN_STOPS = 25;

export interface PlanStop {
  id: number;
  position: Position;
  /** The stop's hours on the plan's day; undefined when it is not open that day. */
  window: OpeningWindow | undefined;
}

export interface PlanInput {
  start: Position;
  /** The plan's day, 'YYYY-MM-DD' (for the reasons). */
  date: string;
  /** Minutes after midnight when the shopper sets off. */
  startMinutes: number;
  stayMinutes?: number;
  stops: PlanStop[];
  /**
   * Driving minutes, [from][to], node 0 the start and node i + 1 the stop i; the straight-line estimate
   * when absent.
   */
  travel?: number[][];
  /** Says why a stop is left out, in the reader's language; English (`englishReason`) when absent. */
  explain?: (why: LeftOut) => string;
}

/** Why a stop is left out: times are minutes after midnight, `date` the plan's day. */
export type LeftOut =
  | { kind: 'closedThatDay'; date: string }
  | { kind: 'closed'; closesAt: number; earliest: number }
  | { kind: 'stayTooLong'; closesAt: number; earliest: number; stay: number }
  | { kind: 'noTime' };

/** Why a stop left out of the plan is left out, in the shopper's words (English). */
export function englishReason(why: LeftOut): string {
  if (why.kind === 'closedThatDay') return `not open on ${format(parseISO(why.date), 'EEEE, MMM d')}`;
  if (why.kind === 'noTime') return 'no time for it without leaving out another stop';
  const closes = `closes at ${timeOf(why.closesAt)}, earliest arrival ${timeOf(why.earliest)}`;
  return why.kind === 'closed' ? closes : `${closes} leaves less than the ${why.stay}-minute stay`;
}

export interface PlannedStop {
  id: number;
  /** Minutes after midnight. */
  arrival: number;
  wait: number;
  departure: number;
}

export interface Plan {
  stops: PlannedStop[];
  unreachable: { id: number; reason: string }[];
  totalDriveMinutes: number;
}

/** A planner stop from a sale: its hours on `date` from the schedule (see openingWindow). */
export function stopFromSale(sale: SaleHours & { id: number; position: Position }, date: string): PlanStop {
  return { id: sale.id, position: sale.position, window: openingWindow(sale, date) };
}

/** Why a stop is left out of the plan. */
function leftOutFor(input: PlanInput, stay: number, travel: number[][], index: number): LeftOut {
  const stop = input.stops[index] as PlanStop;
  if (!stop.window) return { kind: 'closedThatDay', date: input.date };
  const { opensAt, closesAt } = stop.window;
  const earliest = input.startMinutes + (travel[0]?.[index + 1] ?? 0);
  if (earliest >= closesAt) return { kind: 'closed', closesAt, earliest };
  if (Math.max(earliest, opensAt) + Math.max(stay, 1) > closesAt) {
    return { kind: 'stayTooLong', closesAt, earliest, stay };
  }
  return { kind: 'noTime' };
}

/**
 * The shopper's route for one day: as many stops as can be visited while open (arriving early means
 * waiting for the opening; the whole stay must end by closing time), then the least driving. Exact up to
 * EXACT_LIMIT stops with hours that day, and above while the exact search stays small (tight hours leave
 * few orders to try); else the heuristic (see heuristic.ts).
 */
export function planRoute(input: PlanInput): Plan {
  const stay = input.stayMinutes ?? DEFAULT_STAY_MINUTES;
  const travel =
    input.travel ?? straightLineMatrix([input.start, ...input.stops.map((stop) => stop.position)]);
  const open = input.stops.flatMap((stop, index) => (stop.window ? [index] : []));
  const problem: Problem = {
    size: open.length,
    startMinutes: input.startMinutes,
    stayMinutes: stay,
    opensAt: open.map((index) => input.stops[index]?.window?.opensAt ?? 0),
    latest: open.map((index) => (input.stops[index]?.window?.closesAt ?? 0) - Math.max(stay, 1)),
    travel: [0, ...open.map((index) => index + 1)].map((from) =>
      [0, ...open.map((index) => index + 1)].map((to) => travel[from]?.[to] ?? Number.POSITIVE_INFINITY),
    ),
  };
  const order =
    (problem.size <= EXACT_LIMIT ? solveExact(problem) : solveExact(problem, EXACT_LABEL_BUDGET)) ??
    solveHeuristic(problem);
  const route = walk(problem, order) ?? { visits: [], driveMinutes: 0 };
  const visited = new Set(route.visits.map((visit) => open[visit.stop]));
  return {
    stops: route.visits.map(({ stop, arrival, wait, departure }) => ({
      id: (input.stops[open[stop] as number] as PlanStop).id,
      arrival,
      wait,
      departure,
    })),
    unreachable: input.stops.flatMap((stop, index) =>
      visited.has(index)
        ? []
        : [{ id: stop.id, reason: (input.explain ?? englishReason)(leftOutFor(input, stay, travel, index)) }],
    ),
    totalDriveMinutes: route.driveMinutes,
  };
}
