// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SaleFilters } from '../../../shared/schemas/filters';
import { loadBootNamespaces } from '../../lib/i18n';
import { json, renderWithProviders, stubApi } from '../../test-support/render';
import { makeSale } from '../../test-support/sale';
import { SaleList } from './sale-list';

const week: SaleFilters = { startDate: '2026-06-10', endDate: '2026-06-16' };

// Explore's words, as the app loads them before it takes over Explore's page (lib/i18n.tsx).
beforeAll(() => loadBootNamespaces('en', '/'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Serves the maps key and `list` as the answer of GET /api/garage-sales. */
function serveList(list: () => Response) {
  return stubApi((url) => {
    if (url.pathname === '/api/google-maps-key') return json({ apiKey: null });
    if (url.pathname === '/api/garage-sales') return list();
    return undefined;
  });
}

async function renderList(
  filters: SaleFilters = week,
  near: Pick<ComponentProps<typeof SaleList>, 'place' | 'sort'> = {},
  actions = { onReset: () => {}, onShowToday: () => {} },
) {
  await renderWithProviders(
    <>
      <h1 id="heading">Garage Sales This Week</h1>
      <SaleList filters={filters} onSelect={() => {}} labelledBy="heading" {...actions} {...near} />
    </>,
  );
}

const cards = () => screen.queryAllByTestId('sale-card');

describe('SaleList', () => {
  it('shows the readable sales when one in the list is malformed, and warns once with its id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...makeSale({ id: 2 }), startDate: 'someday' };
    serveList(() => json([makeSale({ id: 1 }), broken, makeSale({ id: 3 }), { title: 'no id' }]));
    await renderList();
    await waitFor(() => expect(cards().map((card) => card.dataset.saleId)).toEqual(['1', '3']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/ids: 2, \(no id\)$/);
  });

  it.each([
    ['an error status', () => json({ message: 'Internal Server Error' }, 500)],
    ['an answer that is not a list', () => json({ sales: [] })],
    [
      'an answer that is not JSON',
      () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
    ],
  ])("says 'Failed to fetch garage sales' on %s", async (_name, answer) => {
    serveList(answer);
    await renderList();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch garage sales');
    expect(cards()).toHaveLength(0);
    // The map's overlay has the one Retry (spec §2); the list names it rather than adding its own.
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('press Retry on the map');
  });

  it("says the spec's words for an empty week, and offers Clear Filters", async () => {
    serveList(() => json([]));
    const onReset = vi.fn();
    await renderList(week, {}, { onReset, onShowToday: () => {} });
    expect(await screen.findByText('No garage sales found matching your filters.')).toBeTruthy();
    screen.getByRole('button', { name: 'Clear Filters' }).click();
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /today/i })).toBeNull();
  });

  it('says nothing is open right now when Open now finds none, and offers today and Clear Filters', async () => {
    serveList(() => json([]));
    const onShowToday = vi.fn();
    await renderList({ when: 'open-now' }, {}, { onReset: () => {}, onShowToday });
    expect(await screen.findByText('No garage sales are open right now.')).toBeTruthy();
    expect(screen.queryByText('No garage sales found matching your filters.')).toBeNull();
    screen.getByRole('button', { name: "Show today's garage sales" }).click();
    expect(onShowToday).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();
    cleanup();
    await renderList({ when: 'open-now', searchTerm: 'piano' });
    expect(await screen.findByText('No garage sales matching your filters are open right now.')).toBeTruthy();
  });

  it('asks for every sale from today on when both dates are cleared', async () => {
    const fetchMock = serveList(() => json([makeSale()]));
    await renderList({ city: 'Acheson' });
    await screen.findByTestId('sale-card');
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain('/api/garage-sales?city=Acheson&startDate=2026-06-10');
  });

  it('says when the list stops at the most sales one answer holds', async () => {
    const full = Array.from({ length: 1000 }, (_, i) => makeSale({ id: i + 1 }));
    serveList(() => json(full));
    await renderList();
    // A busy list is drawn a window at a time; each card tells screen readers the whole list's size.
    await waitFor(() => expect(cards()[0]?.getAttribute('aria-setsize')).toBe('1000'));
    expect(cards().length).toBeLessThan(100);
    expect(
      screen.getByText('Showing the first 1,000 garage sales. Narrow the filters to see the rest.'),
    ).toBeTruthy();
  });

  it('draws a short list whole', async () => {
    serveList(() => json(Array.from({ length: 59 }, (_, i) => makeSale({ id: i + 1 }))));
    await renderList();
    await waitFor(() => expect(cards()).toHaveLength(59));
    expect(cards()[0]?.hasAttribute('aria-setsize')).toBe(false);
  });

  it('says nothing of a limit below it', async () => {
    serveList(() => json(Array.from({ length: 999 }, (_, i) => makeSale({ id: i + 1 }))));
    await renderList();
    await waitFor(() => expect(cards()[0]?.getAttribute('aria-setsize')).toBe('999'));
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });

  it('shows each distance from the shopper and orders the cards nearest first when asked', async () => {
    // 0.01° of latitude is about 1.1 km.
    const at = (id: number, lat: number) => makeSale({ id, position: { lat, lng: -113.9 } });
    serveList(() => json([at(1, 53.6), at(2, 53.55), at(3, 53.57)]));
    const place = { position: { lat: 53.54, lng: -113.9 }, label: 'your location' };
    await renderList(week, { place, sort: 'nearest' });
    await waitFor(() => expect(cards().map((card) => card.dataset.saleId)).toEqual(['2', '3', '1']));
    expect(screen.getAllByTestId('sale-distance').map((distance) => distance.textContent)).toEqual([
      '1.1 km away',
      '3.3 km away',
      '6.7 km away',
    ]);
  });

  it('asks for the open-now list again each minute, and other lists never', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = serveList(() => json([makeSale({ id: 1 })]));
      const listCalls = () =>
        fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/garage-sales')).length;
      await renderList({ when: 'open-now' });
      await waitFor(() => expect(cards()).toHaveLength(1));
      expect(listCalls()).toBe(1);
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(listCalls()).toBe(2));
      cleanup();
      await renderList(week);
      await waitFor(() => expect(listCalls()).toBe(3));
      await vi.advanceTimersByTimeAsync(120_000);
      expect(listCalls()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
