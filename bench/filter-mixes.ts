import { PLACES } from '../src/server/tools/seed/seed-data/places';

/**
 * The random filter sets of `npm run bench`: GET /api/garage-sales with this week's window and a city, a
 * neighbourhood, categories and a search word as often as a mix says. Each set is new to the app's cache
 * once, so the load measures lists made from the database as well as cached ones.
 */

/** How often a random filter set names each filter. */
export interface FilterMix {
  city: number;
  /** Of those with a city: a neighbourhood too. */
  neighborhood: number;
  categories: number;
  /** How many categories a filter set with categories names. */
  categoryCount: number;
  search: number;
}

/** The bench's first mix: a county's shoppers this week, a city most of the time. */
export const SHOPPERS_MIX: FilterMix = {
  city: 0.7,
  neighborhood: 0.3,
  categories: 0.5,
  categoryCount: 1,
  search: 0.2,
};
/** Issue 27's mix, heavier on search: 60 % name a city, 50 % two categories, 40 % a search word. */
export const SEARCH_MIX: FilterMix = {
  city: 0.6,
  neighborhood: 0,
  categories: 0.5,
  categoryCount: 2,
  search: 0.4,
};
/** Words every week's sales hold (the fill's items and titles), so each search reads hundreds of them. */
const SEARCH_WORDS = ['tools', 'toys', 'books', 'bikes', 'moving'];

/** 300 filter sets of this week drawn by a mix, the same ones in every run (a seeded generator). */
export function filteredListPaths(categoryIds: number[], mix: FilterMix, count = 300): string[] {
  let state = 7;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams();
    const place = next() < mix.city ? pick(PLACES) : undefined;
    if (place) {
      params.set('city', place.name);
      const hood =
        place.neighborhoods.length > 0 && next() < mix.neighborhood ? pick(place.neighborhoods) : undefined;
      if (hood) params.set('neighborhood', hood.name);
    }
    if (next() < mix.categories) {
      const chosen = Array.from({ length: mix.categoryCount }, () => pick(categoryIds));
      params.set('categoryIds', chosen.join(','));
    }
    if (next() < mix.search) params.set('searchTerm', pick(SEARCH_WORDS));
    return `/api/garage-sales?${params}`;
  });
}
