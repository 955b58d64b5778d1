// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../shared/i18n/locales';
import { LoginSchema } from '../../shared/schemas/auth';
import { ADDRESS_TOO_SHORT_MESSAGE } from '../../shared/schemas/geocode';
import { LocaleProvider, showLocalized, useLocalizeMessage, useT } from './i18n';
import { createQueryClient } from './query-client';

afterEach(cleanup);

function Words() {
  const t = useT('contact');
  const localize = useLocalizeMessage();
  const issue = LoginSchema.safeParse({ email: '', password: '' }).error?.issues[0]?.message ?? '';
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{localize(issue)}</p>
      <p>{localize('A message the server already wrote')}</p>
    </>
  );
}

function renderIn(locale: Locale) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <LocaleProvider locale={locale}>
        <Suspense fallback={<p>waiting</p>}>
          <Words />
        </Suspense>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

describe('the client catalogues', () => {
  it('shows a screen and a shared schema message in French, and sets <html lang>', async () => {
    renderIn('fr');
    expect(await screen.findByRole('heading', { name: 'Signaler un problème' })).toBeTruthy();
    expect(screen.getByText('Le courriel est obligatoire')).toBeTruthy();
    expect(screen.getByText('A message the server already wrote')).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('keeps the English texts as they were', async () => {
    // The shell's English is loaded before any test (test-support/boot-catalogs.ts), so the provider
    // renders at once and the screen suspends inside render's act: an awaited act lets it finish there.
    await act(async () => {
      renderIn('en');
    });
    expect(await screen.findByRole('heading', { name: 'Report an Issue' })).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it("shows an area's schema message in French once its catalogue has loaded, and English at once", async () => {
    const english = vi.fn();
    showLocalized('en', ADDRESS_TOO_SHORT_MESSAGE, english);
    expect(english).toHaveBeenCalledWith('Address must be at least 5 characters long');
    const french = vi.fn();
    showLocalized('fr', ADDRESS_TOO_SHORT_MESSAGE, french);
    await vi.waitFor(() =>
      expect(french).toHaveBeenCalledWith('L’adresse doit compter au moins 5 caractères'),
    );
    const server = vi.fn();
    showLocalized('fr', 'Une phrase que le serveur a déjà écrite', server);
    expect(server).toHaveBeenCalledWith('Une phrase que le serveur a déjà écrite');
  });
});
