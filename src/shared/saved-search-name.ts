import type { Translate } from './i18n/translator';
import { filtersFromSearchParams, type SaleFilters } from './schemas/filters';

const MAX_NAME = 80;

/** A saved search's filters (Explore's URL form) read back as the list's filters. */
export function savedFilters(filters: Record<string, string>): SaleFilters {
  return filtersFromSearchParams(new URLSearchParams(filters));
}

/**
 * A name that says what a search finds: 'Tools in Stony Plain', 'Books and Toys matching “lego”',
 * 'All sales in Westwind, Spruce Grove from 2026-11-28 to 2026-11-29' (in French 'Outils à Stony Plain'…,
 * with `t` in the reader's language). The default name when saving and the description on the Saved
 * searches screen.
 */
export function describeSearch(
  filters: SaleFilters,
  categoryNames: ReadonlyMap<number, string>,
  t: Translate<'notifications'>,
): string {
  const ids = filters.categoryIds ?? [];
  const names = ids.flatMap((id) => categoryNames.get(id) ?? []);
  let what = t('describe.all');
  if (ids.length > 0) {
    const [first, second] = names;
    if (names.length !== ids.length || ids.length > 2) what = t('describe.categories', { count: ids.length });
    else what = second === undefined ? (first ?? '') : t('describe.two', { first: first ?? '', second });
  }
  const parts = [what];
  if (filters.city) {
    const place = filters.neighborhood ? `${filters.neighborhood}, ${filters.city}` : filters.city;
    parts.push(t('describe.in', { place }));
  }
  if (filters.searchTerm) parts.push(t('describe.matching', { term: filters.searchTerm }));
  if (filters.startDate && filters.endDate)
    parts.push(t('describe.fromTo', { start: filters.startDate, end: filters.endDate }));
  else if (filters.startDate) parts.push(t('describe.from', { start: filters.startDate }));
  else if (filters.endDate) parts.push(t('describe.until', { end: filters.endDate }));
  const name = parts.join(' ');
  return name.length <= MAX_NAME ? name : `${name.slice(0, MAX_NAME - 1)}…`;
}
