import type { Locale } from './i18n/locales';
import type { Translate } from './i18n/translator';
import type { When } from './schemas/filters';
import { titleCase } from './text';

/** What each quick filter adds to the heading: '{Product} Open Now', 'Garage sales in Acheson today'. */
const WHEN_KEYS = { 'open-now': 'openNow', today: 'today', weekend: 'weekend' } as const satisfies Record<
  When,
  string
>;

/**
 * Explore's heading for what the list shows (issue 22): spec §2's '{Product} This Week' for the week, the
 * quick filter's own days when one is on, a city's page its city. Drawn by the server into the first screen
 * (web/explore-shell.ts) and by React, so both say the same, in the page's language (`t`: the `explore`
 * catalogue). English writes the product noun in title case ('Garage Sales This Week'), French in sentence
 * case ('Ventes de garage cette semaine').
 */
export function exploreHeading(
  t: Translate<'explore'>,
  productNoun: string,
  view: { when?: When; city?: string },
  locale: Locale = 'en',
): string {
  const days = view.when ? WHEN_KEYS[view.when] : 'week';
  const productCapitalized = `${productNoun.charAt(0).toUpperCase()}${productNoun.slice(1)}`;
  if (view.city !== undefined) return t(`heading.city.${days}`, { productCapitalized, city: view.city });
  return t(`heading.${days}`, {
    productTitle: locale === 'en' ? titleCase(productNoun) : productCapitalized,
  });
}
