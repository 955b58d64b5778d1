import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { filtersToSearchParams, type SaleFilters } from '../../../shared/schemas/filters';
import { SaleSchema, SaleSummarySchema } from '../../../shared/schemas/sale';
import { getJsonItems } from '../../lib/api';
import { useConfig, useProductNoun } from '../../lib/config';
import { loadT } from '../../lib/i18n';
import { listRequestHeaders } from '../../lib/own-changes';
import { googleMapsKeyQueryOptions } from '../../lib/queries';
import { listFilters } from './explore-url';

const OPEN_NOW_REFRESH_MS = 60_000;

/** The list's failure in the page's language (its catalogue is loaded with Explore: no wait). */
const failureMessage = async (productNoun: string) =>
  (await loadT('explore'))('list.fetchFailed', { productPlural: productNoun });

export function useGoogleMapsKey() {
  return useQuery(googleMapsKeyQueryOptions);
}

/** `productNoun`: the plural in the page's language, for the list's failure ('Failed to fetch garage sales'). */
export function salesQueryOptions(filters: SaleFilters, productNoun: string) {
  const params = filtersToSearchParams(filters);
  const query = params.toString();
  return queryOptions({
    // One key per filter set; invalidating ['/api/garage-sales'] refreshes them all.
    queryKey: ['/api/garage-sales', Object.fromEntries(params)],
    queryFn: async ({ signal }) =>
      getJsonItems(query ? `/api/garage-sales?${query}` : '/api/garage-sales', SaleSummarySchema, {
        signal,
        // A dropped connection, an error status and an answer that is not a list read the same to the user.
        failureMessage: await failureMessage(productNoun),
        // Always asked again (an unchanged list costs a 304): a shared cache may keep the list a few
        // seconds (decision 0010), the browser must not, or a seller would not see their own new sale.
        cache: 'no-cache',
        // Right after this tab's own change, past any shared cache too (README's nginx refreshes its copy).
        headers: listRequestHeaders(),
      }),
  });
}

/**
 * The same list with every field (`?fields=full`, decision 0010), for the printed list: each sale's
 * schedule, which the cards' summary does not carry. Asked only when the list is printed.
 */
export function fullSalesQueryOptions(filters: SaleFilters, productNoun: string) {
  const params = filtersToSearchParams(filters);
  params.set('fields', 'full');
  return queryOptions({
    queryKey: ['/api/garage-sales', Object.fromEntries(params)],
    queryFn: async ({ signal }) =>
      getJsonItems(`/api/garage-sales?${params}`, SaleSchema, {
        signal,
        failureMessage: await failureMessage(productNoun),
        cache: 'no-cache',
      }),
  });
}

/**
 * The one list the map and the cards both read. Spec §7: it runs only once the maps key request has
 * succeeded. While new filters load, the previous answer stays on screen.
 */
export function useSales(filters: SaleFilters) {
  const { today } = useConfig();
  const productNoun = useProductNoun().plural;
  const key = useGoogleMapsKey();
  return useQuery({
    ...salesQueryOptions(listFilters(filters, today), productNoun),
    enabled: key.isSuccess,
    placeholderData: keepPreviousData,
    // "Open now" changes with the clock: asked again each minute while shown (the server's answer for a
    // minute is cached, decision 0019), where every other list keeps spec §7's "never stale".
    ...(filters.when === 'open-now'
      ? { staleTime: OPEN_NOW_REFRESH_MS, refetchInterval: OPEN_NOW_REFRESH_MS }
      : {}),
  });
}
