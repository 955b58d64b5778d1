// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderWithProviders, stubApi } from '../../test-support/render';
import { SaleDetailPage } from './sale-detail-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** A French page: the app's language is its address's (client/lib/page-locale.ts); no sale 999. */
function inFrench(path: string) {
  window.history.replaceState(null, '', `/fr${path}`);
  stubApi(() => undefined);
}

describe('a sale page in French (issue 24)', () => {
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
