import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DeferredToaster } from '../components/ui/deferred-toaster';
import { ConfigProvider } from '../lib/config';
import { seedPageData } from '../lib/page-data';
import { createQueryClient } from '../lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => seedPageData(createQueryClient()));
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider>{children}</ConfigProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
