// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../../../shared/schemas/admin';
import { currentToasts } from '../../../../lib/use-toast';
import { fakeApi, signedIn, testUser } from '../../../../test-support/accounts';
import {
  describedTexts,
  renderAdminScreen,
  resetAfterEach,
  rowOf,
  typeInto,
} from '../../../../test-support/admin-screens';
import { json } from '../../../../test-support/render';
import { CategoriesPage } from './categories-page';

const admin = { ...testUser, userType: 'admin' as const, isAdmin: true };
const furniture: AdminCategory = {
  id: 1,
  name: 'Furniture',
  description: 'Tables, chairs and sofas',
  iconName: 'sofa',
  saleCount: 4,
};
const toys: AdminCategory = { id: 2, name: 'Toys', description: null, iconName: null, saleCount: 0 };

resetAfterEach();

const renderPage = () => renderAdminScreen('/admin/categories', <CategoriesPage />);

const row = rowOf;
const type = typeInto;
/** The field's message (its hint aside), as a screen reader reads it. */
const messageOf = (label: string) => describedTexts(label).find((t) => t.includes('must'));

describe('CategoriesPage', () => {
  it('lists the categories with description, icon and sales', async () => {
    fakeApi({ ...signedIn(admin), 'GET /api/admin/categories': json([furniture, toys]) });
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
      within(row('Furniture'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Furniture', 'Description: Tables, chairs and sofas', 'Icon: sofa', 'Sales: 4', '']);
    expect(screen.getByRole('button', { name: 'Edit Toys' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Toys' })).toBeTruthy();
  });

  it("shows 'Error loading categories' when the list fails", async () => {
    fakeApi({ ...signedIn(admin), 'GET /api/admin/categories': json({ message: 'down' }, 500) });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Error loading categories' })).toBeTruthy();
  });

  it('shows the spec §5 message on an empty Add, then creates the category', async () => {
    const api = fakeApi({
      ...signedIn(admin),
      'GET /api/admin/categories': json([furniture]),
      'POST /api/admin/categories': json({ ...toys, id: 3, name: 'Books' }, 201),
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf('Name')).toBe('Name must be at least 2 characters'));
    expect(api.sent('POST', '/api/admin/categories')).toHaveLength(0);
    type('Name', 'Books');
    type('Icon name', 'book-open');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST', '/api/admin/categories').map((c) => c.body)).toEqual([
      { name: 'Books', description: null, iconName: 'book-open' },
    ]);
    expect(currentToasts()[0]?.title).toBe('Category created');
  });

  it('edits a category with PUT and the whole body', async () => {
    const api = fakeApi({
      ...signedIn(admin),
      'GET /api/admin/categories': json([furniture, toys]),
      'PUT /api/admin/categories/1': json({ ...furniture, description: 'Tables and chairs' }),
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Furniture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect((within(dialog).getByLabelText('Icon name') as HTMLInputElement).value).toBe('sofa');
    type('Description', 'Tables and chairs');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('PUT', '/api/admin/categories/1').map((c) => c.body)).toEqual([
      { name: 'Furniture', description: 'Tables and chairs', iconName: 'sofa' },
    ]);
    expect(currentToasts()[0]?.title).toBe('Category updated');
  });

  it("shows the server's 409 message on a duplicate name", async () => {
    fakeApi({
      ...signedIn(admin),
      'GET /api/admin/categories': json([furniture]),
      'POST /api/admin/categories': json({ message: 'A category named "furniture" already exists' }, 409),
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Category' }));
    await screen.findByRole('dialog', { name: 'Add Category' });
    type('Name', 'furniture');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        description: 'A category named "furniture" already exists',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Add Category' })).toBeTruthy();
  });

  it('deletes a category after the confirmation', async () => {
    let categories = [furniture, toys];
    const api = fakeApi({
      ...signedIn(admin),
      'GET /api/admin/categories': () => json(categories),
      'DELETE /api/admin/categories/2': () => {
        categories = [furniture];
        return json({ message: 'Category deleted' });
      },
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Toys' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete category' });
    expect(confirm.textContent).toContain('cannot be undone.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
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
      ...signedIn(admin),
      'GET /api/admin/categories': json([furniture]),
      'DELETE /api/admin/categories/1': json({ message }, 409),
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Furniture' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete category' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ description: message, variant: 'destructive' }),
    );
    expect(screen.getByRole('cell', { name: 'Furniture' })).toBeTruthy();
  });

  it("shows 'Access Denied' to a user who is not an admin", async () => {
    const api = fakeApi({ ...signedIn(), 'GET /api/admin/categories': json([furniture]) });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.sent('GET', '/api/admin/categories')).toHaveLength(0);
  });
});
