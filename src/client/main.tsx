import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { formatLocalDay } from './lib/format';
import { nameInlinedStylesheets } from './lib/inlined-stylesheets';
import { registerServiceWorker } from './lib/offline';
import { pageData, seedPageData } from './lib/page-data';
import { pageLocale } from './lib/page-locale';
import { categoriesQueryOptions, configQueryOptions } from './lib/queries';
import { createQueryClient } from './lib/query-client';
import { showLoggedOutNotice } from './lib/session';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** Longest wait for the server-drawn first screen's photos before React takes over anyway. */
const SHELL_PHOTO_WAIT_MS = 300;

nameInlinedStylesheets();

// The app's own modules run in a task after these ones (the page preloads them as it does these,
// vite.config.ts): evaluated with the rest they made one task of about 80 ms on a phone (issue 27).
const appModule = import('./app/app');

// Seeded with the data the server drew the page with (decision 0026).
const queryClient = seedPageData(createQueryClient());
// The deployment's settings (GET /api/config), asked for at once when the page did not carry them. Nothing
// renders without them: React starts once they are here, instead of drawing 'Loading…' over the server's
// first screen and then the whole page in one long task when they arrive (profiled: issue 27).
const configLoaded = queryClient.prefetchQuery(configQueryOptions);
// A French page the server drew names its cards' categories from this list (lib/category-names.ts): asked
// at once, beside the list, so that the cards' chips do not wait for it (nothing waits for it here).
if (pageLocale() !== 'en' && root.firstElementChild) void queryClient.prefetchQuery(categoriesQueryOptions);

async function start() {
  const { App } = await appModule;
  void showLoggedOutNotice();
  registerServiceWorker();
  const app = createRoot(root as HTMLElement);
  // As a transition, React builds the page in slices of a few milliseconds between which the browser may
  // paint and answer taps, rather than in one task (about 140 ms on a phone, profiled: issue 27). What the
  // server drew stays on screen until the whole page is ready to replace it.
  startTransition(() => {
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

/**
 * Explore's, a city's and a sale's pages arrive with their first screen drawn by the server (decisions 0010,
 * 0026). React takes over once that screen, with its first photos, has been painted, so what the shopper
 * saw first stays what counts as seen first, and once the screen's own script and the bar's words are
 * there (a sale's page: it then draws the sale at once, from the page's data, never a loading state over
 * it), with the words of that screen (Explore's, a sale's: lib/i18n.tsx, loaded beside the bar's); other
 * pages start at once.
 */
// The browser's first date formatter loads its locale data (about 70 ms on a mid-range phone): in a task
// of its own while the first screen paints, rather than inside the render of the cards that show dates.
setTimeout(() => formatLocalDay('2000-01-01'), 0);

const shellPhotos = [...root.querySelectorAll('img')];
if (root.firstElementChild) {
  const photos = Promise.all(shellPhotos.map((photo) => photo.decode().catch(() => undefined)));
  const wait = new Promise((resolve) => setTimeout(resolve, SHELL_PHOTO_WAIT_MS));
  const screen = Promise.all([
    import('./app/routes').then(({ loadServerDrawnScreen }) =>
      loadServerDrawnScreen(pageData(), queryClient),
    ),
    import('./lib/i18n').then(({ loadBootNamespaces }) => loadBootNamespaces()),
  ]).catch(() => undefined);
  void Promise.all([configLoaded, Promise.race([photos, wait]), screen]).then(() =>
    requestAnimationFrame(() => setTimeout(() => void start(), 0)),
  );
} else {
  void start();
}
