import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/offline';
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
 * Explore's page arrives with its first screen drawn by the server (decision 0010). React takes over once
 * that screen, with its first photos, has been painted, so what the shopper saw first stays what counts
 * as seen first; other pages start at once.
 */
const shellPhotos = [...root.querySelectorAll('img')];
if (root.firstElementChild) {
  const photos = Promise.all(shellPhotos.map((photo) => photo.decode().catch(() => undefined)));
  const wait = new Promise((resolve) => setTimeout(resolve, SHELL_PHOTO_WAIT_MS));
  void Promise.race([photos, wait]).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
} else {
  start();
}
