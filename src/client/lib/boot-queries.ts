import type { QueryClient } from '@tanstack/react-query';
import { pageData, seedPageData } from './page-data';
import { pageLocale } from './page-locale';
import { categoriesQueryOptions, configQueryOptions } from './queries';
import { createQueryClient } from './query-client';

export interface BootQueries {
  queryClient: QueryClient;
  /** Settled once the deployment's settings are here (or failed): nothing renders without them. */
  configLoaded: Promise<void>;
  pageData: typeof pageData;
}

/**
 * The query client the app starts with (main.tsx), seeded with the data the server drew the page with
 * (decision 0026), and the requests the first screen needs asked at once: the deployment's settings
 * (GET /api/config) when the page did not carry them, and on a French page the server drew, the
 * categories' names its cards' chips are named from (lib/category-names.ts), beside the list.
 */
export function startQueries(serverDrawn: boolean): BootQueries {
  const queryClient = seedPageData(createQueryClient());
  const configLoaded = queryClient.prefetchQuery(configQueryOptions);
  if (pageLocale() !== 'en' && serverDrawn) void queryClient.prefetchQuery(categoriesQueryOptions);
  return { queryClient, configLoaded, pageData };
}
