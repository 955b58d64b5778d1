import { driveOf, type Problem } from './problem';

export interface Route {
  order: number[];
  drive: number;
}

/*
 * Local search moves that shorten the drive. The change in driving of a move is worked out from the few
 * legs it replaces, so only moves that drive less are built and checked against the hours.
 */

type Leg = (from: number, to: number) => number;

const legOf =
  (problem: Problem): Leg =>
  (from, to) =>
    (problem.travel[from] as number[])[to] as number;

/** The travel-matrix node of the route's i-th stop; -1 is the start. */
const nodeAt = (order: readonly number[], i: number) => (i < 0 ? 0 : (order[i] as number) + 1);

function accept(problem: Problem, route: Route, order: number[]): Route | undefined {
  const drive = driveOf(problem, order);
  return drive !== undefined && drive < route.drive ? { order, drive } : undefined;
}

/** Or-opt: the first run of one to three stops that, moved elsewhere (maybe reversed), drives less. */
export function orOptMove(problem: Problem, route: Route): Route | undefined {
  const leg = legOf(problem);
  const { order } = route;
  for (let length = 1; length <= 3; length++) {
    for (let from = 0; from + length <= order.length; from++) {
      const first = nodeAt(order, from);
      const last = nodeAt(order, from + length - 1);
      const before = nodeAt(order, from - 1);
      const after = from + length < order.length ? nodeAt(order, from + length) : undefined;
      const saved = leg(before, first) + (after === undefined ? 0 : leg(last, after) - leg(before, after));
      let forward = 0;
      let backward = 0;
      for (let k = from; k < from + length - 1; k++) {
        forward += leg(nodeAt(order, k), nodeAt(order, k + 1));
        backward += leg(nodeAt(order, k + 1), nodeAt(order, k));
      }
      const run = order.slice(from, from + length);
      const rest = [...order.slice(0, from), ...order.slice(from + length)];
      for (let at = 0; at <= rest.length; at++) {
        if (at === from) continue;
        const a = nodeAt(rest, at - 1);
        const b = at < rest.length ? nodeAt(rest, at) : undefined;
        for (const reversed of length > 1 ? [false, true] : [false]) {
          const [head, tail] = reversed ? [last, first] : [first, last];
          const added = leg(a, head) + (b === undefined ? 0 : leg(tail, b) - leg(a, b));
          if (added + (reversed ? backward - forward : 0) >= saved) continue;
          const moved = reversed ? [...run].reverse() : run;
          const better = accept(problem, route, [...rest.slice(0, at), ...moved, ...rest.slice(at)]);
          if (better) return better;
        }
      }
    }
  }
  return undefined;
}

/** 2-opt: the first stretch of the route that, driven the other way, drives less. */
export function twoOptMove(problem: Problem, route: Route): Route | undefined {
  const leg = legOf(problem);
  const { order } = route;
  for (let i = 0; i < order.length - 1; i++) {
    const before = nodeAt(order, i - 1);
    let forward = 0;
    let backward = 0;
    for (let k = i + 1; k < order.length; k++) {
      forward += leg(nodeAt(order, k - 1), nodeAt(order, k));
      backward += leg(nodeAt(order, k), nodeAt(order, k - 1));
      const after = k + 1 < order.length ? nodeAt(order, k + 1) : undefined;
      const old =
        leg(before, nodeAt(order, i)) + forward + (after === undefined ? 0 : leg(nodeAt(order, k), after));
      const now =
        leg(before, nodeAt(order, k)) + backward + (after === undefined ? 0 : leg(nodeAt(order, i), after));
      if (now >= old) continue;
      const reversed = [...order.slice(0, i), ...order.slice(i, k + 1).reverse(), ...order.slice(k + 1)];
      const better = accept(problem, route, reversed);
      if (better) return better;
    }
  }
  return undefined;
}
