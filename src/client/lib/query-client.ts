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
        // Offline, reads still go out: the service worker answers them with what it kept (src/client/sw.ts).
        // React Query's default would hold them until the network is back, and show nothing meanwhile.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

export const FIVE_MINUTES = 5 * 60 * 1000;

/** For a list others change too (an admin's, one's favorites, one's sales): stale at once, read again on every visit. */
export const EVERY_VISIT = { staleTime: 0, refetchOnMount: 'always' } as const;
