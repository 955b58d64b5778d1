import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveExact } from './exact';
import { solveHeuristic } from './heuristic';
import { MAX_PLAN_STOPS, planRoute } from './plan';
import { checkPlan, planInputs, plantedPlans } from './plan-checks.fixtures';
import { driveOf, type Problem } from './problem';

/** The inner problem of a plan whose stops are all open that day. */
function problemOf(input: ReturnType<typeof planInputs> extends fc.Arbitrary<infer T> ? T : never): Problem {
  const open = input.stops.flatMap((stop, index) => (stop.window ? [index] : []));
  const stay = input.stayMinutes ?? 15;
  const nodes = [0, ...open.map((index) => index + 1)];
  return {
    size: open.length,
    startMinutes: input.startMinutes,
    stayMinutes: stay,
    opensAt: open.map((index) => input.stops[index]?.window?.opensAt ?? 0),
    latest: open.map((index) => (input.stops[index]?.window?.closesAt ?? 0) - Math.max(stay, 1)),
    travel: nodes.map((from) => nodes.map((to) => input.travel[from]?.[to] as number)),
  };
}

describe('plans of more than 10 stops', () => {
  it('visits every stop of 11 to 25 in nearly every case where a planted order can, within their hours', () => {
    const cases = fc.sample(plantedPlans(11, MAX_PLAN_STOPS), { seed: 528, numRuns: 60 });
    let missed = 0;
    for (const input of cases) {
      const plan = planRoute(input);
      checkPlan(input, plan);
      if (plan.unreachable.length > 0) missed++;
    }
    // No guarantee above 10 stops: measured, about 1 plan in 40 leaves out one stop it could have had.
    expect(missed).toBeLessThanOrEqual(3);
  });

  it('nearly always matches the exact search on 8 to 10 stops, and never answers an infeasible route', () => {
    const cases = fc.sample(
      planInputs(10).filter((input) => input.stops.length >= 8),
      { seed: 1128, numRuns: 200 },
    );
    let fewer = 0;
    for (const input of cases) {
      const problem = problemOf(input);
      const heuristic = solveHeuristic(problem);
      expect(driveOf(problem, heuristic)).toBeDefined();
      if (heuristic.length < (solveExact(problem)?.length ?? 0)) fewer++;
    }
    expect(fewer).toBeLessThanOrEqual(2);
  });

  it('plans 25 stops in well under a second', () => {
    const [input] = fc.sample(plantedPlans(MAX_PLAN_STOPS, MAX_PLAN_STOPS), { seed: 7, numRuns: 1 });
    if (!input) throw new Error('no sample');
    const started = performance.now();
    const plan = planRoute(input);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(plan.stops).toHaveLength(MAX_PLAN_STOPS);
  });
});
