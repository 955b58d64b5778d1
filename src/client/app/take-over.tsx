import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '../lib/offline';
import { showLoggedOutNotice } from '../lib/session';

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
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
