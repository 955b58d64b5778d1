// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCity } from '../../../../shared/schemas/admin';
import { currentToasts } from '../../../lib/use-toast';
import { fakeApi, signedIn, testAdmin } from '../../../test-support/accounts';
import * as ui from '../../../test-support/admin-screens';
import { json } from '../../../test-support/render';
import { CitiesPage } from './cities-page';

const spruce: AdminCity = {
  id: 1,
  name: 'Spruce Grove',
  state: 'AB',
  zip_code: 'T7X',
  is_active: true,
  name_fr: 'Bosquet-des-Épinettes',
  saleCount: 3,
};
const stony: AdminCity = {
  id: 2,
  name: 'Stony Plain',
  state: 'AB',
  zip_code: null,
  is_active: false,
  name_fr: null,
  saleCount: 0,
};

ui.resetAfterEach();

const renderPage = () => ui.renderAdminScreen('/admin/cities', <CitiesPage />);

/** The field's message (its hint aside), as a screen reader reads it. */
const messageOf = (label: string) => ui.describedTexts(label).find((t) => t.includes('must'));

describe('CitiesPage', () => {
  it('lists every city with its state, zip code, status and sales', async () => {
    fakeApi({ ...signedIn(testAdmin), 'GET /api/admin/cities': json([spruce, stony]) });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cities' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'Spruce Grove' });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'State', 'Zip code', 'Status', 'Sales', 'Actions']);
    // Each value follows its column's name, which a phone shows in place of the hidden header row.
    expect(
      within(ui.rowOf('Spruce Grove'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Spruce Grove', 'State: AB', 'Zip code: T7X', 'Status: Active', 'Sales: 3', '']);
    expect(within(ui.rowOf('Stony Plain')).getByText('Inactive')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Stony Plain' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Stony Plain' })).toBeTruthy();
  });

  it("shows 'Error loading cities' when the list fails", async () => {
    fakeApi({ ...signedIn(testAdmin), 'GET /api/admin/cities': json({ message: 'down' }, 500) });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Error loading cities' })).toBeTruthy();
  });

  it('shows the spec §5 messages on an empty Add, then adds the city', async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/cities': json([spruce]),
      'POST /api/admin/cities': json({ ...stony, id: 3, name: 'Parkland', is_active: true }, 201),
    });
    await renderPage();
    const dialog = await ui.openDialog('Add City', 'Add City');
    expect((within(dialog).getByLabelText('Active') as HTMLInputElement).checked).toBe(true);
    ui.clickSave();
    await waitFor(() => expect(messageOf('Name')).toBe('City name must be at least 2 characters'));
    expect(messageOf('State')).toBe('State must be at least 2 characters');
    expect(api.sent('POST', '/api/admin/cities')).toHaveLength(0);

    ui.typeInto('Name', ' Parkland ');
    ui.typeInto('State', 'ab');
    ui.clickSave();
    await ui.dialogClosed();
    expect(api.sent('POST', '/api/admin/cities').map((c) => c.body)).toEqual([
      { name: 'Parkland', name_fr: null, state: 'AB', zip_code: null, is_active: true },
    ]);
    expect(currentToasts()[0]?.title).toBe('City added successfully');
    // The list is read again.
    expect(api.sent('GET', '/api/admin/cities').length).toBeGreaterThanOrEqual(2);
  });

  it('edits a city with PATCH, sending zip_code and is_active', async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/cities': json([spruce, stony]),
      'PATCH /api/admin/cities/1': json({ ...spruce, name: 'Spruce Grove East' }),
    });
    const { client } = await renderPage();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const dialog = await ui.openDialog('Edit Spruce Grove', 'Edit City');
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Spruce Grove');
    ui.typeInto('Name', 'Spruce Grove East');
    ui.typeInto('Zip code', '');
    fireEvent.click(within(dialog).getByLabelText('Active'));
    ui.clickSave();
    await ui.dialogClosed();
    expect(api.sent('PATCH', '/api/admin/cities/1').map((c) => c.body)).toEqual([
      {
        name: 'Spruce Grove East',
        name_fr: 'Bosquet-des-Épinettes',
        state: 'AB',
        zip_code: null,
        is_active: false,
      },
    ]);
    expect(currentToasts()[0]?.title).toBe('City updated successfully');
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(expect.arrayContaining(['/api/admin/cities', '/api/cities', '/api/garage-sales']));
  });

  it("shows the server's 409 message and keeps the dialog open", async () => {
    fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/cities': json([spruce]),
      'POST /api/admin/cities': json({ message: 'A city named "spruce grove" already exists' }, 409),
    });
    await renderPage();
    await ui.openDialog('Add City', 'Add City');
    ui.typeInto('Name', 'spruce grove');
    ui.typeInto('State', 'AB');
    ui.clickSave();
    await ui.failureToastSays('A city named "spruce grove" already exists');
    expect(screen.getByRole('dialog', { name: 'Add City' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('spruce grove');
  });

  it('puts the server’s field issues under the fields', async () => {
    fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/cities': json([]),
      'POST /api/admin/cities': json(
        {
          message: 'Invalid input',
          issues: [{ path: 'state', message: 'State must be 2 letters, such as AB' }],
        },
        400,
      ),
    });
    await renderPage();
    await ui.openDialog('Add City', 'Add City');
    ui.typeInto('Name', 'Parkland');
    ui.typeInto('State', 'AB');
    ui.clickSave();
    await waitFor(() => expect(messageOf('State')).toBe('State must be 2 letters, such as AB'));
  });

  it('deletes a city after the confirmation, then focuses Add City', async () => {
    let cities = [spruce, stony];
    const api = fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/cities': () => json(cities),
      'DELETE /api/admin/cities/2': () => {
        cities = [spruce];
        return json({ message: 'City deleted' });
      },
    });
    await renderPage();
    const confirm = await ui.askToDelete('Stony Plain', 'Delete city');
    expect(confirm.textContent).toContain('Its neighborhoods are deleted with it.');
    expect(confirm.textContent).toContain('cannot be undone.');
    expect(api.sent('DELETE', '/api/admin/cities/2')).toHaveLength(0);
    ui.confirmDelete(confirm);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Stony Plain' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent('DELETE', '/api/admin/cities/2')).toHaveLength(1);
    expect(currentToasts()[0]?.title).toBe('City deleted successfully');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add City' })),
    );
  });

  it('shows the 409 refusal of a delete and keeps the row', async () => {
    const message =
      'This city is used by 3 garage sale(s). Mark it Inactive instead, or delete those sales first.';
    fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/cities': json([spruce]),
      'DELETE /api/admin/cities/1': json({ message }, 409),
    });
    await renderPage();
    const confirm = await ui.askToDelete('Spruce Grove', 'Delete city');
    ui.confirmDelete(confirm);
    await ui.failureToastSays(message);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('cell', { name: 'Spruce Grove' })).toBeTruthy();
  });

  it('speaks French on a French page: the table, the dialog and its messages, the confirmation', async () => {
    ui.inFrench('/admin/cities');
    fakeApi({ ...signedIn(testAdmin), 'GET /api/admin/cities': json([spruce, stony]) });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Villes' })).toBeTruthy();
    expect(document.title).toContain('Villes');
    expect(screen.getByRole('navigation', { name: 'Administration' }).textContent).toContain('Signalements');
    await screen.findByRole('cell', { name: 'Spruce Grove' });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Nom', 'Province', 'Code postal', 'État', 'Ventes', 'Actions']);
    expect(
      within(ui.rowOf('Spruce Grove'))
        .getAllByRole('cell')
        .map((td) => ui.plain(td.textContent)),
    ).toEqual(['Spruce Grove', 'Province : AB', 'Code postal : T7X', 'État : Active', 'Ventes : 3', '']);
    expect(within(ui.rowOf('Stony Plain')).getByText('Inactive')).toBeTruthy();

    const dialog = await ui.openDialog('Ajouter une ville', 'Ajouter une ville');
    expect(within(dialog).getByLabelText('Nom français')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(ui.describedTexts('Nom')).toContain('Le nom de la ville doit compter au moins 2 caractères'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await ui.dialogClosed();

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Stony Plain' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer la ville' });
    expect(ui.plain(confirm.textContent)).toContain(
      'La ville « Stony Plain » sera supprimée, avec ses quartiers.',
    );
    expect(within(confirm).getByRole('button', { name: 'Annuler' })).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Supprimer' })).toBeTruthy();
  });

  it("shows 'Access Denied' to a signed-in user who is not an admin, and asks nothing", async () => {
    await ui.expectAccessDenied('/api/admin/cities', json([spruce]), renderPage);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add City' })).toBeNull();
  });
});
