// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInNoticeOf } from '../../lib/next-path';
import { fakeApi, signedIn } from '../../test-support/accounts';
import { json, renderWithProviders } from '../../test-support/render';
import { makeSale } from '../../test-support/sale';
import { FavoritesPage } from './favorites-page';

// testConfig's today is 2026-06-10.
const coming = makeSale({ id: 1, title: 'Coming Sale', isFavorite: true });
const over = makeSale({
  id: 2,
  title: 'Over Sale',
  startDate: '2026-06-01',
  endDate: '2026-06-02',
  isFavorite: true,
});

beforeEach(() => {
  window.history.replaceState(null, '', '/favorites');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cardOf = (title: string) =>
  screen.getByRole('button', { name: title }).closest('[data-testid="sale-card"]') as HTMLElement;

describe('FavoritesPage', () => {
  it("lists the saved sales, a past one marked 'Ended'", async () => {
    fakeApi({ ...signedIn(), 'GET /api/favorites': json([coming, over]) });
    await renderWithProviders(<FavoritesPage />);
    expect(await screen.findByRole('heading', { name: 'Favorites', level: 1 })).toBeTruthy();
    await screen.findByRole('button', { name: 'Over Sale' });
    expect(within(cardOf('Over Sale')).getByText('Ended')).toBeTruthy();
    expect(within(cardOf('Coming Sale')).queryByText('Ended')).toBeNull();
    expect(
      within(cardOf('Coming Sale'))
        .getByRole('button', { name: 'Favorite: Coming Sale' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('puts the favourites still to come in the plan and opens the planner; each card toggles its own', async () => {
    let plan = { saleIds: [9] };
    const api = fakeApi({
      ...signedIn(),
      'GET /api/favorites': json([coming, over]),
      'GET /api/plan': () => json(plan),
      'PUT /api/plan': (call) => {
        plan = call.body as { saleIds: number[] };
        return json(plan);
      },
    });
    await renderWithProviders(<FavoritesPage />);
    const planThese = await screen.findByRole('button', { name: 'Plan a route with these' });
    await waitFor(() => expect((planThese as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(planThese);
    await waitFor(() => expect(window.location.pathname).toBe('/plan'));
    // The ended one is left out: it cannot be visited any more.
    expect(api.sent('PUT', '/api/plan').map((c) => c.body)).toEqual([{ saleIds: [9, 1] }]);
    const remove = await waitFor(() =>
      within(cardOf('Coming Sale')).getByRole('button', { name: 'Remove from my plan: Coming Sale' }),
    );
    fireEvent.click(remove);
    await waitFor(() => expect(plan).toEqual({ saleIds: [9] }));
    expect(
      within(cardOf('Over Sale')).getByRole('button', { name: 'Add to my plan: Over Sale' }),
    ).toBeTruthy();
  });

  it('opens a saved sale in the detail modal', async () => {
    fakeApi({
      ...signedIn(),
      'GET /api/favorites': json([coming]),
      'GET /api/garage-sales/1/photos': json([]),
    });
    await renderWithProviders(<FavoritesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Coming Sale' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Coming Sale' })).toBeTruthy();
  });

  it('offers Explore when nothing is saved', async () => {
    fakeApi({ ...signedIn(), 'GET /api/favorites': json([]) });
    await renderWithProviders(<FavoritesPage />);
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore Garage Sales' }).getAttribute('href')).toBe('/');
  });

  it('speaks French on a French page', async () => {
    window.history.replaceState(null, '', '/fr/favorites');
    fakeApi({ ...signedIn(), 'GET /api/favorites': json([]) });
    await renderWithProviders(<FavoritesPage />);
    expect(await screen.findByRole('heading', { name: 'Favoris', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Aucun favori pour l’instant' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorer les ventes de garage' })).toBeTruthy();
    expect(document.title).toContain('Favoris');
  });

  it("sends a guest to log in, leaving 'Please sign in to view your favorites' for the login screen", async () => {
    const api = fakeApi({});
    await renderWithProviders(<FavoritesPage />);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('?next=%2Ffavorites');
    expect(signInNoticeOf(window.history.state)).toBe('Please sign in to view your favorites');
    expect(api.sent('GET', '/api/favorites')).toHaveLength(0);
  });
});
