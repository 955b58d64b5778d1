// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaleFilters } from '../../../../shared/schemas/filters';
import { json, renderWithProviders, stubApi } from '../../../test-support/render';
import { makeSale } from '../../../test-support/sale';
import { PrintableList } from './printable-list';

const week: SaleFilters = { startDate: '2026-06-10', endDate: '2026-06-16' };
const books = { id: 4, name: 'Books & Media' };
const sale = makeSale({
  id: 7,
  title: 'Grande vente',
  categories: [books],
  categoryIds: [books.id],
  schedule: [
    { date: '2026-06-12', startTime: '08:00', endTime: '16:00' },
    { date: '2026-06-13', startTime: '09:30', endTime: '00:00' },
  ],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function renderList(path: string) {
  window.history.replaceState(null, '', path);
  stubApi((url) => {
    if (url.pathname === '/api/google-maps-key') return json({ apiKey: null });
    if (url.pathname === '/api/garage-sales') return json([sale]);
    if (url.pathname === '/api/categories')
      return json([{ ...books, nameFr: 'Livres et médias', description: null, iconName: null }]);
    return undefined;
  });
  await renderWithProviders(<PrintableList heading="—" filters={week} place={null} sort="soonest" />);
  await waitFor(() => expect(screen.getByTestId('print-days')).toBeTruthy());
  return document.getElementById('print-list') as HTMLElement;
}

describe('the printed list (issue 24)', () => {
  it("is in French on a French page: each day's hours, the count and the categories", async () => {
    const list = await renderList('/fr/');
    const days = [...screen.getByTestId('print-days').querySelectorAll('li')].map((day) => day.textContent);
    expect(days).toEqual(['ven. 12 juin\u00a0: 8 h 00 – 16 h 00', 'sam. 13 juin\u00a0: 9 h 30 – minuit']);
    expect(list.textContent).toMatch(/Imprimé le .+ · 1 vente de garage/);
    await waitFor(() => expect(list.textContent).toContain('Livres et médias'));
    // The filters' summary is Explore's own (filter-summary.ts); the list's own words are French.
    expect(list.textContent).not.toMatch(/Printed|Books|garage sale\b/);
  });

  it('keeps its English words on an English page', async () => {
    const list = await renderList('/');
    const days = [...screen.getByTestId('print-days').querySelectorAll('li')].map((day) => day.textContent);
    expect(days).toEqual(['Fri, Jun 12: 8:00 AM – 4:00 PM', 'Sat, Jun 13: 9:30 AM – midnight']);
    expect(list.textContent).toMatch(/Printed .+ · 1 garage sale/);
    expect(list.textContent).toContain('Books & Media');
  });
});
