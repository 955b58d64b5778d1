import { addDaysIso } from '../../../../shared/dates';
import type { DemoSalePlan } from './demo-plan';

/** The demo's community sale day (issue 25): what `npm start` shows on Explore's banner and /events/{slug}. */
export interface DemoEventPlan {
  slug: string;
  name: string;
  description: string;
  rules: string;
  day: string;
  /** Indexes into the demo sales, in number order (#1 first). */
  saleIndexes: number[];
}

export const DEMO_EVENT_SLUG = 'parkland-community-garage-sale';

/**
 * A one-day event two days from today (always within this week's list), the demo sales open that day
 * registered and numbered: by city, then from north to south, so that the numbered list reads like a route.
 */
export function planDemoEvent(today: string, sales: DemoSalePlan[]): DemoEventPlan {
  const day = addDaysIso(today, 2);
  const saleIndexes = sales
    .map((sale, index) => ({ sale, index }))
    .filter(({ sale }) => sale.startDate <= day && day <= sale.endDate)
    .sort(
      (a, b) =>
        a.sale.city.localeCompare(b.sale.city) ||
        b.sale.position.lat - a.sale.position.lat ||
        a.index - b.index,
    )
    .map(({ index }) => index);
  return {
    slug: DEMO_EVENT_SLUG,
    name: 'Parkland Community Garage Sale',
    description:
      'Households across Parkland County sell on the same day. Every sale has a number: find it on the map, in the list and on the yard sign.',
    rules: 'Sales open 8:00 to 16:00. Park on one side of the street. No food sales.',
    day,
    saleIndexes,
  };
}
