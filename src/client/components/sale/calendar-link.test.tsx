// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubApi } from '../../test-support/render';
import { makeSale } from '../../test-support/sale';
import { CalendarLink } from './calendar-link';
import { SaleDetailModal } from './sale-detail-modal';
import { SaleDetails } from './sale-details';

const sale = makeSale({ id: 42, title: 'Calendar Sale' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serveSale() {
  stubApi((url) => {
    if (url.pathname === '/api/google-maps-key') return json({ apiKey: null });
    if (url.pathname === '/api/garage-sales') return json([]);
    if (url.pathname === '/api/garage-sales/42') return json(sale);
    if (url.pathname === '/api/garage-sales/42/photos') return json([]);
    return undefined;
  });
}

/** The link, found by its visible name as a screen reader announces it. */
async function findCalendarLink(scope: HTMLElement = document.body) {
  return within(scope).findByRole('link', { name: 'Add to calendar' });
}

describe('CalendarLink', () => {
  it('downloads the sale calendar file, its icon hidden from screen readers', async () => {
    serveSale();
    await renderWithProviders(<CalendarLink sale={sale} />);
    const link = await findCalendarLink();
    expect(link.getAttribute('href')).toBe('/api/garage-sales/42/calendar.ics');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.textContent).toBe('Add to calendar');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it("tells the seller's counters when pressed (issue 26), and still downloads", async () => {
    const fetchMock = stubApi(() => undefined);
    await renderWithProviders(<CalendarLink sale={sale} />);
    const link = await findCalendarLink();
    // jsdom cannot follow the download: the browser's own part is left out, the page's handler runs.
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation, true);
    try {
      fireEvent.click(link);
    } finally {
      document.removeEventListener('click', stopNavigation, true);
    }
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
    expect(calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url)).toEqual([
      '/api/garage-sales/42/calendars',
    ]);
  });

  it('sits beside Share on the sale page', async () => {
    serveSale();
    await renderWithProviders(<SaleDetails sale={sale} title={<h1>{sale.title}</h1>} sectionHeading="h2" />);
    const link = await findCalendarLink();
    expect(link.getAttribute('href')).toBe('/api/garage-sales/42/calendar.ics');
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share.parentElement).toBe(link.parentElement);
  });

  it('is in the detail modal too', async () => {
    serveSale();
    await renderWithProviders(<SaleDetailModal saleId={42} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const link = await findCalendarLink(dialog);
    expect(link.getAttribute('href')).toBe('/api/garage-sales/42/calendar.ics');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
