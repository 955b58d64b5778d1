// @vitest-environment jsdom

import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../../../shared/schemas/reference';
import { categoriesQueryOptions } from '../../lib/queries';
import { json, renderWithProviders, stubApi } from '../../test-support/render';
import { CategoryChips } from './category-chips';

const categories: Category[] = [
  { id: 1, name: 'Books & Media', nameFr: 'Livres et médias', description: null, iconName: null },
  { id: 2, name: 'Electronics', nameFr: 'Électronique', description: null, iconName: null },
  { id: 3, name: 'Quilts', nameFr: null, description: null, iconName: null },
];
/** A sale's own categories: the official names, as every reader gets them. */
const saleCategories = categories.map(({ id, name }) => ({ id, name }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function Names() {
  const { data } = useQuery(categoriesQueryOptions);
  return <p data-testid="names">{data?.map((category) => category.name).join(' | ')}</p>;
}

async function renderIn(path: string) {
  window.history.replaceState(null, '', path);
  const fetchMock = stubApi((url) => (url.pathname === '/api/categories' ? json(categories) : undefined));
  await renderWithProviders(
    <>
      <CategoryChips categories={saleCategories} />
      <Names />
    </>,
  );
  return fetchMock;
}

const chipTexts = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-chip'))
    .map((item) => item.textContent);

describe('category names in the reader’s language (issue 24)', () => {
  it("names a sale's categories in French on a French page, the official name where none is given", async () => {
    await renderIn('/fr/');
    await waitFor(() => expect(chipTexts()).toEqual(['Livres et médias', 'Électronique', 'Quilts']));
    // Every list of categories (filters, grids) is in French and in French order.
    await waitFor(() =>
      expect(screen.getByTestId('names').textContent).toBe('Électronique | Livres et médias | Quilts'),
    );
  });

  it('keeps the official names on an English page', async () => {
    await renderIn('/');
    await waitFor(() =>
      expect(screen.getByTestId('names').textContent).toBe('Books & Media | Electronics | Quilts'),
    );
    expect(chipTexts()).toEqual(['Books & Media', 'Electronics', 'Quilts']);
  });
});

describe('a French card before the French names are known (issue 24)', () => {
  it('keeps its chips invisible rather than show the official English names, then shows the French ones', async () => {
    window.history.replaceState(null, '', '/fr/');
    stubApi((url) => (url.pathname === '/api/categories' ? json(categories) : undefined));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/categories')) await held;
      return answer(input, init);
    });
    await renderWithProviders(<CategoryChips categories={saleCategories} />);
    const row = await screen.findByRole('list', { name: 'Catégories' });
    expect(row.classList.contains('invisible')).toBe(true);
    release();
    await waitFor(() => expect(row.classList.contains('invisible')).toBe(false));
    expect(chipTexts()).toEqual(['Livres et médias', 'Électronique', 'Quilts']);
  });
});
