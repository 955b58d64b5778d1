import type { Problem } from './problem';

export interface Insertion {
  order: number[];
  drive: number;
}

/**
 * The cheapest feasible insertion of one of `candidates` into a feasible `order`, or undefined. Each place
 * is checked in constant time (Savelsbergh's forward and backward times): `leaves[k]` is when the shopper
 * leaves the k-th stop of the route as it is, `latestBegin[k]` the latest the k-th visit may begin with
 * every later one still in its hours. Waiting is allowed, so a later visit only needs to be reached by
 * its own latest beginning.
 */
export function cheapestInsertion(
  problem: Problem,
  order: readonly number[],
  drive: number,
  candidates: Iterable<number>,
): Insertion | undefined {
  const { travel, opensAt, latest, stayMinutes } = problem;
  const length = order.length;
  const leg = (from: number, to: number) => (travel[from] as number[])[to] as number;
  const nodes = [0, ...order.map((stop) => stop + 1)];
  const leaves = new Array<number>(length + 1);
  leaves[0] = problem.startMinutes;
  for (let k = 1; k <= length; k++) {
    const stop = order[k - 1] as number;
    const begins = Math.max(
      (leaves[k - 1] as number) + leg(nodes[k - 1] as number, stop + 1),
      opensAt[stop] as number,
    );
    leaves[k] = begins + stayMinutes;
  }
  const latestBegin = new Array<number>(length + 2);
  latestBegin[length + 1] = Number.POSITIVE_INFINITY;
  for (let k = length; k >= 1; k--) {
    const stop = order[k - 1] as number;
    const after =
      k < length
        ? (latestBegin[k + 1] as number) - leg(stop + 1, nodes[k + 1] as number) - stayMinutes
        : Infinity;
    latestBegin[k] = Math.min(latest[stop] as number, after);
  }
  let best: { stop: number; at: number; drive: number } | undefined;
  for (const stop of candidates) {
    const node = stop + 1;
    for (let at = 0; at <= length; at++) {
      // Between route positions `at` (0: the start) and `at + 1` (none past the end).
      const from = nodes[at] as number;
      const begins = Math.max((leaves[at] as number) + leg(from, node), opensAt[stop] as number);
      if (begins > (latest[stop] as number)) continue;
      const to = nodes[at + 1];
      let added = leg(from, node);
      if (to !== undefined) {
        if (begins + stayMinutes + leg(node, to) > (latestBegin[at + 1] as number)) continue;
        added += leg(node, to) - leg(from, to);
      }
      if (!best || drive + added < best.drive) best = { stop, at, drive: drive + added };
    }
  }
  if (!best) return undefined;
  return { order: [...order.slice(0, best.at), best.stop, ...order.slice(best.at)], drive: best.drive };
}
