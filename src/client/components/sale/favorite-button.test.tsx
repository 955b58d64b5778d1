// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismiss } from '../../lib/use-toast';
import { fakeApi, signedIn } from '../../test-support/accounts';
import { json, renderWithProviders } from '../../test-support/render';
import { makeSale } from '../../test-support/sale';
import { FavoriteButton } from './favorite-button';

const sale = makeSale({ id: 8, title: 'Porch Sale', isFavorite: false });
/** A card's heart is named after its sale: a list of hearts all called "Favorite" says nothing. */
const HEART = 'Favorite: Porch Sale';
const idsKey = ['/api/favorites/ids'];
const savedIds = (client: { getQueryData: (key: string[]) => unknown }) =>
  (client.getQueryData(idsKey) as { saleIds: number[] } | undefined)?.saleIds;

beforeEach(() => {
  window.history.replaceState(null, '', '/?sale=8');
});

afterEach(() => {
  cleanup();
  dismiss();
  vi.unstubAllGlobals();
});

describe('FavoriteButton', () => {
  it('sends a guest to log in, coming back to the same screen', async () => {
    const api = fakeApi({});
    await renderWithProviders(<FavoriteButton sale={sale} />);
    fireEvent.click(await screen.findByRole('button', { name: HEART }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?next=%2F%3Fsale%3D8');
    expect(currentToasts()[0]?.title).toBe('Log in to save favorites');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('saves the favourite, changing every cached copy at once', async () => {
    let release: () => void = () => {};
    const api = fakeApi({
      ...signedIn(),
      'POST /api/favorites/8': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response(null, { status: 204 }));
        }),
      'GET /api/favorites/ids': json({ saleIds: [3] }),
    });
    const { client } = await renderWithProviders(<FavoriteButton sale={sale} />);
    const heart = await screen.findByRole('button', { name: HEART });
    // Wait for the session and the saved ids: until then the heart would send the user to log in.
    await waitFor(() => expect(savedIds(client)).toEqual([3]));
    fireEvent.click(heart);
    await waitFor(() => expect(savedIds(client)).toEqual([8, 3]));
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    // The list carries no hearts: it is not asked again.
    expect(api.sent('GET', '/api/garage-sales')).toHaveLength(0);
    release();
    await waitFor(() => expect(api.sent('POST', '/api/favorites/8')).toHaveLength(1));
  });

  it('puts the heart back and says so when the call fails', async () => {
    fakeApi({
      ...signedIn(),
      'POST /api/favorites/8': json({ message: 'down' }, 500),
      'GET /api/favorites/ids': json({ saleIds: [] }),
    });
    const { client } = await renderWithProviders(<FavoriteButton sale={sale} />);
    await waitFor(() => expect(savedIds(client)).toEqual([]));
    fireEvent.click(screen.getByRole('button', { name: HEART }));
    await waitFor(() => expect(currentToasts()[0]?.variant).toBe('destructive'));
    expect(savedIds(client)).toEqual([]);
    expect(screen.getByRole('button', { name: HEART }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a saved sale as pressed, offering to remove it, from the saved ids', async () => {
    fakeApi({ ...signedIn(), 'GET /api/favorites/ids': json({ saleIds: [8] }) });
    const { client } = await renderWithProviders(<FavoriteButton sale={sale} />);
    await waitFor(() => expect(client.getQueryData(['/api/auth/me'])).toBeTruthy());
    const heart = await screen.findByRole('button', { name: HEART });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(heart.title).toBe('Remove from favorites');
  });

  it('keeps one name in both states, the visible text of the labelled button', async () => {
    fakeApi({ ...signedIn(), 'GET /api/favorites/ids': json({ saleIds: [8] }) });
    const { client } = await renderWithProviders(<FavoriteButton sale={sale} variant="button" />);
    await waitFor(() => expect(client.getQueryData(['/api/auth/me'])).toBeTruthy());
    const button = await screen.findByRole('button', { name: 'Favorite' });
    expect(button.textContent).toBe('Favorite');
    expect(button.hasAttribute('aria-label')).toBe(false);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  });
});
