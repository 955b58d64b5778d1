// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MapsKeyStatus } from '../../../../shared/schemas/admin';
import { currentToasts } from '../../../lib/use-toast';
import { fakeApi, signedIn, testAdmin } from '../../../test-support/accounts';
import {
  expectAccessDenied,
  failureToastSays,
  inFrench,
  plain,
  resetAfterEach,
} from '../../../test-support/admin-screens';
import { testT } from '../../../test-support/i18n';
import { json, renderWithProviders } from '../../../test-support/render';
import { formatMapsKeyStatus } from './maps-key-status';
import { SettingsPage } from './settings-page';

const KEY = 'AIzaSyA-1234567890abcdefWXYZ';
const saved: MapsKeyStatus = { source: 'database', lastFour: 'WXYZ', updatedAt: '2026-06-01T10:00:00.000Z' };
const none: MapsKeyStatus = { source: 'none', lastFour: null, updatedAt: null };

resetAfterEach();

const en = testT('en', 'admin');
const fr = testT('fr', 'admin');

describe('formatMapsKeyStatus', () => {
  it('says where the key comes from, with its last four characters', () => {
    expect(formatMapsKeyStatus(saved, en)).toBe('Using the key saved here (…WXYZ)');
    expect(formatMapsKeyStatus({ source: 'environment', lastFour: 'abcd', updatedAt: null }, en)).toBe(
      'Using the key from the server environment (…abcd)',
    );
    expect(formatMapsKeyStatus(none, en)).toBe('No key: the map uses OpenStreetMap');
    expect(formatMapsKeyStatus(saved, fr)).toBe('Clé enregistrée ici utilisée (…WXYZ)');
    expect(plain(formatMapsKeyStatus(none, fr))).toBe('Aucune clé : la carte utilise OpenStreetMap');
  });
});

describe('SettingsPage in French', () => {
  it('speaks French on a French page: the Maps card, its messages, and the terms card', async () => {
    inFrench('/admin/settings');
    const api = fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/settings/maps-key': json(saved),
      'GET /api/terms': json({ text: 'Be kind.', custom: true, updatedAt: null }),
    });
    await renderWithProviders(<SettingsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeTruthy();
    expect(await screen.findByText('Clé enregistrée ici utilisée (…WXYZ)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cartes' })).toBeTruthy();
    const field = screen.getByLabelText('Clé d’API Google Maps') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Afficher la clé' }));
    fireEvent.change(field, { target: { value: 'too-short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la clé' }));
    expect(await screen.findByText('La clé d’API doit compter au moins 20 caractères')).toBeTruthy();
    expect(api.sent('PUT', '/api/admin/settings/maps-key')).toHaveLength(0);

    expect(screen.getByRole('heading', { name: 'Conditions d’utilisation' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Rétablir le texte par défaut' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '/fr/terms' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer la clé enregistrée' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer la clé enregistrée' });
    expect(within(dialog).getByRole('button', { name: 'Retirer' })).toBeTruthy();
  });
});

describe('SettingsPage', () => {
  it('refuses a short key with the spec message and sends nothing', async () => {
    const api = fakeApi({ ...signedIn(testAdmin), 'GET /api/admin/settings/maps-key': json(none) });
    await renderWithProviders(<SettingsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(await screen.findByText('No key: the map uses OpenStreetMap')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove saved key' })).toBeNull();
    const field = screen.getByLabelText('Google Maps API key') as HTMLInputElement;
    expect(field.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show key' }));
    expect(field.type).toBe('text');
    fireEvent.change(field, { target: { value: 'too-short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText('API key must be at least 20 characters')).toBeTruthy();
    expect(api.sent('PUT', '/api/admin/settings/maps-key')).toHaveLength(0);
  });

  it("saves a key, says 'API key saved' and reads the key and the status again", async () => {
    let status = none;
    const api = fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/settings/maps-key': () => json(status),
      'PUT /api/admin/settings/maps-key': () => {
        status = saved;
        return json(saved);
      },
    });
    const { client } = await renderWithProviders(<SettingsPage />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const field = (await screen.findByLabelText('Google Maps API key')) as HTMLInputElement;
    fireEvent.change(field, { target: { value: `  ${KEY} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText('Using the key saved here (…WXYZ)')).toBeTruthy();
    expect(api.sent('PUT', '/api/admin/settings/maps-key').map((c) => c.body)).toEqual([{ apiKey: KEY }]);
    expect(currentToasts()[0]?.title).toBe('API key saved');
    expect(field.value).toBe('');
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(expect.arrayContaining(['/api/google-maps-key', '/api/admin/settings/maps-key']));
    expect(screen.getByRole('button', { name: 'Remove saved key' })).toBeTruthy();
  });

  it('shows the server message when the save is refused', async () => {
    fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/settings/maps-key': json(none),
      'PUT /api/admin/settings/maps-key': json({ message: 'An API key has no spaces' }, 400),
    });
    await renderWithProviders(<SettingsPage />);
    fireEvent.change(await screen.findByLabelText('Google Maps API key'), { target: { value: KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Save key' }));
    await failureToastSays('An API key has no spaces');
  });

  it('removes the saved key after a confirmation', async () => {
    let status: MapsKeyStatus = saved;
    const api = fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/settings/maps-key': () => json(status),
      'DELETE /api/admin/settings/maps-key': () => {
        status = { source: 'environment', lastFour: 'abcd', updatedAt: null };
        return json(status);
      },
    });
    await renderWithProviders(<SettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove saved key' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove saved key' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Using the key from the server environment (…abcd)')).toBeTruthy();
    expect(api.sent('DELETE', '/api/admin/settings/maps-key')).toHaveLength(1);
    expect(currentToasts()[0]?.title).toBe('API key removed');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove saved key' })).toBeNull());
  });

  it("shows 'Access Denied' to a user who is not an administrator", async () => {
    await expectAccessDenied('/api/admin/settings/maps-key', json(none), () =>
      renderWithProviders(<SettingsPage />),
    );
  });
});
