import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '../lib/offline';
import { meQueryOptions, showLoggedOutNotice } from '../lib/session';

/**
 * React starts on the page (main.tsx). As a transition, it builds the page in slices of a few
 * milliseconds between which the browser may paint and answer taps, rather than in one task (about 140 ms
 * on a phone, profiled: issue 27). What the server drew stays on screen until the whole page is ready to
 * replace it.
 */
export function takeOver(
  root: HTMLElement,
  App: ComponentType<{ queryClient: QueryClient }>,
  queryClient: QueryClient,
): void {
  void showLoggedOutNotice();
  registerServiceWorker();
  // The bar's account menu asks who is signed in as it mounts: asked now, it is not made in the effects
  // that follow the commit which puts the page up (with the screen's own requests, 10 to 15 ms of CPU).
  void queryClient.prefetchQuery(meQueryOptions);
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
