import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { filtersToSearchParams, type SaleFilters } from '../../../shared/schemas/filters';
import { SaleListSchema } from '../../../shared/schemas/sale';
import { useConfig } from '../../lib/config';
import { googleMapsKeyQueryOptions } from '../../lib/queries';

export function useGoogleMapsKey() {
  return useQuery(googleMapsKeyQueryOptions);
}

export function salesQueryOptions(filters: SaleFilters, productNoun: string) {
  const params = filtersToSearchParams(filters);
  return queryOptions({
    // One key per filter set; invalidating ['/api/garage-sales'] refreshes them all.
    queryKey: ['/api/garage-sales', Object.fromEntries(params)],
    queryFn: async ({ signal }) => {
      const query = params.toString();
      // A dropped connection, an error status and a malformed answer all read the same to the user.
      const failure = new Error(`Failed to fetch ${productNoun}`);
      const response = await fetch(query ? `/api/garage-sales?${query}` : '/api/garage-sales', {
        credentials: 'include',
        headers: { Accept: 'application/json' },
        signal,
      }).catch((error: unknown) => {
        if (signal.aborted) throw error;
        throw failure;
      });
      const parsed = response.ok
        ? SaleListSchema.safeParse(await response.json().catch(() => null))
        : undefined;
      if (!parsed?.success) throw failure;
      return parsed.data;
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
  // With both dates cleared the user asks for every sale from today on (the server's own default for a
  // bare call is this week, so that no request can list the whole table).
  const effective = filters.startDate || filters.endDate ? filters : { ...filters, startDate: today };
  return useQuery({
    ...salesQueryOptions(effective, productNoun),
    enabled: key.isSuccess,
    placeholderData: keepPreviousData,
  });
}
