import { cityHeading } from './city-slug';
import type { When } from './schemas/filters';
import { titleCase } from './text';

/** What each quick filter adds to the heading: '{Product} Open Now', 'Garage sales in Acheson today'. */
const WHEN_WORDS: Record<When, string> = {
  'open-now': 'open now',
  today: 'today',
  weekend: 'this weekend',
};

/**
 * Explore's heading for what the list shows (issue 22): spec §2's '{Product} This Week' for the week, the
 * quick filter's own days when one is on, a city's page its city. Drawn by the server into the first screen
 * (web/explore-shell.ts) and by React, so both say the same.
 */
export function exploreHeading(productNoun: string, view: { when?: When; city?: string }): string {
  if (view.city !== undefined) {
    const inCity = cityHeading(productNoun, view.city);
    return view.when ? inCity.replace(/ this week$/, ` ${WHEN_WORDS[view.when]}`) : inCity;
  }
  return `${titleCase(productNoun)} ${titleCase(view.when ? WHEN_WORDS[view.when] : 'this week')}`;
}
