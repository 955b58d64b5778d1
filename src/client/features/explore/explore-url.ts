import { thisWeekWindow } from '../../../shared/dates';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  type SaleFilters,
} from '../../../shared/schemas/filters';

/** Marks a view with no date limits, so that an empty date range is not read back as "this week". */
const ANY_DATES_PARAM = 'dates';
const FILTER_PARAMS = [
  'city',
  'neighborhood',
  'categoryIds',
  'searchTerm',
  'startDate',
  'endDate',
  ANY_DATES_PARAM,
];

export function defaultFilters(today: string): SaleFilters {
  return thisWeekWindow(today);
}

/** The filters a URL stands for: its own values, and this week's window when it names no dates. */
export function readExploreFilters(params: URLSearchParams, today: string): SaleFilters {
  const filters = filtersFromSearchParams(params);
  if (filters.startDate || filters.endDate || params.get(ANY_DATES_PARAM) === 'all') return filters;
  return { ...filters, ...defaultFilters(today) };
}

function isDefaultView(filters: SaleFilters, today: string): boolean {
  const { startDate, endDate } = defaultFilters(today);
  const rest = filtersToSearchParams({ ...filters, startDate: undefined, endDate: undefined });
  return filters.startDate === startDate && filters.endDate === endDate && rest.size === 0;
}

/**
 * Writes filters into a copy of the URL's query, keeping unrelated parameters (such as the open sale).
 * The default view is written as a bare URL, so "/" stays "this week" whenever it is opened.
 */
export function writeExploreFilters(
  params: URLSearchParams,
  filters: SaleFilters,
  today: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  if (isDefaultView(filters, today)) return next;
  for (const [name, value] of filtersToSearchParams(filters)) next.set(name, value);
  if (!filters.startDate && !filters.endDate) next.set(ANY_DATES_PARAM, 'all');
  return next;
}
