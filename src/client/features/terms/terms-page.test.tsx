// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { json, renderWithProviders, stubApi } from '../../test-support/render';
import { SaleDetailPage } from '../sale-detail/sale-detail-page';
import { TermsPage } from './terms-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** A French page: the app's language is its address's (client/lib/page-locale.ts). */
function inFrench(path: string) {
  window.history.replaceState(null, '', `/fr${path}`);
  stubApi((url) => {
    if (url.pathname === '/api/terms')
      return json({ text: 'Soyez courtois.', custom: true, updatedAt: '2026-11-26T15:00:00.000Z' });
    return undefined;
  });
}

describe('the terms and a sale page in French (issue 24)', () => {
  it('shows the terms as written, under a French title and a French date', async () => {
    inFrench('/terms');
    await renderWithProviders(<TermsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeTruthy();
    expect(await screen.findByText('Soyez courtois.')).toBeTruthy();
    expect(screen.getByTestId('terms-text').textContent).toContain(
      'Dernière modification\u00a0: 26 novembre 2026.',
    );
    expect(document.title).toBe('Conditions d’utilisation · Parkland Sales');
  });

  it("says in French that a sale does not exist, and offers Explore's list", async () => {
    inFrench('/garage-sales/999');
    await renderWithProviders(
      <Router hook={memoryLocation({ path: '/garage-sales/999' }).hook}>
        <Route path="/garage-sales/:id" component={SaleDetailPage} />
      </Router>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Vente introuvable' })).toBeTruthy();
    expect(screen.getByText('Cette annonce n’existe pas ou a été retirée.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorer les ventes de garage' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à Explorer' })).toBeTruthy();
  });
});
