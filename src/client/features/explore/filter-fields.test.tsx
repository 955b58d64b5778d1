// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaleFilters } from '../../../shared/schemas/filters';
import { loadNamespace } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { currentToasts, dismiss } from '../../lib/use-toast';
import { FilterFields } from './filter-fields';

const categories = [
  { id: 1, name: 'Books', description: null, iconName: null },
  { id: 2, name: 'Toys', description: null, iconName: null },
];
const week = { startDate: '2026-06-10', endDate: '2026-06-16' };

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let neighborhoodsStatus = 200;

// The fields' words (a dynamic import, slow the first time on a busy machine), before the first render.
beforeAll(() => loadNamespace('en', 'explore'));

beforeEach(() => {
  neighborhoodsStatus = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/cities') return answer(['Acheson', 'Spruce Grove']);
      if (url === '/api/cities/details')
        return answer([
          { id: 1, name: 'Acheson', nameFr: null },
          { id: 2, name: 'Spruce Grove', nameFr: 'Bosquet-des-Épinettes' },
        ]);
      if (url === '/api/categories') return answer(categories);
      if (url.startsWith('/api/neighborhoods?city=Spruce'))
        return neighborhoodsStatus === 200
          ? answer([{ id: 4, name: 'Deer Park', nameFr: 'Parc-aux-Cerfs' }])
          : answer({ message: 'x' }, 500);
      return answer({ message: 'Not found' }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  dismiss();
  vi.unstubAllGlobals();
});

async function renderFields(filters: SaleFilters) {
  const onChange = vi.fn();
  const client = createQueryClient();
  // Every request these fields make starts as they render, so none fetching means all have answered.
  const tick = () =>
    act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  const idle = async () => {
    await tick();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await tick(); // and their answers have been rendered
  };
  const view = render(
    <QueryClientProvider client={client}>
      <FilterFields filters={filters} onChange={onChange} today={week.startDate} />
    </QueryClientProvider>,
  );
  await idle();
  const rerender = async (next: SaleFilters) => {
    view.rerender(
      <QueryClientProvider client={client}>
        <FilterFields filters={next} onChange={onChange} today={week.startDate} />
      </QueryClientProvider>,
    );
    await idle();
  };
  return { onChange, rerender };
}

describe('FilterFields', () => {
  it('keeps the neighborhood select disabled until a city is chosen', async () => {
    const { onChange, rerender } = await renderFields(week);
    const neighborhood = screen.getByLabelText('Neighborhood') as HTMLSelectElement;
    expect(neighborhood.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Spruce Grove' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...week, city: 'Spruce Grove', neighborhood: undefined });

    await rerender({ ...week, city: 'Spruce Grove' });
    expect(neighborhood.disabled).toBe(false);
    expect([...neighborhood.options].map((o) => o.text)).toEqual(['All neighborhoods', 'Deer Park']);
  });

  it('names cities and neighborhoods in French on a French page, and still sends the official names', async () => {
    for (const namespace of ['explore', 'validation', 'shell', 'ui'] as const)
      await loadNamespace('fr', namespace);
    window.history.pushState({}, '', '/fr/');
    try {
      const { onChange } = await renderFields({ ...week, city: 'Spruce Grove' });
      const city = (await screen.findByLabelText('Ville')) as HTMLSelectElement;
      await waitFor(() =>
        expect([...city.options].map((o) => [o.text, o.value])).toEqual([
          ['Toutes les villes', ''],
          ['Acheson', 'Acheson'],
          ['Bosquet-des-Épinettes', 'Spruce Grove'],
        ]),
      );
      const neighborhood = screen.getByLabelText('Quartier') as HTMLSelectElement;
      expect([...neighborhood.options].map((o) => [o.text, o.value])).toContainEqual([
        'Parc-aux-Cerfs',
        'Deer Park',
      ]);
      fireEvent.change(neighborhood, { target: { value: 'Deer Park' } });
      expect(onChange).toHaveBeenLastCalledWith({ ...week, city: 'Spruce Grove', neighborhood: 'Deer Park' });
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('hands over the whole filter set when a category is toggled on and off', async () => {
    const { onChange, rerender } = await renderFields({ ...week, city: 'Acheson' });
    expect(screen.getByTestId('category-grid').className).toContain('grid-cols-2');
    fireEvent.click(screen.getByLabelText('Toys'));
    expect(onChange).toHaveBeenLastCalledWith({ ...week, city: 'Acheson', categoryIds: [2] });

    await rerender({ ...week, city: 'Acheson', categoryIds: [2] });
    fireEvent.click(screen.getByLabelText('Toys'));
    expect(onChange).toHaveBeenLastCalledWith({ ...week, city: 'Acheson', categoryIds: [] });
  });

  it("'Clear Filters' resets city, neighborhood and categories and keeps the dates and the search", async () => {
    const { onChange } = await renderFields({
      ...week,
      city: 'Spruce Grove',
      neighborhood: 'Deer Park',
      categoryIds: [1],
      searchTerm: 'lamp',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.lastCall?.[0]).toStrictEqual({ ...week, searchTerm: 'lamp' });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('lamp');
  });

  it("refuses a window longer than 92 days with the API's message, and sends nothing", async () => {
    const { onChange, rerender } = await renderFields(week);
    const end = screen.getByLabelText('End date') as HTMLInputElement;
    // 2026-06-10 to 2026-09-09 is 92 days, both included: the longest window served.
    fireEvent.change(end, { target: { value: '2026-09-10' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Choose a date range of 92 days or less');
    expect(end.value).toBe('2026-09-10');
    expect(end.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(end, { target: { value: '2026-09-09' } });
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-06-10', endDate: '2026-09-09' });
    expect(screen.queryByRole('alert')).toBeNull();

    // A refused draft gives way to dates set from outside (the list's Clear Filters, Back).
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-01-01' } });
    expect(screen.getByRole('alert')).toBeTruthy();
    await rerender({ startDate: '2026-06-10', endDate: '2026-06-20' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-06-10');
  });

  it('keeps the date range the right way round', async () => {
    const { onChange } = await renderFields(week);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-06-20' } });
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-06-20', endDate: '2026-06-20' });
  });

  it('says so in a toast when the neighborhoods cannot be loaded', async () => {
    neighborhoodsStatus = 500;
    await renderFields({ ...week, city: 'Spruce Grove' });
    expect(currentToasts()).toEqual([
      expect.objectContaining({
        title: 'Failed to load neighborhoods for the selected city.',
        variant: 'destructive',
      }),
    ]);
  });

  it("shows a quick filter's days as the dates, and leaves it for the dates when one is changed", async () => {
    // 2026-06-10 is a Wednesday: this weekend is Saturday 13 and Sunday 14.
    const { onChange } = await renderFields({ when: 'weekend', city: 'Acheson' });
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-06-13');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2026-06-14');
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-06-15' } });
    const next = onChange.mock.lastCall?.[0] as SaleFilters;
    expect(next).toEqual({ city: 'Acheson', startDate: '2026-06-13', endDate: '2026-06-15' });
    expect(next.when).toBeUndefined();
  });

  it("'Clear Filters' keeps a quick filter as it keeps dates", async () => {
    const { onChange } = await renderFields({ when: 'open-now', city: 'Acheson' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onChange.mock.lastCall?.[0]).toEqual({ when: 'open-now' });
  });
});
