import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DeferredToaster } from '../components/ui/deferred-toaster';
import { ConfigProvider } from '../lib/config';
import { LocaleProvider } from '../lib/i18n';
import { configQueryOptions } from '../lib/queries';
import { createQueryClient } from '../lib/query-client';

/** The query client, with the site's settings already asked for: they load while the page's words do. */
function startQueryClient() {
  const client = createQueryClient();
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
