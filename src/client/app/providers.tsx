import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DeferredToaster } from '../components/ui/deferred-toaster';
import { ConfigProvider } from '../lib/config';
import { LocaleProvider } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <ConfigProvider>{children}</ConfigProvider>
      </LocaleProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
