// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { packRows } from '../../shared/packed-rows';
import { makeEvent } from '../../shared/schemas/events.fixtures';
import { ConfigProvider } from '../lib/config';
import { eventQueryOptions } from '../lib/event-query';
import { LocaleProvider, loadBootNamespaces } from '../lib/i18n';
import { configQueryOptions } from '../lib/queries';
import { createQueryClient } from '../lib/query-client';
import { stubApi, testConfig } from '../test-support/render';
import { loadServerDrawnScreen } from './routes';

const PATH = '/events/spruce-grove-sale-day';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('an event page the server drew, taken over by React (issue 25)', () => {
  it('draws the whole page in its first render from the page’s data: no loading state, no request', async () => {
    window.history.replaceState(null, '', PATH);
    const fetchMock = stubApi(() => undefined);
    const client = createQueryClient();
    client.setQueryData(configQueryOptions.queryKey, testConfig);
    // What main.tsx waits for before it renders over the server's HTML.
    await loadServerDrawnScreen({ event: makeEvent() }, client);
    await loadBootNamespaces();
    const { EventPage } = await import('../features/event-page/event-page');

    act(() => {
      render(
        <QueryClientProvider client={client}>
          <LocaleProvider>
            <ConfigProvider>
              <Router hook={memoryLocation({ path: PATH }).hook}>
                <Route path="/events/:slug" component={EventPage} />
              </Router>
            </ConfigProvider>
          </LocaleProvider>
        </QueryClientProvider>,
      );
    });
    // Synchronously after the first commit: the heading and the list, never 'Loading…'.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Spruce Grove Community Garage Sale' }),
    ).toBeTruthy();
    expect(screen.getAllByTestId('event-sale')).toHaveLength(3);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/events/spruce-grove-sale-day',
    );
  });

  it('reads the answer with its sales packed, as the server writes it into the page', async () => {
    const client = createQueryClient();
    const event = makeEvent();
    await loadServerDrawnScreen({ event: { ...event, sales: packRows(event.sales) } as never }, client);
    expect(client.getQueryData(eventQueryOptions('spruce-grove-sale-day').queryKey)).toEqual(event);
  });

  it('leaves out packed sales whose rows do not read as sales', async () => {
    const client = createQueryClient();
    const packed = packRows(makeEvent().sales);
    const broken = { ...packed, rows: [...packed.rows, 13] };
    await loadServerDrawnScreen({ event: { ...makeEvent(), sales: broken } as never }, client);
    const shifted = { ...packed, keys: packed.keys.slice(1) };
    await loadServerDrawnScreen({ event: { ...makeEvent(), sales: shifted } as never }, client);
    expect(client.getQueryData(eventQueryOptions('spruce-grove-sale-day').queryKey)).toBeUndefined();
  });

  it('leaves out an answer that does not read as an event: the page then asks the API', async () => {
    const client = createQueryClient();
    await loadServerDrawnScreen({ event: { slug: 'spruce-grove-sale-day', name: 42 } as never }, client);
    expect(client.getQueryData(eventQueryOptions('spruce-grove-sale-day').queryKey)).toBeUndefined();
  });

  it('leaves out an answer whose last sale does not read as one (only the first and last are checked)', async () => {
    const client = createQueryClient();
    const [first, second] = makeEvent().sales;
    const broken = { ...makeEvent(), sales: [first, second, { id: 13, title: 'No place' }] };
    await loadServerDrawnScreen({ event: broken as never }, client);
    expect(client.getQueryData(eventQueryOptions('spruce-grove-sale-day').queryKey)).toBeUndefined();
    await loadServerDrawnScreen({ event: makeEvent() }, client);
    expect(client.getQueryData(eventQueryOptions('spruce-grove-sale-day').queryKey)).toEqual(makeEvent());
  });
});
