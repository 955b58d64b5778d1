import fc from 'fast-check';
import type { Plan, PlanInput, PlanStop } from './plan';
import { straightLineMatrix } from './travel-times';

/*
 * Test helpers for the planner, written from the rules rather than from the planner's code: a plan's
 * times re-derived by hand, and the best plan found by trying every order of every subset.
 */

/** Throws when the plan breaks a rule: times, waits, hours, driving, every stop accounted for once. */
export function checkPlan(input: PlanInput & { travel: number[][] }, plan: Plan): void {
  const stay = input.stayMinutes ?? 15;
  const indexOf = new Map(input.stops.map((stop, index) => [stop.id, index]));
  let node = 0;
  let clock = input.startMinutes;
  let drive = 0;
  for (const planned of plan.stops) {
    const index = indexOf.get(planned.id) as number;
    const window = (input.stops[index] as PlanStop).window;
    const leg = input.travel[node]?.[index + 1] as number;
    const wait = Math.max(0, (window?.opensAt ?? 0) - (clock + leg));
    const expected = { id: planned.id, arrival: clock + leg, wait, departure: clock + leg + wait + stay };
    if (JSON.stringify(planned) !== JSON.stringify(expected)) {
      throw new Error(`stop ${planned.id}: ${JSON.stringify(planned)} should be ${JSON.stringify(expected)}`);
    }
    const begins = expected.arrival + wait;
    if (!window || begins >= window.closesAt || expected.departure > window.closesAt) {
      throw new Error(`stop ${planned.id} is visited outside its hours`);
    }
    clock = expected.departure;
    drive += leg;
    node = index + 1;
  }
  if (drive !== plan.totalDriveMinutes)
    throw new Error(`drive ${plan.totalDriveMinutes}, should be ${drive}`);
  const ids = [...plan.stops.map((s) => s.id), ...plan.unreachable.map((s) => s.id)].sort((a, b) => a - b);
  if (JSON.stringify(ids) !== JSON.stringify(input.stops.map((s) => s.id).sort((a, b) => a - b))) {
    throw new Error(`stops accounted for: ${ids.join(',')}`);
  }
}

/** Driving of visiting `order` (stop indexes) in turn, or undefined when one is missed. */
function tryOrder(input: PlanInput & { travel: number[][] }, order: number[]): number | undefined {
  const stay = input.stayMinutes ?? 15;
  let node = 0;
  let clock = input.startMinutes;
  let drive = 0;
  for (const index of order) {
    const window = input.stops[index]?.window;
    const leg = input.travel[node]?.[index + 1] as number;
    const begins = Math.max(clock + leg, window?.opensAt ?? 0);
    if (!window || begins >= window.closesAt || begins + stay > window.closesAt) return undefined;
    clock = begins + stay;
    drive += leg;
    node = index + 1;
  }
  return drive;
}

/** The most stops any order visits, and the least driving among such orders, by trying them all. */
export function bruteForce(input: PlanInput & { travel: number[][] }): { count: number; drive: number } {
  let best = { count: 0, drive: 0 };
  const grow = (order: number[]) => {
    for (let index = 0; index < input.stops.length; index++) {
      if (order.includes(index)) continue;
      const next = [...order, index];
      const drive = tryOrder(input, next);
      if (drive === undefined) continue;
      if (next.length > best.count || (next.length === best.count && drive < best.drive)) {
        best = { count: next.length, drive };
      }
      grow(next);
    }
  };
  grow([]);
  return best;
}

/** Random plans: hours of every kind (some closed that day), random or straight-line-like driving. */
export function planInputs(maxStops: number): fc.Arbitrary<PlanInput & { travel: number[][] }> {
  const window = fc.option(
    fc
      .record({
        opensAt: fc.integer({ min: 6 * 60, max: 14 * 60 }),
        length: fc.integer({ min: 10, max: 300 }),
      })
      .map(({ opensAt, length }) => ({ opensAt, closesAt: opensAt + length })),
    { freq: 8 },
  );
  return fc.integer({ min: 0, max: maxStops }).chain((size) =>
    fc.record({
      start: fc.constant({ lat: 53.5, lng: -114 }),
      date: fc.constant('2026-05-16'),
      startMinutes: fc.integer({ min: 7 * 60, max: 11 * 60 }),
      stayMinutes: fc.constantFrom(0, 1, 10, 15, 30),
      stops: fc.array(window, { minLength: size, maxLength: size }).map((windows) =>
        windows.map((w, index) => ({
          id: 100 + index,
          position: { lat: 53.5, lng: -114 },
          window: w ?? undefined,
        })),
      ),
      travel: fc.array(
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: size + 1, maxLength: size + 1 }),
        {
          minLength: size + 1,
          maxLength: size + 1,
        },
      ),
    }),
  );
}

/** Random plans on a map: places within about 15 km, driving times from the straight-line estimate. */
export function planInputsOnMap(maxStops: number): fc.Arbitrary<PlanInput & { travel: number[][] }> {
  const place = fc.record({
    lat: fc.double({ min: 53.4, max: 53.6, noNaN: true }),
    lng: fc.double({ min: -114.2, max: -113.9, noNaN: true }),
  });
  return fc
    .tuple(planInputs(maxStops), place, fc.array(place, { minLength: maxStops, maxLength: maxStops }))
    .map(([input, start, places]) => {
      const stops = input.stops.map((stop, index) => ({ ...stop, position: places[index] ?? start }));
      return { ...input, start, stops, travel: straightLineMatrix([start, ...stops.map((s) => s.position)]) };
    });
}

/**
 * Plans of 11 to 25 stops that can all be visited: a random order is driven first and each stop's hours
 * are set around the moment it is reached (some open later, so the shopper waits), then the stops are
 * shuffled. Tight hours make the planted order one of very few that work.
 */
export function plantedPlans(
  minStops: number,
  maxStops: number,
): fc.Arbitrary<PlanInput & { travel: number[][] }> {
  const stop = fc.record({
    lat: fc.double({ min: 53.4, max: 53.6, noNaN: true }),
    lng: fc.double({ min: -114.2, max: -113.9, noNaN: true }),
    early: fc.integer({ min: -20, max: 90 }),
    slack: fc.integer({ min: 0, max: 45 }),
    sortKey: fc.double({ min: 0, max: 1, noNaN: true }),
  });
  return fc
    .record({
      stops: fc.array(stop, { minLength: minStops, maxLength: maxStops }),
      stayMinutes: fc.constantFrom(5, 15, 20),
    })
    .map(({ stops, stayMinutes }) => {
      const start = { lat: 53.5, lng: -114.05 };
      const travel = straightLineMatrix([start, ...stops]);
      let clock = 8 * 60;
      let node = 0;
      const windows = stops.map((planned, index) => {
        const arrival = clock + (travel[node]?.[index + 1] as number);
        const opensAt = Math.max(0, arrival - planned.early);
        const begins = Math.max(arrival, opensAt);
        clock = begins + stayMinutes;
        node = index + 1;
        return { opensAt, closesAt: clock + planned.slack };
      });
      const shuffled = stops
        .map((_, index) => index)
        .sort((a, b) => (stops[a]?.sortKey ?? 0) - (stops[b]?.sortKey ?? 0));
      const nodes = [0, ...shuffled.map((index) => index + 1)];
      return {
        start,
        date: '2026-05-16',
        startMinutes: 8 * 60,
        stayMinutes,
        stops: shuffled.map((index) => ({
          id: 100 + index,
          position: { lat: stops[index]?.lat ?? 0, lng: stops[index]?.lng ?? 0 },
          window: windows[index],
        })),
        travel: nodes.map((from) => nodes.map((to) => travel[from]?.[to] as number)),
      };
    });
}
