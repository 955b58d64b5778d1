import type { Sale } from '../../shared/schemas/sale';
import { itemSearchText } from '../../shared/schemas/sale-items';
import type { ListFilters } from './sales.repo';

/*
 * A filtered list of this week made from this week's whole list, in the app (issue 27). Random filter
 * sets (a city, categories, a search word) are new to the cache nearly every time; each was a statement
 * that, on the embedded database, holds the app's one thread for 1 to 11 ms while every other request
 * waits. This week's sales are already in the cache, a few hundred objects: checking them takes a
 * fraction of that. The conditions are the list statement's (sales.repo.ts `listConditions`), read the
 * same way: a city or neighbourhood whatever its case, any of the categories, the search term anywhere in
 * the title, description, address or unsold items' names whatever its case, days that overlap the window, the community sale
 * day's slug (issue 25: each sale carries its event). The whole list is in
 * the statement's order, so its part is too.
 */

export interface Window {
  startDate: string;
  endDate: string;
}

/** A window within another: its lists can be made from the other's. */
export function isWithin(window: Partial<Window>, outer: Window): window is Window {
  return (
    window.startDate !== undefined &&
    window.endDate !== undefined &&
    window.startDate <= window.endDate &&
    window.startDate >= outer.startDate &&
    window.endDate <= outer.endDate
  );
}

/**
 * The search document of sales.repo's statement (title, description, address and the unsold items' names,
 * one per line), lower case.
 */
function searchDocumentOf(sale: Sale): string {
  const items = sale.items ? itemSearchText(sale.items) : '';
  return `${sale.title}\n${sale.description ?? ''}\n${sale.address}\n${items}`.toLowerCase();
}

/** The sales of a whole window's list that a filter set within it keeps, in the same order. */
export function filterWindowSales(sales: readonly Sale[], filters: ListFilters & Window): Sale[] {
  const city = filters.city?.toLowerCase();
  const neighborhood = city ? filters.neighborhood?.toLowerCase() : undefined;
  const categories = filters.categoryIds?.length ? new Set(filters.categoryIds) : undefined;
  const term = filters.searchTerm?.toLowerCase();
  return sales.filter(
    (sale) =>
      sale.startDate <= filters.endDate &&
      sale.endDate >= filters.startDate &&
      (city === undefined || sale.city.toLowerCase() === city) &&
      (neighborhood === undefined || sale.neighborhood?.toLowerCase() === neighborhood) &&
      (categories === undefined || sale.categoryIds.some((id) => categories.has(id))) &&
      (term === undefined || searchDocumentOf(sale).includes(term)) &&
      (filters.event === undefined || sale.event?.slug === filters.event),
  );
}
