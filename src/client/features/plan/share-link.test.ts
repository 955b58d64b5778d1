import { describe, expect, it } from 'vitest';
import english from '../../../shared/i18n/catalogs/en/plan.json' with { type: 'json' };
import { fillPlaceholders } from '../../../shared/i18n/messages';
import { MAX_PLAN_STOPS } from '../../../shared/planner/plan';
import { MAX_STAY_MINUTES } from '../../../shared/schemas/plan';
import { LINK_PROBLEMS, readSharedPlan, type SharedPlan, sharedPlanPath } from './share-link';

describe('shared plan links', () => {
  it('writes a readable link and reads back the same plan', () => {
    const plan: SharedPlan = {
      stops: [12, 5, 9],
      date: '2026-11-28',
      from: { lat: 53.5412, lng: -113.9 },
      time: '08:30',
      stay: 20,
    };
    const path = sharedPlanPath(plan);
    expect(path).toBe('/plan?stops=12,5,9&date=2026-11-28&from=53.5412,-113.9&time=08:30&stay=20');
    expect(readSharedPlan(path.slice('/plan'.length))).toEqual({ kind: 'plan', plan });
  });

  it('needs only the stops', () => {
    expect(sharedPlanPath({ stops: [3] })).toBe('/plan?stops=3');
    expect(readSharedPlan('?stops=3')).toEqual({ kind: 'plan', plan: { stops: [3] } });
    expect(readSharedPlan('?stops=3&from=&utm_source=x')).toEqual({ kind: 'plan', plan: { stops: [3] } });
  });

  it('is no shared plan without stops', () => {
    expect(readSharedPlan('')).toEqual({ kind: 'none' });
    expect(readSharedPlan('?date=2026-11-28')).toEqual({ kind: 'none' });
  });

  it.each([
    ['?stops=', 'The stops must be sale ids separated by commas'],
    ['?stops=1,x', 'The stops must be sale ids separated by commas'],
    ['?stops=0', 'The stops must be sale ids separated by commas'],
    ['?stops=4,4', 'Each sale may be a stop only once'],
    [`?stops=${Array.from({ length: 26 }, (_, i) => i + 1).join(',')}`, 'A plan has at most 25 stops'],
    ['?stops=1&date=2026-02-30', 'That date does not exist'],
    ['?stops=1&from=91,0', 'The start is not a place on Earth'],
    ['?stops=1&from=here', 'The start must be a latitude and a longitude'],
    ['?stops=1&time=25:00', 'Use a time in the form HH:mm'],
    ['?stops=1&stay=-5', 'The stay must be whole minutes'],
    ['?stops=1&stay=300', 'Stay at most 240 minutes at a sale'],
  ])('refuses %s with "%s"', (search, message) => {
    expect(readSharedPlan(search)).toEqual({ kind: 'invalid', message });
  });

  it("names each of the link's own problems by a plan catalogue key whose English is the same text", () => {
    for (const [text, key] of LINK_PROBLEMS) {
      const max = key === 'link.tooMany' ? MAX_PLAN_STOPS : MAX_STAY_MINUTES;
      expect(fillPlaceholders(english[key], { max })).toBe(text);
    }
    expect(LINK_PROBLEMS.size).toBe(9);
  });
});
