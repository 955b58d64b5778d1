// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCity, AdminNeighborhood } from '../../../../shared/schemas/admin';
import { currentToasts } from '../../../lib/use-toast';
import { fakeApi, signedIn, testAdmin } from '../../../test-support/accounts';
import * as ui from '../../../test-support/admin-screens';
import { json } from '../../../test-support/render';
import { NeighborhoodsPage } from './neighborhoods-page';

const cities: AdminCity[] = [
  { id: 1, name: 'Spruce Grove', state: 'AB', zip_code: null, is_active: true, name_fr: null, saleCount: 2 },
  { id: 2, name: 'Stony Plain', state: 'AB', zip_code: null, is_active: false, name_fr: null, saleCount: 0 },
];
const westwind: AdminNeighborhood = {
  id: 10,
  name: 'Westwind',
  nameFr: 'Vents-d’Ouest',
  cityId: 1,
  cityName: 'Spruce Grove',
  description: 'West of the park',
  isActive: true,
  saleCount: 2,
};
const oldTown: AdminNeighborhood = {
  id: 11,
  name: 'Old Town',
  nameFr: null,
  cityId: 2,
  cityName: 'Stony Plain',
  description: null,
  isActive: true,
  saleCount: 0,
};

ui.resetAfterEach();

const renderPage = () => ui.renderAdminScreen('/admin/neighborhoods', <NeighborhoodsPage />);

const lists = {
  'GET /api/admin/neighborhoods': json([westwind, oldTown]),
  'GET /api/admin/cities': json(cities),
};
/** The field's message, as a screen reader reads it. */
const messageOf = (label: string) => ui.describedTexts(label)[0];
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.querySelector('td')?.textContent);

describe('NeighborhoodsPage', () => {
  it('speaks French on a French page: the filter, the counts with their plural, the dialog', async () => {
    ui.inFrench('/admin/neighborhoods');
    fakeApi({ ...signedIn(testAdmin), ...lists });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quartiers' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'Westwind' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Nom',
      'Ville',
      'Description',
      'Ventes',
      'Actions',
    ]);
    expect(screen.getByText('2 quartiers')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filtrer par ville'), { target: { value: '2' } });
    expect(await screen.findByText('1 sur 2 quartiers')).toBeTruthy();
    const dialog = await ui.openDialog('Ajouter un quartier', 'Ajouter un quartier');
    const city = await within(dialog).findByLabelText('Ville');
    expect(await within(city).findByRole('option', { name: 'Stony Plain (inactive)' })).toBeTruthy();
    expect(within(city).getByRole('option', { name: 'Choisissez une ville' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Veuillez choisir une ville.')).toBeTruthy();
  });

  it('lists the neighborhoods with their city, and filters them by city', async () => {
    fakeApi({ ...signedIn(testAdmin), ...lists });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Neighborhoods' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'Westwind' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'City',
      'Description',
      'Sales',
      'Actions',
    ]);
    const row = screen.getByRole('cell', { name: 'Westwind' }).closest('tr') as HTMLElement;
    // Each value follows its column's name, which a phone shows in place of the hidden header row.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Westwind', 'City: Spruce Grove', 'Description: West of the park', 'Sales: 2', '']);
    expect(names()).toEqual(['Westwind', 'Old Town']);
    const filter = screen.getByLabelText('Filter by city') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.text)).toEqual(['All cities', 'Spruce Grove', 'Stony Plain']);
    fireEvent.change(filter, { target: { value: '2' } });
    expect(names()).toEqual(['Old Town']);
    expect(screen.getByText('1 of 2 neighborhoods')).toBeTruthy();
    fireEvent.change(filter, { target: { value: '' } });
    expect(names()).toEqual(['Westwind', 'Old Town']);
  });

  it("shows 'Error loading neighborhoods' when the list fails", async () => {
    fakeApi({ ...signedIn(testAdmin), 'GET /api/admin/neighborhoods': json({ message: 'down' }, 500) });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Error loading neighborhoods' })).toBeTruthy();
  });

  it('shows the spec §5 messages on an empty Add, then creates the neighborhood', async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      ...lists,
      'POST /api/admin/neighborhoods': json({ ...oldTown, id: 12, name: 'Heritage' }, 201),
    });
    await renderPage();
    const dialog = await ui.openDialog('Add Neighborhood', 'Add Neighborhood');
    const select = (await within(dialog).findByLabelText('City')) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Select a city'],
      ['1', 'Spruce Grove'],
      ['2', 'Stony Plain (inactive)'],
    ]);
    ui.clickSave();
    await waitFor(() => expect(messageOf('Name')).toBe('Neighborhood name must be at least 2 characters'));
    expect(messageOf('City')).toBe('Please select a city.');
    expect(api.sent('POST', '/api/admin/neighborhoods')).toHaveLength(0);

    ui.typeInto('Name', 'Heritage');
    ui.typeInto('City', '2');
    ui.clickSave();
    await ui.dialogClosed();
    expect(api.sent('POST', '/api/admin/neighborhoods').map((c) => c.body)).toEqual([
      { name: 'Heritage', nameFr: null, cityId: 2, description: null },
    ]);
    expect(currentToasts()[0]?.title).toBe('Neighborhood created');
  });

  it('edits a neighborhood with PUT, its city chosen', async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      ...lists,
      'PUT /api/admin/neighborhoods/10': json({ ...westwind, name: 'Westwind Park' }),
    });
    await renderPage();
    const dialog = await ui.openDialog('Edit Westwind', 'Edit Neighborhood');
    const select = (await within(dialog).findByLabelText('City')) as HTMLSelectElement;
    expect(select.value).toBe('1');
    ui.typeInto('Name', 'Westwind Park');
    ui.clickSave();
    await ui.dialogClosed();
    expect(api.sent('PUT', '/api/admin/neighborhoods/10').map((c) => c.body)).toEqual([
      { name: 'Westwind Park', nameFr: 'Vents-d’Ouest', cityId: 1, description: 'West of the park' },
    ]);
    expect(currentToasts()[0]?.title).toBe('Neighborhood updated');
  });

  it("shows the server's 409 message and keeps the dialog open", async () => {
    const message = 'This neighborhood is used by 2 garage sale(s); it cannot move to another city';
    fakeApi({ ...signedIn(testAdmin), ...lists, 'PUT /api/admin/neighborhoods/10': json({ message }, 409) });
    await renderPage();
    const dialog = await ui.openDialog('Edit Westwind', 'Edit Neighborhood');
    await within(dialog).findByLabelText('City');
    ui.typeInto('City', '2');
    ui.clickSave();
    await ui.failureToastSays(message);
    expect(screen.getByRole('dialog', { name: 'Edit Neighborhood' })).toBeTruthy();
  });

  it("puts the server's cityId issue under the City field", async () => {
    fakeApi({
      ...signedIn(testAdmin),
      ...lists,
      'POST /api/admin/neighborhoods': json(
        { message: 'Invalid input', issues: [{ path: 'cityId', message: 'Choose a city that exists' }] },
        400,
      ),
    });
    await renderPage();
    const dialog = await ui.openDialog('Add Neighborhood', 'Add Neighborhood');
    await within(dialog).findByLabelText('City');
    ui.typeInto('Name', 'Heritage');
    ui.typeInto('City', '1');
    ui.clickSave();
    await waitFor(() => expect(messageOf('City')).toBe('Choose a city that exists'));
  });

  it('deletes a neighborhood after the confirmation', async () => {
    let neighborhoods = [westwind, oldTown];
    const api = fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/neighborhoods': () => json(neighborhoods),
      'DELETE /api/admin/neighborhoods/11': () => {
        neighborhoods = [westwind];
        return json({ message: 'Neighborhood deleted' });
      },
    });
    await renderPage();
    const confirm = await ui.askToDelete('Old Town', 'Delete neighborhood');
    expect(confirm.textContent).toContain('cannot be undone.');
    ui.confirmDelete(confirm);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Old Town' })).toBeNull());
    expect(api.sent('DELETE', '/api/admin/neighborhoods/11')).toHaveLength(1);
    expect(currentToasts()[0]?.title).toBe('Neighborhood deleted');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Neighborhood' })),
    );
  });

  it("shows 'Access Denied' to a user who is not an admin", async () => {
    const api = fakeApi({ ...signedIn(), ...lists });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.sent('GET', '/api/admin/neighborhoods')).toHaveLength(0);
  });
});
