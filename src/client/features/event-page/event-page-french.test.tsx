// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeEvent } from '../../../shared/schemas/events.fixtures';
import { json, renderWithProviders, stubApi } from '../../test-support/render';
import { EventPage } from './event-page';

const SLUG = 'spruce-grove-sale-day';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** A French page: the app's language is its address's (client/lib/page-locale.ts). */
async function renderInFrench() {
  window.history.replaceState(null, '', `/fr/events/${SLUG}`);
  stubApi((url) => {
    if (url.pathname === `/api/events/${SLUG}`) return json(makeEvent());
    if (url.pathname === '/api/categories') {
      return json([
        { id: 2, name: 'Books', nameFr: 'Livres', description: null, iconName: null },
        { id: 3, name: 'Toys', nameFr: 'Jouets', description: null, iconName: null },
      ]);
    }
    return undefined;
  });
  return renderWithProviders(
    <Router hook={memoryLocation({ path: `/events/${SLUG}` }).hook}>
      <Route path="/events/:slug" component={EventPage} />
    </Router>,
  );
}

describe('the event page in French (issue 25)', () => {
  it('writes its day, hours, count, actions and list as French does', async () => {
    await renderInFrench();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spruce Grove Community Garage Sale' }),
    ).toBeTruthy();
    expect(screen.getByText('samedi 13 juin 2026, 8 h 00 – 16 h 00')).toBeTruthy();
    expect(screen.getByTestId('event-count').textContent).toBe('3 ventes de garage · à Spruce Grove');
    expect(screen.getByRole('link', { name: 'Inscrire votre vente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Partager' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Livret (PDF)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Règlement' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Les ventes de garage par numéro' })).toBeTruthy();
    const items = within(screen.getByTestId('event-sales')).getAllByTestId('event-sale');
    const third = items[2] as HTMLElement;
    expect(within(third).getByTestId('event-sale-number').textContent).toBe('nº 3');
    expect(within(third).getByText('sam. 13 juin : 12 h 00 – 14 h 00')).toBeTruthy();
    expect(
      within(third).getByRole('button', { name: 'Ajouter à mon plan\u00a0: Tools galore' }),
    ).toBeTruthy();
    // The categories by their French names, once the list of them is here.
    expect(await within(items[1] as HTMLElement).findByText('Jouets')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Carte des ventes de garage de la journée' })).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    // Awaited: the filtered list may show words whose catalogue is still loading (see event-page.test.tsx).
    await act(async () => {
      fireEvent.change(search, { target: { value: 'jouets' } });
    });
    await waitFor(() => expect(screen.getByTestId('event-shown').textContent).toBe('1 sur 3 affichées'));
    expect(screen.getByRole('button', { name: 'Tout ajouter à mon plan (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Planifier mon trajet (0)' })).toBeTruthy();
  });
});
