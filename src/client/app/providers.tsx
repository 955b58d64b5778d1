import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DeferredToaster } from '../components/ui/deferred-toaster';
import { ConfigProvider } from '../lib/config';
import { createQueryClient } from '../lib/query-client';

/** `client`: one made before React started, already fetching (main.tsx); else a new one. */
export function Providers({
  children,
  queryClient: client,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider>{children}</ConfigProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
