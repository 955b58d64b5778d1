import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadServerDrawnScreen } from './app/routes';
import { formatLocalDay } from './lib/format';
import { loadBootNamespaces } from './lib/i18n';
import { registerServiceWorker } from './lib/offline';
import { pageData } from './lib/page-data';
import { showLoggedOutNotice } from './lib/session';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** Longest wait for the server-drawn first screen's photos before React takes over anyway. */
const SHELL_PHOTO_WAIT_MS = 300;

function start() {
  showLoggedOutNotice();
  registerServiceWorker();
  createRoot(root as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/**
 * Explore's, a city's and a sale's pages arrive with their first screen drawn by the server (decisions 0010,
 * 0026). React takes over once that screen, with its first photos, has been painted, so what the shopper
 * saw first stays what counts as seen first, and once the screen's own script is there (a sale's page:
 * it then draws the sale at once, from the page's data); other pages start at once.
 */
// The browser's first date formatter loads its locale data (about 70 ms on a mid-range phone): in a task
// of its own while the first screen paints, rather than inside the render of the cards that show dates.
setTimeout(() => formatLocalDay('2000-01-01'), 0);

const shellPhotos = [...root.querySelectorAll('img')];
if (root.firstElementChild) {
  const photos = Promise.all(shellPhotos.map((photo) => photo.decode().catch(() => undefined)));
  const wait = new Promise((resolve) => setTimeout(resolve, SHELL_PHOTO_WAIT_MS));
  // The screen's module and the bar's words: React's first render then draws the page, not a loading state.
  const screen = Promise.all([loadServerDrawnScreen(pageData()), loadBootNamespaces()]).catch(
    () => undefined,
  );
  void Promise.all([Promise.race([photos, wait]), screen]).then(() =>
    requestAnimationFrame(() => setTimeout(start, 0)),
  );
} else {
  start();
}
