import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { filtersToSearchParams, type SaleFilters } from '../../../shared/schemas/filters';
import { type SaleSummary, SaleSummarySchema } from '../../../shared/schemas/sale';
import { useConfig } from '../../lib/config';
import { googleMapsKeyQueryOptions } from '../../lib/queries';
import { listFilters } from './explore-url';

export function useGoogleMapsKey() {
  return useQuery(googleMapsKeyQueryOptions);
}

/**
 * Reads the list one sale at a time: a sale the client cannot read is left out (and logged) rather than
 * costing every visitor the whole list.
 */
function readSales(body: unknown): SaleSummary[] | null {
  if (!Array.isArray(body)) return null;
  const sales: SaleSummary[] = [];
  const unreadable: unknown[] = [];
  for (const item of body) {
    const parsed = SaleSummarySchema.safeParse(item);
    if (parsed.success) sales.push(parsed.data);
    else unreadable.push(item !== null && typeof item === 'object' && 'id' in item ? item.id : '(no id)');
  }
  if (unreadable.length > 0) {
    console.warn(
      `Left out ${unreadable.length} unreadable sale(s) of the list; ids: ${unreadable.join(', ')}`,
    );
  }
  return sales;
}

export function salesQueryOptions(filters: SaleFilters, productNoun: string) {
  const params = filtersToSearchParams(filters);
  return queryOptions({
    // One key per filter set; invalidating ['/api/garage-sales'] refreshes them all.
    queryKey: ['/api/garage-sales', Object.fromEntries(params)],
    queryFn: async ({ signal }) => {
      const query = params.toString();
      // A dropped connection, an error status and an answer that is not a list all read the same to the user.
      const failure = new Error(`Failed to fetch ${productNoun}`);
      const response = await fetch(query ? `/api/garage-sales?${query}` : '/api/garage-sales', {
        credentials: 'include',
        headers: { Accept: 'application/json' },
        // Always asked again (an unchanged list costs a 304): a shared cache may keep the list a few
        // seconds (decision 0010), the browser must not, or a seller would not see their own new sale.
        cache: 'no-cache',
        signal,
      }).catch((error: unknown) => {
        if (signal.aborted) throw error;
        throw failure;
      });
      const sales = response.ok ? readSales(await response.json().catch(() => null)) : null;
      if (!sales) throw failure;
      return sales;
    },
  });
}

/**
 * The one list the map and the cards both read. Spec §7: it runs only once the maps key request has
 * succeeded. While new filters load, the previous answer stays on screen.
 */
export function useSales(filters: SaleFilters) {
  const { productNoun, today } = useConfig();
  const key = useGoogleMapsKey();
  return useQuery({
    ...salesQueryOptions(listFilters(filters, today), productNoun),
    enabled: key.isSuccess,
    placeholderData: keepPreviousData,
  });
}
