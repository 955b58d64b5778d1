// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedIn } from '../../test-support/accounts';
import { json, renderWithProviders } from '../../test-support/render';
import { makeSale } from '../../test-support/sale';
import { FavoriteButton } from './favorite-button';
import { SaleSavers } from './sale-savers';

const SAVERS = 'GET /api/garage-sales/8/savers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('SaleSavers (issue 26)', () => {
  it('says how many people saved the sale once the server names a number, in English', async () => {
    fakeApi({ [SAVERS]: json({ savers: 12 }) });
    await renderWithProviders(<SaleSavers saleId={8} />);
    expect((await screen.findByTestId('sale-savers')).textContent).toBe('12 people saved this garage sale');
  });

  it('says it in French, with French plurals', async () => {
    window.history.replaceState(null, '', '/fr/garage-sales/8');
    fakeApi({ [SAVERS]: json({ savers: 1234 }) });
    await renderWithProviders(<SaleSavers saleId={8} />);
    // French groups thousands with a (narrow) no-break space.
    expect((await screen.findByTestId('sale-savers')).textContent).toMatch(
      /^1\s234 personnes ont enregistré cette vente$/,
    );
  });

  it('shows nothing below the threshold (null) or when the number could not be read', async () => {
    for (const answer of [json({ savers: null }), json({ message: 'Garage sale not found' }, 404)]) {
      const api = fakeApi({ [SAVERS]: answer });
      const view = await renderWithProviders(<SaleSavers saleId={8} />);
      await waitFor(() => expect(api.sent('GET', '/api/garage-sales/8/savers')).toHaveLength(1));
      await waitFor(() => expect(view.container.textContent).toBe(''));
      expect(screen.queryByTestId('sale-savers')).toBeNull();
      cleanup();
    }
  });

  it("reads the number again after the viewer's own heart changes it", async () => {
    let savers = 5;
    fakeApi({
      ...signedIn(),
      'GET /api/favorites/ids': json({ saleIds: [] }),
      'POST /api/favorites/8': () => {
        savers += 1;
        return new Response(null, { status: 204 });
      },
      [SAVERS]: () => json({ savers }),
    });
    await renderWithProviders(
      <>
        <FavoriteButton sale={makeSale({ id: 8 })} variant="button" />
        <SaleSavers saleId={8} />
      </>,
    );
    expect((await screen.findByTestId('sale-savers')).textContent).toBe('5 people saved this garage sale');
    fireEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    await waitFor(() =>
      expect(screen.getByTestId('sale-savers').textContent).toBe('6 people saved this garage sale'),
    );
  });
});
