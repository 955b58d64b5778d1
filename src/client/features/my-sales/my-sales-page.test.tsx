// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { currentToasts, dismiss } from '../../lib/use-toast';
import { fakeApi, signedIn } from '../../test-support/accounts';
import { json, renderWithProviders } from '../../test-support/render';
import { makeMySale } from '../../test-support/sale';
import { MySalesPage } from './my-sales-page';

// testConfig's today is 2026-06-10. My Sales answers each sale with its community sale day (none here).
const upcoming = makeMySale({
  id: 1,
  title: 'Upcoming Sale',
  startDate: '2026-06-12',
  endDate: '2026-06-13',
});
const today = makeMySale({ id: 2, title: 'Today Sale', startDate: '2026-06-10', endDate: '2026-06-11' });
const running = makeMySale({ id: 3, title: 'Running Sale', startDate: '2026-06-08', endDate: '2026-06-12' });
const ended = makeMySale({ id: 4, title: 'Ended Sale', startDate: '2026-06-01', endDate: '2026-06-02' });
const completed = makeMySale({ id: 5, title: 'Completed Sale', isCompleted: true });
const categories = [1, 2, 3].map((id) => ({ id, name: `Category ${id}` }));

beforeEach(() => {
  window.history.replaceState(null, '', '/my-sales');
});

afterEach(() => {
  cleanup();
  dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function renderPage() {
  const memory = memoryLocation({ path: '/my-sales', record: true });
  const view = await renderWithProviders(
    <Router hook={memory.hook}>
      <MySalesPage />
    </Router>,
  );
  return { ...view, memory };
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('MySalesPage', () => {
  it('splits the sales into the two tabs with counts and the five statuses of spec §4', async () => {
    fakeApi({
      ...signedIn(),
      'GET /api/my-sales': json(
        [upcoming, today, running, ended, completed].map((s) => ({ ...s, categories })),
      ),
    });
    await renderPage();
    const activeTab = await screen.findByRole('tab', { name: 'Active & Upcoming (3)' });
    expect(activeTab.getAttribute('aria-selected')).toBe('true');
    const pastTab = screen.getByRole('tab', { name: 'Past Sales (2)' });
    const status = (title: string) => card(title).querySelector('[data-status]')?.textContent;
    // Soonest first.
    expect(screen.getAllByTestId('my-sale-card').map((li) => li.dataset.saleId)).toEqual(['3', '2', '1']);
    expect([status('Upcoming Sale'), status('Today Sale'), status('Running Sale')]).toEqual([
      'Upcoming',
      'Today',
      'Active',
    ]);
    const actions = within(card('Upcoming Sale'));
    expect(actions.getByRole('link', { name: 'Edit Upcoming Sale' }).getAttribute('href')).toBe(
      '/edit-sale/1',
    );
    expect(actions.getByRole('button', { name: 'Mark Complete Upcoming Sale' })).toBeTruthy();
    expect(actions.getByRole('button', { name: 'Delete Upcoming Sale' })).toBeTruthy();
    // Spec §9: two category chips.
    expect(within(actions.getByRole('list', { name: 'Categories' })).getAllByRole('listitem')).toHaveLength(
      2,
    );

    fireEvent.mouseDown(pastTab, { button: 0 });
    await waitFor(() => expect(pastTab.getAttribute('aria-selected')).toBe('true'));
    expect([status('Ended Sale'), status('Completed Sale')]).toEqual(['Ended', 'Completed']);
    const past = within(card('Ended Sale'));
    expect(past.queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(past.queryByRole('button', { name: /Mark Complete/ })).toBeNull();
    expect(past.getByRole('button', { name: 'Delete Ended Sale' })).toBeTruthy();
  });

  it("offers 'Create Your First Sale' when there are no sales at all", async () => {
    fakeApi({ ...signedIn(), 'GET /api/my-sales': json([]) });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'No garage sales yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your First Sale' }).getAttribute('href')).toBe(
      '/create-sale',
    );
    expect(screen.getByRole('link', { name: 'Create New Sale' }).getAttribute('href')).toBe('/create-sale');
  });

  it('says so when one tab is empty', async () => {
    fakeApi({ ...signedIn(), 'GET /api/my-sales': json([ended]) });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'No active or upcoming sales' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Past Sales (1)' }), { button: 0 });
    expect(await screen.findByRole('heading', { name: 'Ended Sale' })).toBeTruthy();
    cleanup();
    fakeApi({ ...signedIn(), 'GET /api/my-sales': json([upcoming]) });
    await renderPage();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Past Sales (0)' }), { button: 0 });
    expect(await screen.findByRole('heading', { name: 'No past sales' })).toBeTruthy();
  });

  it("shows 'Error loading sales' when the list fails", async () => {
    fakeApi({ ...signedIn(), 'GET /api/my-sales': json({ message: 'down' }, 500) });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Error loading sales' })).toBeTruthy();
  });

  it('sends a guest to /login at once, without showing the notice here first', async () => {
    const api = fakeApi({});
    const { memory } = await renderPage();
    await waitFor(() => expect(memory.history.at(-1)).toBe('/login?next=%2Fmy-sales'));
    expect(screen.queryByRole('heading', { name: 'Authentication required' })).toBeNull();
    expect(api.sent('GET', '/api/my-sales')).toHaveLength(0);
  });

  it('deletes a sale after the confirmation, and reads the list again', async () => {
    let sales = [upcoming, running];
    const api = fakeApi({
      ...signedIn(),
      'GET /api/my-sales': () => json(sales),
      'DELETE /api/garage-sales/1': () => {
        sales = [running];
        return new Response(null, { status: 204 });
      },
    });
    const { client } = await renderPage();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Upcoming Sale' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog.textContent).toContain('cannot be undone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Upcoming Sale' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.sent('DELETE', '/api/garage-sales/1')).toHaveLength(1);
    expect(api.sent('GET', '/api/my-sales').length).toBeGreaterThanOrEqual(2);
    expect(currentToasts()[0]?.title).toBe('Deleted');
    // The card's Delete button is gone: the focus goes to the tabs, not to the page's body.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Active & Upcoming/ })),
    );
    // Spec §7: the filters' cities and categories are read again too.
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(expect.arrayContaining(['/api/cities', '/api/categories']));
  });

  it('focuses the page heading when the last sale is deleted', async () => {
    let sales = [upcoming];
    fakeApi({
      ...signedIn(),
      'GET /api/my-sales': () => json(sales),
      'DELETE /api/garage-sales/1': () => {
        sales = [];
        return new Response(null, { status: 204 });
      },
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Upcoming Sale' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Create Your First Sale');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My Garage Sales' })),
    );
  });

  it("shows a sale's counters this week and in all as a table; a sale nobody counted shows none (issue 26)", async () => {
    const counted = {
      ...upcoming,
      stats: {
        week: { saves: 1, plans: 0, calendars: 2, views: 12 },
        all: { saves: 5, plans: 3, calendars: 2, views: 1234 },
      },
    };
    fakeApi({ ...signedIn(), 'GET /api/my-sales': json([counted, today]) });
    await renderPage();
    await screen.findByRole('heading', { name: 'Upcoming Sale' });
    const table = within(card('Upcoming Sale')).getByRole('table');
    const row = (name: string) =>
      Array.from(
        within(table).getByRole('rowheader', { name }).closest('tr')?.querySelectorAll('td') ?? [],
      ).map((td) => td.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Counted', 'This week', 'In all']);
    expect(row('Opened')).toEqual(['12', '1,234']);
    expect(row('Saved')).toEqual(['1', '5']);
    expect(row('Added to a plan')).toEqual(['0', '3']);
    expect(row('Added to a calendar')).toEqual(['2', '2']);
    expect(within(card('Upcoming Sale')).getByRole('region', { name: 'Who is coming' })).toBeTruthy();
    expect(within(card('Today Sale')).queryByRole('table')).toBeNull();
  });

  it('lets the tab panels show the focus', async () => {
    fakeApi({ ...signedIn(), 'GET /api/my-sales': json([upcoming]) });
    await renderPage();
    const panel = await screen.findByRole('tabpanel');
    expect(panel.className).toContain('focus-visible:outline-2');
    expect(panel.className).not.toContain('outline-none');
  });

  it('marks a sale completed after the confirmation, and says so when it fails', async () => {
    fakeApi({
      ...signedIn(),
      'GET /api/my-sales': json([upcoming]),
      'POST /api/garage-sales/1/complete': json({ message: 'down' }, 500),
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Complete Upcoming Sale' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as Completed' });
    expect(dialog.textContent).toContain('This will remove it from active listings.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        description: 'Failed to mark the garage sale as completed. Please try again.',
        variant: 'destructive',
      }),
    );
  });
});

describe('MySalesPage in French (issue 24)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('names the tabs, statuses, buttons, dates and the confirmation in French', async () => {
    // A French page: the app's language is its address's (client/lib/page-locale.ts).
    window.history.replaceState(null, '', '/fr/my-sales');
    fakeApi({
      ...signedIn(),
      'GET /api/my-sales': json([upcoming, today, ended].map((s) => ({ ...s, categories }))),
    });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes ventes de garage' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'En cours et à venir (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Ventes passées (1)' })).toBeTruthy();
    const status = (title: string) => card(title).querySelector('[data-status]')?.textContent;
    expect([status('Upcoming Sale'), status('Today Sale')]).toEqual(['À venir', 'Aujourd’hui']);
    const actions = within(card('Upcoming Sale'));
    expect(actions.getByRole('link', { name: 'Modifier Upcoming Sale' })).toBeTruthy();
    expect(actions.getByRole('list', { name: 'Catégories' })).toBeTruthy();
    // Canada's numeric dates in French.
    expect(card('Upcoming Sale').textContent).toContain('2026-06-12 - 2026-06-13');
    fireEvent.click(actions.getByRole('button', { name: 'Supprimer Upcoming Sale' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmer la suppression' });
    expect(dialog.textContent).toContain('Voulez-vous vraiment supprimer «\u00a0Upcoming Sale\u00a0»?');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});
