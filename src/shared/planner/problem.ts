/**
 * The planner's inner problem, by index: stop i is node i + 1 of the travel matrix, node 0 the start.
 * Every stop here has hours that day; `latest[i]` is the last minute its visit may begin so that the whole
 * stay (at least one minute) ends by closing time.
 */
export interface Problem {
  size: number;
  startMinutes: number;
  stayMinutes: number;
  opensAt: number[];
  latest: number[];
  /** Minutes, (size + 1) × (size + 1), node 0 the start. */
  travel: number[][];
}

export interface Visit {
  stop: number;
  arrival: number;
  wait: number;
  departure: number;
}

export interface Walk {
  visits: Visit[];
  driveMinutes: number;
}

/** The stops of `order` visited in turn, or undefined when one of them cannot be visited while open. */
export function walk(problem: Problem, order: readonly number[]): Walk | undefined {
  const visits: Visit[] = [];
  let node = 0;
  let clock = problem.startMinutes;
  let driveMinutes = 0;
  for (const stop of order) {
    const drive = problem.travel[node]?.[stop + 1] ?? Number.POSITIVE_INFINITY;
    const arrival = clock + drive;
    const begins = Math.max(arrival, problem.opensAt[stop] ?? 0);
    if (!(begins <= (problem.latest[stop] ?? Number.NEGATIVE_INFINITY))) return undefined;
    clock = begins + problem.stayMinutes;
    driveMinutes += drive;
    visits.push({ stop, arrival, wait: begins - arrival, departure: clock });
    node = stop + 1;
  }
  return { visits, driveMinutes };
}

/** Total driving of `order` when every stop of it can be visited in time, else undefined (cheaper than walk). */
export function driveOf(problem: Problem, order: readonly number[]): number | undefined {
  let node = 0;
  let clock = problem.startMinutes;
  let driveMinutes = 0;
  const { travel, opensAt, latest, stayMinutes } = problem;
  for (const stop of order) {
    const drive = (travel[node] as number[])[stop + 1] as number;
    const begins = Math.max(clock + drive, opensAt[stop] as number);
    if (begins > (latest[stop] as number)) return undefined;
    clock = begins + stayMinutes;
    driveMinutes += drive;
    node = stop + 1;
  }
  return driveMinutes;
}

/** Lexicographic objective: more stops first, then less driving. */
export function isBetter(count: number, drive: number, bestCount: number, bestDrive: number): boolean {
  return count > bestCount || (count === bestCount && drive < bestDrive);
}
