import type { Problem } from './problem';

/** Up to this many stops the planner is always exact: at most 2^10 × 10 states, a few milliseconds. */
export const EXACT_LIMIT = 10;
/** Above it, the exact search is still tried while it needs no more labels than this (tight hours). */
export const EXACT_LABEL_BUDGET = 20_000;

interface Label {
  /** Departure from the last stop, the earliest for this drive. */
  time: number;
  drive: number;
  last: number;
  previous: Label | undefined;
}

/** Adds `label` to a Pareto set of (time, drive), unless one there is as early and drives as little. */
function addLabel(set: Label[], label: Label): boolean {
  for (const other of set) if (other.time <= label.time && other.drive <= label.drive) return false;
  let kept = 0;
  for (const other of set) if (!(label.time <= other.time && label.drive <= other.drive)) set[kept++] = other;
  set.length = kept;
  set.push(label);
  return true;
}

function orderOf(label: Label | undefined): number[] {
  const order: number[] = [];
  for (let at = label; at; at = at.previous) order.push(at.last);
  return order.reverse();
}

/**
 * The best order by dynamic programming over (set of stops visited, last stop), one layer of set size at a
 * time, holding only the states that can be reached in time. A state keeps every label not dominated in
 * both departure time and driving so far: leaving earlier can only help later windows (waiting is always
 * allowed), so a dominated label cannot lead to a better plan. Hence optimal: the most stops, then the
 * least driving, over all orders of all subsets. Undefined when more than `maxLabels` labels would be
 * needed (wide hours and many stops), for the caller to use the heuristic instead.
 */
export function solveExact(problem: Problem, maxLabels = Number.POSITIVE_INFINITY): number[] | undefined {
  const { size, travel, opensAt, latest, stayMinutes } = problem;
  let best: Label | undefined;
  let labels = 0;
  let layer = new Map<number, Label[]>();
  const extend = (next: Map<number, Label[]>, mask: number, from: Label | undefined) => {
    const node = from ? from.last + 1 : 0;
    const clock = from ? from.time : problem.startMinutes;
    const row = travel[node] as number[];
    for (let stop = 0; stop < size; stop++) {
      if (mask & (1 << stop)) continue;
      const drive = row[stop + 1] as number;
      const begins = Math.max(clock + drive, opensAt[stop] as number);
      if (begins > (latest[stop] as number)) continue;
      const label = {
        time: begins + stayMinutes,
        drive: (from?.drive ?? 0) + drive,
        last: stop,
        previous: from,
      };
      const key = (mask | (1 << stop)) * size + stop;
      let set = next.get(key);
      if (!set) {
        set = [];
        next.set(key, set);
      }
      if (addLabel(set, label)) labels++;
    }
  };
  extend(layer, 0, undefined);
  while (layer.size > 0) {
    if (labels > maxLabels) return undefined;
    // Every label of this layer visits one stop more than the best so far: the first of the least driving.
    best = undefined;
    for (const set of layer.values())
      for (const label of set) if (!best || label.drive < best.drive) best = label;
    const next = new Map<number, Label[]>();
    for (const [key, set] of layer) for (const label of set) extend(next, Math.floor(key / size), label);
    layer = next;
  }
  return orderOf(best);
}
