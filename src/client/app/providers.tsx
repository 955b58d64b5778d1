import { QueryClientProvider } from '@tanstack/react-query';
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

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(startQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <ConfigProvider>{children}</ConfigProvider>
      </LocaleProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
