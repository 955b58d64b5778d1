import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import type { PublicConfig } from '../../shared/schemas/config';
import { ConfigProvider } from '../lib/config';
import { LocaleProvider } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { currentToasts } from '../lib/use-toast';

export const testConfig: PublicConfig = {
  siteName: 'Parkland Sales',
  productNoun: 'garage sales',
  productNounFr: 'ventes de garage',
  contactEmail: 'help@parkland.example.org',
  mapCenter: { lat: 53.475, lng: -114.086 },
  mapZoom: 12,
  tileUrl: 'https://tile.example/{z}/{x}/{y}.png',
  tileAttribution: 'OpenStreetMap',
  timeZone: 'America/Edmonton',
  today: '2026-06-10',
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Stubs fetch with `answer` (by path and query); /api/config answers testConfig unless `answer` does,
 * and anything unanswered is a 404. Returns the mock, to see what was asked.
 */
export function stubApi(answer: (url: URL) => Response | undefined) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    return (
      answer(url) ?? (url.pathname === '/api/config' ? json(testConfig) : json({ message: 'Not found' }, 404))
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Lets pending requests and the renders they cause finish (assert with `findBy`/`waitFor` after it). */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** Renders `ui` under the app's query client and configuration, once the configuration has loaded. */
export async function renderWithProviders(ui: ReactNode) {
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <LocaleProvider>
        <ConfigProvider>{ui}</ConfigProvider>
      </LocaleProvider>
    </QueryClientProvider>,
  );
  // The configuration, and the first time the shell's catalogue (a dynamic import, slow on a busy machine).
  await waitFor(
    () => {
      if (client.getQueryData(['/api/config']) === undefined) throw new Error('The configuration is loading');
    },
    { timeout: 10_000 },
  );
  return { ...view, client };
}

/** The newest toast on screen. */
export const lastToast = () => currentToasts()[0];

/** Waits for the newest toast to be a failure saying `description`. */
export const failureToastSays = (description: string) =>
  waitFor(() => expect(lastToast()).toMatchObject({ description, variant: 'destructive' }));
