import type { QueryClient } from '@tanstack/react-query';
import { splitLocalePath } from '../../shared/i18n/locales';
import { pageData, seedPageData } from './page-data';
import { pageLocale } from './page-locale';
import {
  categoriesQueryOptions,
  citiesQueryOptions,
  configQueryOptions,
  googleMapsKeyQueryOptions,
} from './queries';
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
  if (serverDrawn && isExplore(globalThis.location?.pathname ?? '/')) {
    // What Explore's first screen asks for as it mounts, asked before React takes the page over, in a
    // task of their own: the list waits for the maps key (spec §7), which was asked only once the page was
    // up, and the requests were made together in the effects that followed its commit (a task of 10 to
    // 15 ms of CPU, profiled: decision 0029). The filter panel's categories and the cities' links too.
    setTimeout(() => {
      void queryClient.prefetchQuery(googleMapsKeyQueryOptions);
      void queryClient.prefetchQuery(categoriesQueryOptions);
      void queryClient.prefetchQuery(citiesQueryOptions);
    }, 0);
  }
  return { queryClient, configLoaded, pageData };
}

/** Explore, or a city's page (Explore with its city chosen): the paths server/web draws Explore on. */
function isExplore(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return path === '/' || path.startsWith('/garage-sales/in/');
}
