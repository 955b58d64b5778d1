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
