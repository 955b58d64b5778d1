// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { currentToasts, dismiss } from '../../lib/use-toast';
import { json, renderWithProviders, stubApi } from '../../test-support/render';
import { SaleWizard } from './sale-wizard';
import { emptyWizardValues } from './wizard-values';

vi.mock('./photos/photo-uploader', () => ({ PhotoUploader: () => <p>The photo uploader</p> }));
// Leaflet needs a real layout engine; the browser tests cover the real map.
vi.mock('./steps/location-map', () => ({ default: () => <p>The map</p> }));

const toasts = () => currentToasts().map((t) => [t.title, t.description]);

beforeEach(() => {
  // A French page: the app's language is its address's (client/lib/page-locale.ts).
  window.history.pushState({}, '', '/fr/create-sale');
  stubApi((url) => {
    if (url.pathname === '/api/categories')
      return json([{ id: 1, name: 'Books', description: null, iconName: null }]);
    if (url.pathname === '/api/cities') return json(['Stony Plain']);
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  dismiss();
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('SaleWizard in French (issue 24)', () => {
  it("shows its steps, the sale form's and the geocoder's messages, and their toasts, in French", async () => {
    await renderWithProviders(
      <Suspense fallback={<p>Loading</p>}>
        <Router hook={memoryLocation({ path: '/create-sale' }).hook}>
          <SaleWizard saleId={null} initialValues={emptyWizardValues()} />
        </Router>
      </Suspense>,
    );
    await screen.findByLabelText('Books');
    expect(screen.getByRole('heading', { level: 2, name: 'Renseignements' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      'Étape 1 sur 5\u00a0: Renseignements',
    );
    expect(screen.getByRole('group', { name: 'Catégories' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Titre'), { target: { value: 'ab' } });
    await click('Suivant');
    expect(await screen.findByText('Le titre doit compter au moins 3 caractères')).toBeTruthy();
    expect(screen.getByText('Choisissez au moins une catégorie')).toBeTruthy();
    expect(toasts()).toEqual([['Erreur de validation', 'Veuillez corriger les erreurs avant de continuer']]);

    dismiss();
    fireEvent.change(screen.getByLabelText('Titre'), { target: { value: 'Vente de déménagement' } });
    fireEvent.click(screen.getByLabelText('Books'));
    await click('Suivant');
    await screen.findByRole('heading', { level: 2, name: 'Emplacement' });
    expect(screen.getByText('Aucune épingle pour l’instant')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Localiser' })).toBeTruthy();
    await click('Suivant');
    expect(toasts()).toEqual([
      ['Renseignements manquants', 'Veuillez entrer l’adresse et la ville avant de continuer'],
    ]);
    fireEvent.change(screen.getByLabelText('Adresse'), { target: { value: 'abc' } });
    fireEvent.change(await screen.findByLabelText('Ville'), { target: { value: 'Stony Plain' } });
    await click('Suivant');
    expect(await screen.findByText('L’adresse doit compter au moins 5 caractères')).toBeTruthy();
  });
});
