import { completeWindow, type SaleFilters, type When } from '../../../shared/schemas/filters';
import { formatDayRange, formatLocalDay } from '../../lib/format';

/** The quick filters' names, as their chips and the summaries say them. */
export const WHEN_LABELS: Record<When, string> = {
  'open-now': 'Open now',
  today: 'Today',
  weekend: 'This weekend',
};

/**
 * The window the API serves for these dates: a lone start or end date stands for its longest window; a
 * quick filter is named as its chip is.
 */
function describeDates(filters: SaleFilters): string {
  if (filters.when) return WHEN_LABELS[filters.when];
  const { startDate, endDate } = completeWindow(filters);
  if (!startDate || !endDate) return 'Any dates';
  return startDate === endDate ? formatLocalDay(startDate) : formatDayRange(startDate, endDate);
}

function describePlace(filters: SaleFilters): string | undefined {
  if (!filters.city) return undefined;
  return filters.neighborhood ? `${filters.neighborhood}, ${filters.city}` : filters.city;
}

/** What the filters are, item by item, so a collapsed panel still says what the list shows. */
export function summarizeFilters(
  filters: SaleFilters,
  categoryNames: ReadonlyMap<number, string>,
): { label: string; value: string }[] {
  const ids = filters.categoryIds ?? [];
  const names = ids.flatMap((id) => categoryNames.get(id) ?? []);
  let categories = 'All categories';
  if (ids.length > 0)
    categories = names.length === ids.length && ids.length <= 3 ? names.join(', ') : `${ids.length} selected`;
  return [
    { label: 'Dates', value: describeDates(filters) },
    { label: 'Place', value: describePlace(filters) ?? 'All cities' },
    { label: 'Categories', value: categories },
    { label: 'Search', value: filters.searchTerm ? `“${filters.searchTerm}”` : 'None' },
  ];
}

/** The same in one line, for narrow screens. */
export function describeFilters(filters: SaleFilters): string {
  const parts = [describeDates(filters)];
  const place = describePlace(filters);
  if (place) parts.push(place);
  const categories = filters.categoryIds?.length ?? 0;
  if (categories > 0) parts.push(`${categories} ${categories === 1 ? 'category' : 'categories'}`);
  if (filters.searchTerm) parts.push(`“${filters.searchTerm}”`);
  return parts.join(' · ');
}
