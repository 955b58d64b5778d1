import { Suspense, useEffect } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { installHistoryHold } from '../lib/history-hold';
import { useT } from '../lib/i18n';
import { Layout } from './layout';
import { routes } from './routes';

// Before the router's own popstate listener, which the first render adds (see history-hold.ts).
installHistoryHold();

/** Mounted anew for each path: a new screen starts at its top, a new query string (filters) does not. */
function ScrollToTop() {
  useEffect(() => {
    // Braces matter: recent browsers make scrollTo return a promise, which must not become the cleanup.
    window.scrollTo(0, 0);
  }, []);
  return null;
}

function PageFallback() {
  const t = useT('shell');
  return (
    <div className="grid min-h-[40vh] place-items-center" role="status">
      <span className="text-neutral-600">{t('loading')}</span>
    </div>
  );
}

export function AppRouter() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const bare = routes.some((route) => route.bare && matchRoute(parser, route.path, location)[0]);

  return (
    <Layout navBar={!bare}>
      <ScrollToTop key={location} />
      <Suspense fallback={<PageFallback />}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} component={route.component} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </Layout>
  );
}
