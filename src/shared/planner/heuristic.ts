import { cheapestInsertion } from './insertion';
import { orOptMove, type Route, twoOptMove } from './moves';
import { driveOf, isBetter, type Problem } from './problem';

/** Rounds of ruin and recreate after the first local search: enough for 25 stops in well under a second. */
export const PERTURBATION_ROUNDS = 60;
/** ... and it stops early after this many rounds without a better route. */
const STALL_ROUNDS = 25;

/** A small seeded generator (mulberry32): the same stops always give the same plan. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const better = (a: Route, b: Route) => isBetter(a.order.length, a.drive, b.order.length, b.drive);

/** Inserts, one at a time, the stop and place that add the least driving, while any insertion is feasible. */
function insertCheapest(problem: Problem, route: Route, left: readonly number[]): Route {
  let current = route;
  const waiting = new Set(left);
  for (;;) {
    const found = cheapestInsertion(problem, current.order, current.drive, waiting);
    if (!found) return current;
    current = found;
    for (const stop of found.order) waiting.delete(stop);
  }
}

const unrouted = (problem: Problem, order: readonly number[]) => {
  const routed = new Set(order);
  return Array.from({ length: problem.size }, (_, stop) => stop).filter((stop) => !routed.has(stop));
};

/** One stop taken out and the others inserted again: a place for two where there was one. */
function dropOneForMore(problem: Problem, route: Route): Route | undefined {
  for (let i = 0; i < route.order.length; i++) {
    const order = route.order.filter((_, index) => index !== i);
    const drive = driveOf(problem, order);
    // Without the triangle inequality (a router's times), a shorter route may arrive later.
    if (drive === undefined) continue;
    const left = unrouted(problem, order).filter((stop) => stop !== route.order[i]);
    const candidate = insertCheapest(problem, { order, drive }, left);
    if (candidate.order.length > route.order.length) return candidate;
  }
  return undefined;
}

/** Improves until no move helps: more stops first (insertions), then less driving. */
function localSearch(problem: Problem, start: Route): Route {
  let route = insertCheapest(problem, start, unrouted(problem, start.order));
  for (;;) {
    const next = dropOneForMore(problem, route) ?? orOptMove(problem, route) ?? twoOptMove(problem, route);
    if (!next) return route;
    route = insertCheapest(problem, next, unrouted(problem, next.order));
  }
}

/**
 * For more stops than the exact search takes: cheapest insertion, then local search (or-opt, 2-opt and
 * drop-one-insert-more, every move checked against the hours), then rounds of ruin and recreate (a few
 * stops taken out at random and the route rebuilt) keeping the best. No guarantee of the optimum, but
 * every route it answers is feasible, and it is deterministic.
 */
export function solveHeuristic(problem: Problem, seed = 1): number[] {
  const random = randomFrom(seed);
  const byClosing = unrouted(problem, []).sort((a, b) => (problem.latest[a] ?? 0) - (problem.latest[b] ?? 0));
  const greedy: number[] = [];
  for (const stop of byClosing) if (driveOf(problem, [...greedy, stop]) !== undefined) greedy.push(stop);
  let best = localSearch(problem, { order: [], drive: 0 });
  const earliestFirst = localSearch(problem, { order: greedy, drive: driveOf(problem, greedy) ?? 0 });
  if (better(earliestFirst, best)) best = earliestFirst;
  let current = best;
  let sinceBest = 0;
  for (
    let round = 0;
    round < PERTURBATION_ROUNDS && sinceBest < STALL_ROUNDS && current.order.length > 1;
    round++
  ) {
    sinceBest++;
    const removals = 1 + Math.floor(random() * Math.min(4, current.order.length));
    const order = [...current.order];
    for (let i = 0; i < removals; i++) order.splice(Math.floor(random() * order.length), 1);
    const drive = driveOf(problem, order);
    if (drive === undefined) continue;
    const candidate = localSearch(problem, { order, drive });
    if (!better(current, candidate)) current = candidate;
    if (better(current, best)) {
      best = current;
      sinceBest = 0;
    }
  }
  return best.order;
}
