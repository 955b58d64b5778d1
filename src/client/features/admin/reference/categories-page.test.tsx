// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../../shared/schemas/admin';
import { currentToasts } from '../../../lib/use-toast';
import { fakeApi, signedIn, testAdmin } from '../../../test-support/accounts';
import * as ui from '../../../test-support/admin-screens';
import { json } from '../../../test-support/render';
import { CategoriesPage } from './categories-page';

const furniture: AdminCategory = {
  id: 1,
  name: 'Furniture',
  nameFr: 'Meubles',
  description: 'Tables, chairs and sofas',
  iconName: 'sofa',
  saleCount: 4,
};
const toys: AdminCategory = {
  id: 2,
  name: 'Toys',
  nameFr: null,
  description: null,
  iconName: null,
  saleCount: 0,
};

ui.resetAfterEach();

const renderPage = () => ui.renderAdminScreen('/admin/categories', <CategoriesPage />);

/** The field's message (its hint aside), as a screen reader reads it. */
const messageOf = (label: string) => ui.describedTexts(label).find((t) => t.includes('must'));

describe('CategoriesPage', () => {
  it('speaks French on a French page: the table, the empty fields’ hints, the edit dialog', async () => {
    ui.inFrench('/admin/categories');
    fakeApi({ ...signedIn(testAdmin), 'GET /api/admin/categories': json([furniture, toys]) });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Catégories' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'Furniture' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Nom',
      'Description',
      'Icône',
      'Ventes',
      'Actions',
    ]);
    const dialog = await ui.openDialog('Modifier Furniture', 'Modifier la catégorie');
    expect((within(dialog).getByLabelText('Nom français') as HTMLInputElement).value).toBe('Meubles');
    expect(ui.describedTexts('Nom de l’icône')).toEqual([
      'Facultatif. Le nom d’une icône Lucide, comme sofa ou baby.',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await ui.dialogClosed();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Toys' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer la catégorie' });
    expect(ui.plain(confirm.textContent)).toContain('La catégorie « Toys » sera supprimée.');
  });

  it('lists the categories with description, icon and sales', async () => {
    fakeApi({ ...signedIn(testAdmin), 'GET /api/admin/categories': json([furniture, toys]) });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'Furniture' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Description',
      'Icon',
      'Sales',
      'Actions',
    ]);
    // Each value follows its column's name, which a phone shows in place of the hidden header row.
    expect(
      within(ui.rowOf('Furniture'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Furniture', 'Description: Tables, chairs and sofas', 'Icon: sofa', 'Sales: 4', '']);
    expect(screen.getByRole('button', { name: 'Edit Toys' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Toys' })).toBeTruthy();
  });

  it("shows 'Error loading categories' when the list fails", async () => {
    fakeApi({ ...signedIn(testAdmin), 'GET /api/admin/categories': json({ message: 'down' }, 500) });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Error loading categories' })).toBeTruthy();
  });

  it('shows the spec §5 message on an empty Add, then creates the category', async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/categories': json([furniture]),
      'POST /api/admin/categories': json({ ...toys, id: 3, name: 'Books' }, 201),
    });
    await renderPage();
    await ui.openDialog('Add Category', 'Add Category');
    ui.clickSave();
    await waitFor(() => expect(messageOf('Name')).toBe('Name must be at least 2 characters'));
    expect(api.sent('POST', '/api/admin/categories')).toHaveLength(0);
    ui.typeInto('Name', 'Books');
    ui.typeInto('Icon name', 'book-open');
    ui.clickSave();
    await ui.dialogClosed();
    expect(api.sent('POST', '/api/admin/categories').map((c) => c.body)).toEqual([
      { name: 'Books', nameFr: null, description: null, iconName: 'book-open' },
    ]);
    expect(currentToasts()[0]?.title).toBe('Category created');
  });

  it('edits a category with PUT and the whole body', async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/categories': json([furniture, toys]),
      'PUT /api/admin/categories/1': json({ ...furniture, description: 'Tables and chairs' }),
    });
    await renderPage();
    const dialog = await ui.openDialog('Edit Furniture', 'Edit Category');
    expect((within(dialog).getByLabelText('Icon name') as HTMLInputElement).value).toBe('sofa');
    ui.typeInto('Description', 'Tables and chairs');
    ui.clickSave();
    await ui.dialogClosed();
    expect(api.sent('PUT', '/api/admin/categories/1').map((c) => c.body)).toEqual([
      { name: 'Furniture', nameFr: 'Meubles', description: 'Tables and chairs', iconName: 'sofa' },
    ]);
    expect(currentToasts()[0]?.title).toBe('Category updated');
  });

  it('edits the French name that French pages show (issue 24)', async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/categories': json([furniture, toys]),
      'PUT /api/admin/categories/1': json({ ...furniture, nameFr: 'Mobilier' }),
      'PUT /api/admin/categories/2': json({ ...toys, nameFr: 'Jouets' }),
    });
    await renderPage();
    const dialog = await ui.openDialog('Edit Furniture', 'Edit Category');
    expect((within(dialog).getByLabelText('French name') as HTMLInputElement).value).toBe('Meubles');
    ui.typeInto('French name', 'Mobilier');
    ui.clickSave();
    await ui.dialogClosed();
    await ui.openDialog('Edit Toys', 'Edit Category');
    ui.typeInto('French name', 'Jouets');
    ui.clickSave();
    await ui.dialogClosed();
    expect(api.sent('PUT', '/api/admin/categories/1').map((c) => c.body)).toEqual([
      { name: 'Furniture', nameFr: 'Mobilier', description: 'Tables, chairs and sofas', iconName: 'sofa' },
    ]);
    expect(api.sent('PUT', '/api/admin/categories/2').map((c) => c.body)).toEqual([
      { name: 'Toys', nameFr: 'Jouets', description: null, iconName: null },
    ]);
  });

  it("shows the server's 409 message on a duplicate name", async () => {
    fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/categories': json([furniture]),
      'POST /api/admin/categories': json({ message: 'A category named "furniture" already exists' }, 409),
    });
    await renderPage();
    await ui.openDialog('Add Category', 'Add Category');
    ui.typeInto('Name', 'furniture');
    ui.clickSave();
    await ui.failureToastSays('A category named "furniture" already exists');
    expect(screen.getByRole('dialog', { name: 'Add Category' })).toBeTruthy();
  });

  it('deletes a category after the confirmation', async () => {
    let categories = [furniture, toys];
    const api = fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/categories': () => json(categories),
      'DELETE /api/admin/categories/2': () => {
        categories = [furniture];
        return json({ message: 'Category deleted' });
      },
    });
    await renderPage();
    const confirm = await ui.askToDelete('Toys', 'Delete category');
    expect(confirm.textContent).toContain('cannot be undone.');
    ui.confirmDelete(confirm);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Toys' })).toBeNull());
    expect(api.sent('DELETE', '/api/admin/categories/2')).toHaveLength(1);
    expect(currentToasts()[0]?.title).toBe('Category deleted');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Category' })),
    );
  });

  it('shows the 409 refusal of a delete in the toast', async () => {
    const message = 'This category is used by 4 garage sale(s). Move those sales to another category first.';
    fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/categories': json([furniture]),
      'DELETE /api/admin/categories/1': json({ message }, 409),
    });
    await renderPage();
    const confirm = await ui.askToDelete('Furniture', 'Delete category');
    ui.confirmDelete(confirm);
    await ui.failureToastSays(message);
    expect(screen.getByRole('cell', { name: 'Furniture' })).toBeTruthy();
  });

  it("shows 'Access Denied' to a user who is not an admin", async () => {
    await ui.expectAccessDenied('/api/admin/categories', json([furniture]), renderPage);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
