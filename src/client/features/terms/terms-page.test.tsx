// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubApi } from '../../test-support/render';
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

describe('the terms page in French (issue 24)', () => {
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
});
