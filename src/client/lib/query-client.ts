import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api';

/** Spec §7 data-fetching defaults: no retries, no refetch on focus or interval, never stale unless stated. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export const FIVE_MINUTES = 5 * 60 * 1000;
