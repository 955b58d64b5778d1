import { filtersFromSearchParams, type SaleFilters } from './schemas/filters';

const MAX_NAME = 80;

/** A saved search's filters (Explore's URL form) read back as the list's filters. */
export function savedFilters(filters: Record<string, string>): SaleFilters {
  return filtersFromSearchParams(new URLSearchParams(filters));
}

/**
 * A name that says what a search finds: 'Tools in Stony Plain', 'Books and Toys matching “lego”',
 * 'All sales in Westwind, Spruce Grove from 2026-11-28 to 2026-11-29'. The default name when saving and
 * the description on the Saved searches screen.
 */
export function describeSearch(filters: SaleFilters, categoryNames: ReadonlyMap<number, string>): string {
  const ids = filters.categoryIds ?? [];
  const names = ids.flatMap((id) => categoryNames.get(id) ?? []);
  let what = 'All sales';
  if (ids.length > 0) {
    what = names.length === ids.length && ids.length <= 2 ? names.join(' and ') : `${ids.length} categories`;
  }
  const parts = [what];
  if (filters.city)
    parts.push(`in ${filters.neighborhood ? `${filters.neighborhood}, ` : ''}${filters.city}`);
  if (filters.searchTerm) parts.push(`matching “${filters.searchTerm}”`);
  if (filters.startDate && filters.endDate) parts.push(`from ${filters.startDate} to ${filters.endDate}`);
  else if (filters.startDate) parts.push(`from ${filters.startDate}`);
  else if (filters.endDate) parts.push(`until ${filters.endDate}`);
  const name = parts.join(' ');
  return name.length <= MAX_NAME ? name : `${name.slice(0, MAX_NAME - 1)}…`;
}
