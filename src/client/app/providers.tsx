import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DeferredToaster } from '../components/ui/deferred-toaster';
import { ConfigProvider } from '../lib/config';
import { LocaleProvider } from '../lib/i18n';
import { seedPageData } from '../lib/page-data';
import { configQueryOptions } from '../lib/queries';
import { createQueryClient } from '../lib/query-client';

/**
 * The query client, seeded with the data the server drew the page with, and the site's settings asked for
 * when the page carried none: they load while the page's words do.
 */
function startQueryClient() {
  const client = seedPageData(createQueryClient());
  void client.prefetchQuery(configQueryOptions);
  return client;
}

/** `client`: one made before React started, already fetching (main.tsx); else a new one. */
export function Providers({
  children,
  queryClient: client,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => client ?? startQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <ConfigProvider>{children}</ConfigProvider>
      </LocaleProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
