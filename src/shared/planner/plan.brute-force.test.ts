import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planRoute } from './plan';
import { bruteForce, checkPlan, planInputs, planInputsOnMap } from './plan-checks.fixtures';

// Seeded: the same cases on every run, so a failure can be replayed.
const SETTINGS = { seed: 20260516, numRuns: 400 };

describe('the planner against every order of every subset (up to 7 stops)', () => {
  it.each([
    ['random driving times (asymmetric, no triangle inequality)', planInputs(7)],
    ['straight-line driving times between random places', planInputsOnMap(7)],
  ])('visits as many stops as the best order, driving as little, with %s', (_, inputs) => {
    let allVisitable = 0;
    fc.assert(
      fc.property(inputs, (input) => {
        const plan = planRoute(input);
        checkPlan(input, plan);
        const best = bruteForce(input);
        if (best.count === input.stops.length) {
          allVisitable++;
          expect(plan.unreachable).toEqual([]);
        }
        expect(plan.stops).toHaveLength(best.count);
        expect(plan.totalDriveMinutes).toBe(best.drive);
      }),
      SETTINGS,
    );
    // The cases must include plans that visit everything, else the first check proves nothing.
    expect(allVisitable).toBeGreaterThan(40);
  });
});
