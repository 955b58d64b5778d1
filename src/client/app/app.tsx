import { Router } from 'wouter';
import { LOCALE_PREFIX } from '../../shared/i18n/locales';
import { pageLocale } from '../lib/page-locale';
import { Providers } from './providers';
import { AppRouter } from './router';

export function App() {
  return (
    <Providers>
      {/* A French page's screens live under /fr (decision 0025): every link and route is relative to it. */}
      <Router base={LOCALE_PREFIX[pageLocale()]}>
        <AppRouter />
      </Router>
    </Providers>
  );
}
