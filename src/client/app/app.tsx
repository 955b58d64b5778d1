import type { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { LOCALE_PREFIX } from '../../shared/i18n/locales';
import { pageLocale } from '../lib/page-locale';
import { Providers } from './providers';
import { AppRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      {/* A French page's screens live under /fr (decision 0025): every link and route is relative to it. */}
      <Router base={LOCALE_PREFIX[pageLocale()]}>
        <AppRouter />
      </Router>
    </Providers>
  );
}
