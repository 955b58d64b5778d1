import { nameInlinedStylesheets } from './lib/inlined-stylesheets';
import { warmIntlOffTheMainThread } from './lib/warm-intl';

// Started by start.ts once the page is painted; the style sheet is start.ts's.
// First of all: the formatting data loads on another thread while the rest starts (lib/warm-intl.ts).
const intlWarm = warmIntlOffTheMainThread();
// Before any lazy import: Vite's loader would otherwise link the style sheet the server wrote into the page
// again, restyling the whole server-drawn page (lib/inlined-stylesheets.ts).
nameInlinedStylesheets();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const page: HTMLElement = root;
const serverDrawn = root.firstElementChild !== null;

/** Longest wait for the server-drawn first screen's photos before React takes over anyway. */
const SHELL_PHOTO_WAIT_MS = 300;

/** Resolves in a later task: a module imported then is evaluated there, not with the one before it. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/*
 * The app's modules are evaluated in steps, each a task of its own (an `import()` of a module already
 * fetched is evaluated in the microtasks of the task that asks for it: hence nextTask), all of them fetched at once (the page preloads them, vite.config.ts):
 * evaluated together they made one task of about 90 ms on a phone (issue 27). First the query client (the
 * API's client, React Query's core, the schemas' core, the schemas the first requests need, the page's
 * data's, each 3 to 10 ms of CPU, then the first requests), so that they are asked at once; then React's DOM renderer; then the app itself
 * (the router, the bar, what the screens share).
 */
const queries = import('./lib/api')
  .then(nextTask)
  .then(() => import('./lib/query-client'))
  .then(nextTask)
  .then(() => import('../shared/schemas/common'))
  .then(nextTask)
  .then(() => import('./lib/queries'))
  .then(nextTask)
  .then(() => import('./lib/boot-queries'))
  .then(async ({ startQueries }) => {
    await nextTask();
    return startQueries(serverDrawn);
  });
const renderer = queries.then(nextTask).then(() => import('./app/take-over'));
const appModule = renderer.then(nextTask).then(() => import('./app/app'));

async function start() {
  const [{ queryClient }, { takeOver }, { App }] = await Promise.all([queries, renderer, appModule]);
  takeOver(page, App, queryClient);
}

/**
 * Explore's, a city's and a sale's pages arrive with their first screen drawn by the server (decisions 0010,
 * 0026). React takes over once that screen, with its first photos, has been painted, so what the shopper
 * saw first stays what counts as seen first, and once the screen's own script and the bar's words are
 * there (a sale's page: it then draws the sale at once, from the page's data, never a loading state over
 * it), with the words of that screen (Explore's, a sale's: lib/i18n.tsx, loaded beside the bar's); other
 * pages start at once. Nothing renders without the deployment's settings: React starts once they are
 * here, instead of drawing 'Loading…' over the server's first screen and then the whole page in one long
 * task when they arrive (profiled: issue 27).
 */
if (serverDrawn) {
  const shellPhotos = [...root.querySelectorAll('img')];
  const photos = Promise.all(shellPhotos.map((photo) => photo.decode().catch(() => undefined)));
  const wait = new Promise((resolve) => setTimeout(resolve, SHELL_PHOTO_WAIT_MS));
  // After the app's own modules, so that each step is evaluated alone (the screens import all of them).
  const screen = appModule
    .then(() => Promise.all([import('./app/routes'), import('./lib/i18n'), queries]))
    .then(([{ loadServerDrawnScreen }, { loadBootNamespaces }, boot]) =>
      Promise.all([loadServerDrawnScreen(boot.pageData(), boot.queryClient), loadBootNamespaces()]),
    )
    .catch(() => undefined);
  const configLoaded = queries.then((boot) => boot.configLoaded);
  // The screen formats dates as it renders (the filter panel's, the cards'): not before the worker has
  // loaded the formatting data (lib/warm-intl.ts).
  void Promise.all([configLoaded, Promise.race([photos, wait]), screen, intlWarm]).then(() =>
    requestAnimationFrame(() => setTimeout(() => void start(), 0)),
  );
} else {
  void start();
}
