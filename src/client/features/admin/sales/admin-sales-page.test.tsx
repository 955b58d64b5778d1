// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSale, AdminSales, ModerationEntry } from '../../../../shared/schemas/admin';
import { currentToasts } from '../../../lib/use-toast';
import { fakeApi, signedIn, testAdmin } from '../../../test-support/accounts';
import {
  expectAccessDenied,
  failureToastSays,
  inFrench,
  plain,
  resetAfterEach,
} from '../../../test-support/admin-screens';
import { json, renderWithProviders } from '../../../test-support/render';
import { makeSale, noStats } from '../../../test-support/sale';
import { AdminSalesPage } from './admin-sales-page';

function adminSale(overrides: Partial<AdminSale> = {}): AdminSale {
  return {
    ...makeSale(overrides),
    userName: 'Bob Seller',
    userEmail: 'bob@example.org',
    stats: noStats,
    ...overrides,
  };
}

// testConfig's today is 2026-06-10.
const listed: Omit<AdminSales, 'totals'> = {
  current: [
    adminSale({ id: 1, title: 'Toy Bonanza', startDate: '2026-06-09', endDate: '2026-06-11' }),
    adminSale({
      id: 2,
      title: 'Book Sale',
      city: 'Stony Plain',
      neighborhood: null,
      userName: null,
      userEmail: 'carol@example.org',
      startDate: '2026-06-10',
      endDate: '2026-06-10',
      isActive: false,
    }),
  ],
  upcoming: [adminSale({ id: 3, title: 'Garden Tools', startDate: '2026-06-20', endDate: '2026-06-21' })],
  past: [],
};

/** The server's answer when every sale of each tab is listed. */
function complete(tabs: Omit<AdminSales, 'totals'>): AdminSales {
  const { current, upcoming, past } = tabs;
  return { ...tabs, totals: { current: current.length, upcoming: upcoming.length, past: past.length } };
}
const lists = complete(listed);

const entry: ModerationEntry = {
  id: 9,
  adminEmail: 'ada@example.org',
  saleId: 44,
  saleTitle: 'Spam Sale',
  sellerEmail: 'spam@example.org',
  reason: 'Does not meet community guidelines',
  createdAt: '2026-06-01T15:04:00.000Z',
};

resetAfterEach();

const row = (title: string) => screen.getByText(title, { selector: 'div' }).closest('tr') as HTMLElement;
const selectTab = async (name: RegExp) => {
  const tab = await screen.findByRole('tab', { name });
  fireEvent.mouseDown(tab, { button: 0 });
  await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
};

/** The sales screen for an administrator over a fake API: `lists`, an empty log, and the `more` answers. */
async function renderSales(more: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    ...signedIn(testAdmin),
    'GET /api/admin/sales': json(lists),
    'GET /api/admin/moderation-log': json([]),
    ...more,
  });
  await renderWithProviders(<AdminSalesPage />);
  return api;
}

describe('AdminSalesPage', () => {
  it('speaks French on a French page: tabs, table, dates, the log and the confirmation', async () => {
    inFrench('/admin/sales');
    await renderSales({ 'GET /api/admin/moderation-log': json([entry]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gérer toutes les ventes' })).toBeTruthy();
    expect((await screen.findByRole('tab', { name: /En cours/ })).textContent).toBe('En cours (2)');
    expect(screen.getByRole('tab', { name: /À venir/ }).textContent).toBe('À venir (1)');
    expect(screen.getByRole('searchbox', { name: 'Rechercher dans les ventes en cours' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Vente', 'Vendeur', 'Dates', 'Lieu', 'État', 'Qui vient', 'Actions']);
    expect(within(row('Toy Bonanza')).getByText('Rien de compté pour l’instant')).toBeTruthy();
    const toys = within(row('Toy Bonanza'));
    expect(plain(toys.getByText(/juin 2026/).textContent)).toBe('9 juin 2026 – 11 juin 2026');
    expect(toys.getByText('En cours')).toBeTruthy();
    const books = within(row('Book Sale'));
    expect(books.getByText('Aucun nom indiqué')).toBeTruthy();
    expect(books.getByText('Aujourd’hui')).toBeTruthy();
    expect(books.getByText('Masquée')).toBeTruthy();
    expect(books.getByRole('link', { name: 'Voir Book Sale' })).toBeTruthy();

    const log = await screen.findByRole('region', { name: 'Journal de modération' });
    expect(plain(log.textContent)).toContain('Motif : Ne respecte pas les règles de la communauté');
    expect(plain(log.textContent)).toContain('Retirée par : ada@example.org');

    fireEvent.click(books.getByRole('button', { name: 'Supprimer Book Sale' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer l’annonce' });
    expect(plain(dialog.textContent)).toContain(
      'Supprimer « Book Sale » de carol@example.org? L’annonce du vendeur et ses photos sont supprimées',
    );
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });

  it("shows each sale's counters as My Sales does: in all at a glance, the table behind a disclosure (issue 26)", async () => {
    const counted = adminSale({
      id: 1,
      title: 'Toy Bonanza',
      startDate: '2026-06-09',
      endDate: '2026-06-11',
      stats: {
        week: { saves: 1, plans: 0, calendars: 2, views: 12 },
        all: { saves: 5, plans: 3, calendars: 2, views: 1234 },
      },
    });
    await renderSales({
      'GET /api/admin/sales': json(complete({ ...listed, current: [counted, ...listed.current.slice(1)] })),
    });
    await screen.findByText('Toy Bonanza', { selector: 'div' });
    const toys = within(row('Toy Bonanza'));
    const disclosure = toys.getByTestId('admin-sale-stats');
    expect(disclosure.querySelector('summary')?.textContent).toBe('1,234 views, 5 saves');
    fireEvent.click(disclosure.querySelector('summary') as HTMLElement);
    const table = within(disclosure).getByRole('table');
    const cells = (name: string) =>
      Array.from(
        within(table).getByRole('rowheader', { name }).closest('tr')?.querySelectorAll('td') ?? [],
      ).map((td) => td.textContent);
    expect(cells('Opened')).toEqual(['12', '1,234']);
    expect(cells('Saved')).toEqual(['1', '5']);
    expect(cells('Added to a calendar')).toEqual(['2', '2']);
    expect(within(row('Book Sale')).getByText('Nothing counted yet')).toBeTruthy();
  });

  it('shows the three tabs with counts and the rows of the current tab', async () => {
    await renderSales();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage All Sales' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Current (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Upcoming (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Past (0)' })).toBeTruthy();
    expect(screen.getByText('2 shown')).toBeTruthy();

    const toys = within(row('Toy Bonanza'));
    expect(toys.getByText('Bob Seller')).toBeTruthy();
    expect(toys.getByText('bob@example.org')).toBeTruthy();
    expect(toys.getByText('Jun 9, 2026 – Jun 11, 2026')).toBeTruthy();
    expect(toys.getByText('Deer Park, Spruce Grove')).toBeTruthy();
    expect(toys.getByText('Active')).toBeTruthy();
    expect(toys.getByRole('link', { name: 'View Toy Bonanza' }).getAttribute('href')).toBe('/garage-sales/1');
    expect(toys.getByRole('button', { name: 'Delete Toy Bonanza' })).toBeTruthy();
    const books = within(row('Book Sale'));
    expect(books.getByText('Jun 10, 2026')).toBeTruthy();
    expect(books.getByText('Stony Plain')).toBeTruthy();
    expect(books.getByText('Hidden')).toBeTruthy();
    expect(books.getByText('Today')).toBeTruthy();

    await selectTab(/^Past/);
    expect(await screen.findByText('No past sales')).toBeTruthy();
    expect(screen.getByText('0 shown')).toBeTruthy();
    expect(await screen.findByText('No sales have been removed yet.')).toBeTruthy();
  });

  it('searches each tab on its own and keeps each term', async () => {
    await renderSales();
    const search = await screen.findByRole('searchbox', { name: 'Search current sales' });
    // By seller email, any case.
    fireEvent.change(search, { target: { value: 'CAROL@' } });
    expect(screen.getByText('1 shown')).toBeTruthy();
    expect(screen.queryByText('Toy Bonanza')).toBeNull();
    expect(screen.getByText('Book Sale', { selector: 'div' })).toBeTruthy();
    // By city and by seller name.
    fireEvent.change(search, { target: { value: 'spruce' } });
    expect(screen.getByText('Toy Bonanza', { selector: 'div' })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'bob seller' } });
    expect(screen.getByText('1 shown')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No sales match "zzz"')).toBeTruthy();
    expect(screen.getByText('0 shown')).toBeTruthy();

    await selectTab(/^Upcoming/);
    const upcoming = screen.getByRole('searchbox', { name: 'Search upcoming sales' }) as HTMLInputElement;
    expect(upcoming.value).toBe('');
    expect(screen.getByText('1 shown')).toBeTruthy();
    fireEvent.change(upcoming, { target: { value: 'garden' } });
    expect(screen.getByText('Garden Tools', { selector: 'div' })).toBeTruthy();

    await selectTab(/^Current/);
    const current = screen.getByRole('searchbox', { name: 'Search current sales' }) as HTMLInputElement;
    expect(current.value).toBe('zzz');
    expect(screen.getByText('No sales match "zzz"')).toBeTruthy();
  });

  it('asks the server when a tab holds more sales than it lists, and says how many there are', async () => {
    const old = (id: number, title: string) =>
      adminSale({ id, title, startDate: '2024-05-01', endDate: '2024-05-02' });
    const api = fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/sales': (call) =>
        call.search === '?q=attic'
          ? json({ ...complete({ current: [], upcoming: [], past: [old(900, 'Attic Clear-out')] }) })
          : json({ ...lists, past: [old(901, 'Spring Sale')], totals: { ...lists.totals, past: 4321 } }),
      'GET /api/admin/moderation-log': json([]),
    });
    await renderWithProviders(<AdminSalesPage />);
    await selectTab(/^Past \(4321\)/);
    expect(screen.getByText('1 of 4321 shown')).toBeTruthy();
    expect(screen.getByText(/The first 1 are listed\. Search/)).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search past sales' }), {
      target: { value: ' attic ' },
    });
    // Not in the listed sales: the server is asked once the typing pauses, for the trimmed term.
    expect(screen.getByText('Searching…', { selector: 'td' })).toBeTruthy();
    expect(await screen.findByText('Attic Clear-out', { selector: 'div' })).toBeTruthy();
    expect(screen.getByText('1 shown')).toBeTruthy();
    expect(screen.queryByText('Spring Sale')).toBeNull();
    expect(api.calls.filter((c) => c.path === '/api/admin/sales').map((c) => c.search)).toEqual([
      '',
      '?q=attic',
    ]);
  });

  it('searches the listed sales without asking the server when the tab holds no more', async () => {
    const api = await renderSales();
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search current sales' }), {
      target: { value: 'toy' },
    });
    expect(screen.getByText('1 shown')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.calls.filter((c) => c.path === '/api/admin/sales').map((c) => c.search)).toEqual(['']);
  });

  it('removes a sale after a confirmation that shows the reason, and refreshes the lists', async () => {
    let current = listed.current;
    let log: ModerationEntry[] = [];
    const api = fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/sales': () => json(complete({ ...listed, current })),
      'GET /api/admin/moderation-log': () => json(log),
      'DELETE /api/admin/sales/1': () => {
        current = current.filter((s) => s.id !== 1);
        log = [{ ...entry, saleId: 1, saleTitle: 'Toy Bonanza', sellerEmail: 'bob@example.org' }];
        return json({ message: 'Garage sale removed' });
      },
    });
    const { client } = await renderWithProviders(<AdminSalesPage />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Toy Bonanza' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete garage sale' });
    expect(dialog.textContent).toContain('Reason: Does not meet community guidelines');
    expect(dialog.textContent).toContain('Toy Bonanza');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent('DELETE', '/api/admin/sales/1')).toHaveLength(1);
    expect(currentToasts()[0]?.title).toBe('Garage sale removed successfully');
    expect(await screen.findByRole('tab', { name: 'Current (1)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Toy Bonanza' })).toBeNull();
    // The moderation log shows the removal.
    const logSection = screen.getByRole('region', { name: 'Moderation log' });
    expect(await within(logSection).findByText(/Toy Bonanza/)).toBeTruthy();
    expect(within(logSection).getByText('(#1)')).toBeTruthy();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(
      expect.arrayContaining([
        '/api/admin/sales',
        '/api/admin/moderation-log',
        '/api/garage-sales',
        '/api/my-sales',
        '/api/favorites',
      ]),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search current sales' })),
    );
  });

  it("says 'Failed to delete garage sale' when the removal fails", async () => {
    await renderSales({
      'DELETE /api/admin/sales/3': json({ message: 'down' }, 500),
    });
    await selectTab(/^Upcoming/);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Garden Tools' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete garage sale' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await failureToastSays('Failed to delete garage sale');
  });

  it('lists the recent removals in the moderation log', async () => {
    fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/sales': json(lists),
      'GET /api/admin/moderation-log': json([entry]),
    });
    await renderWithProviders(<AdminSalesPage />);
    const section = await screen.findByRole('region', { name: 'Moderation log' });
    const item = within(await within(section).findByRole('listitem'));
    expect(item.getByText('(#44)')).toBeTruthy();
    expect(item.getByText(/Spam Sale/)).toBeTruthy();
    expect(item.getByText('Seller: spam@example.org')).toBeTruthy();
    expect(item.getByText('Removed by: ada@example.org')).toBeTruthy();
    expect(item.getByText('Reason: Does not meet community guidelines')).toBeTruthy();
    expect(item.getByText(/Jun 1, 2026/)).toBeTruthy();
  });

  it("shows 'Error loading sales' when the list fails", async () => {
    fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/sales': json({ message: 'down' }, 500),
      'GET /api/admin/moderation-log': json([]),
    });
    await renderWithProviders(<AdminSalesPage />);
    expect(await screen.findByRole('heading', { name: 'Error loading sales' })).toBeTruthy();
  });

  it("shows 'Access Denied' to a user who is not an administrator", async () => {
    await expectAccessDenied('/api/admin/sales', json(lists), () => renderWithProviders(<AdminSalesPage />));
  });
});
