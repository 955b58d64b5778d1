import { thisWeekWindow } from '../../../shared/dates';
import {
  completeWindow,
  filtersFromSearchParams,
  filtersToSearchParams,
  type SaleFilters,
  SaleFiltersQuerySchema,
  type When,
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
  'when',
  'event',
  ANY_DATES_PARAM,
];

export function defaultFilters(today: string): SaleFilters {
  return thisWeekWindow(today);
}

/**
 * The filters a URL stands for: its own values, and this week's window when it names no dates. Dates the
 * API would refuse together (the wrong way round, or a window longer than it serves) are read from the
 * start date on, as far as the API allows, so an edited or old link still lists sales.
 */
export function readExploreFilters(params: URLSearchParams, today: string): SaleFilters {
  const filters = filtersFromSearchParams(params);
  // A quick filter stands for its own days (the API lets it win over dates): dates beside it are dropped.
  if (filters.when) return { ...filters, startDate: undefined, endDate: undefined };
  const { startDate, endDate } = filters;
  if (startDate && endDate && !SaleFiltersQuerySchema.safeParse({ startDate, endDate }).success) {
    return { ...filters, ...completeWindow({ startDate }) };
  }
  if (startDate || endDate || params.get(ANY_DATES_PARAM) === 'all') return filters;
  return { ...filters, ...defaultFilters(today) };
}

/**
 * The filters the list is asked for. With both dates cleared the user asks for every sale from today on:
 * the API reads a lone start date as the longest window it serves (a bare call would mean this week).
 */
export function listFilters(filters: SaleFilters, today: string): SaleFilters {
  return filters.when || filters.startDate || filters.endDate ? filters : { ...filters, startDate: today };
}

function isDefaultView(filters: SaleFilters, today: string): boolean {
  const { startDate, endDate } = defaultFilters(today);
  const rest = filtersToSearchParams({ ...filters, startDate: undefined, endDate: undefined });
  return !filters.when && filters.startDate === startDate && filters.endDate === endDate && rest.size === 0;
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
  if (!filters.when && !filters.startDate && !filters.endDate) next.set(ANY_DATES_PARAM, 'all');
  return next;
}

/**
 * Turns a quick filter on (its days replace the dates) or, for the one already on, off: back to this
 * week's window, as the list's Clear Filters does for the dates.
 */
export function toggleWhen(filters: SaleFilters, when: When, today: string): SaleFilters {
  if (filters.when === when) return { ...filters, when: undefined, ...defaultFilters(today) };
  return { ...filters, when, startDate: undefined, endDate: undefined };
}
