import { expect, type Locator, type Page, test } from '@playwright/test';
import type { AdminCity } from '../../src/shared/schemas/admin';
import type { Sale } from '../../src/shared/schemas/sale';
import {
  createSaleAs,
  expectToast,
  openAdminScreen,
  registerSeller,
  rowOf,
  signInAsAdmin,
  uniqueName,
} from './support/admin-helpers';

/** The add/edit dialog that is open, by its title. */
function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** The message tied to a field of `scope` (aria-describedby), or its text near the field. */
async function expectFieldError(scope: Locator, label: string, message: string) {
  const field = scope.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(scope.getByText(message, { exact: true })).toBeVisible();
}

/** Deletes the row named `name` through its confirmation, which closes with `toast`; the row is gone. */
async function deleteRow(page: Page, name: string, dialogTitle: string, toast: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = await confirmDelete(page, dialogTitle);
  await expectToast(page, toast);
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, name)).toHaveCount(0);
}

async function confirmDelete(page: Page, title: string) {
  const confirm = page.getByRole('alertdialog', { name: title });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  return confirm;
}

test.describe('Admin reference data', () => {
  test('cities: the form errors, add, a duplicate, edit (rename carries to sales, Inactive), delete', async ({
    page,
    request,
  }) => {
    await openAdminScreen(page, '/admin/cities', 'Cities');

    // An empty form: spec §5's messages under their fields.
    await page.getByRole('button', { name: 'Add City' }).click();
    const add = dialog(page, 'Add City');
    await add.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(add, 'Name', 'City name must be at least 2 characters');
    await expectFieldError(add, 'State', 'State must be at least 2 characters');

    const name = uniqueName('Alderbrook');
    await add.getByLabel('Name', { exact: true }).fill(name);
    await add.getByLabel('State', { exact: true }).fill('AB');
    await add.getByLabel('Zip code', { exact: true }).fill('T7X 1A1');
    await expect(add.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await add.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'City added successfully');
    await expect(add).toBeHidden();
    const row = rowOf(page, name);
    await expect(row).toContainText('AB');
    await expect(row).toContainText('T7X 1A1');
    await expect(row).toContainText('Active');
    // A new active city is offered to sellers at once.
    expect((await (await request.get('/api/cities')).json()) as string[]).toContain(name);

    // The same name in other letters: the server's 409 message in a destructive toast.
    await page.getByRole('button', { name: 'Add City' }).click();
    await add.getByLabel('Name', { exact: true }).fill(name.toUpperCase());
    await add.getByLabel('State', { exact: true }).fill('AB');
    await add.getByRole('button', { name: 'Save' }).click();
    const duplicate = await expectToast(page, 'already exists');
    await expect(duplicate).toHaveAttribute('data-variant', 'destructive');
    await expect(duplicate).toContainText(`A city named "${name.toUpperCase()}" already exists`);
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();
    await expect(rowOf(page, name)).toHaveCount(1);

    // A seller's sale in that city (by name), so the rename and the refused delete can be seen.
    await registerSeller(request);
    const sale: Sale = await createSaleAs(request, { title: uniqueName('City sale'), city: name });

    // Edit: rename and mark Inactive.
    const renamed = uniqueName('Birchmount');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = dialog(page, 'Edit City');
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(edit.getByLabel('State', { exact: true })).toHaveValue('AB');
    await expect(edit.getByLabel('Zip code', { exact: true })).toHaveValue('T7X 1A1');
    await edit.getByLabel('Name', { exact: true }).fill('B');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(edit, 'Name', 'City name must be at least 2 characters');
    await edit.getByLabel('Name', { exact: true }).fill(renamed);
    await edit.getByRole('checkbox', { name: 'Active' }).uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'City updated successfully');
    await expect(edit).toBeHidden();
    await expect(rowOf(page, name)).toHaveCount(0);
    await expect(rowOf(page, renamed)).toContainText('Inactive');
    // The sale now carries the new name; an inactive city is no longer offered.
    const moved = (await (await request.get(`/api/garage-sales/${sale.id}`)).json()) as Sale;
    expect(moved.city).toBe(renamed);
    expect((await (await request.get('/api/cities')).json()) as string[]).not.toContain(renamed);

    // Delete while a sale uses it: refused with the server's words, the row stays.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = await confirmDelete(page, 'Delete city');
    const refused = await expectToast(page, 'This city is used by 1 garage sale(s)');
    await expect(refused).toHaveAttribute('data-variant', 'destructive');
    await expect(refused).toContainText('Mark it Inactive instead, or delete those sales first.');
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, renamed)).toHaveCount(1);

    // Without the sale, Delete removes it.
    expect((await request.delete(`/api/garage-sales/${sale.id}`)).ok()).toBe(true);
    await deleteRow(page, renamed, 'Delete city', 'City deleted successfully');
    const cities = (await (await page.request.get('/api/admin/cities')).json()) as AdminCity[];
    expect(cities.map((city) => city.name)).not.toContain(renamed);
  });

  test('categories: the form error, add, edit and delete', async ({ page, request }) => {
    await openAdminScreen(page, '/admin/categories', 'Categories');

    await page.getByRole('button', { name: 'Add Category' }).click();
    const add = dialog(page, 'Add Category');
    await add.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(add, 'Name', 'Name must be at least 2 characters');

    const name = uniqueName('Board games');
    await add.getByLabel('Name', { exact: true }).fill(name);
    await add.getByLabel('Description', { exact: true }).fill('Puzzles and board games');
    await add.getByLabel('Icon name', { exact: true }).fill('puzzle');
    await add.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Category created');
    await expect(add).toBeHidden();
    await expect(rowOf(page, name)).toContainText('Puzzles and board games');
    await expect(rowOf(page, name)).toContainText('puzzle');
    const listed = (await (await request.get('/api/categories')).json()) as { name: string }[];
    expect(listed.map((category) => category.name)).toContain(name);

    const renamed = uniqueName('Card games');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = dialog(page, 'Edit Category');
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(edit.getByLabel('Description', { exact: true })).toHaveValue('Puzzles and board games');
    await edit.getByLabel('Name', { exact: true }).fill(renamed);
    await edit.getByLabel('Description', { exact: true }).fill('Decks and card games');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Category updated');
    await expect(edit).toBeHidden();
    await expect(rowOf(page, renamed)).toContainText('Decks and card games');
    await expect(rowOf(page, name)).toHaveCount(0);

    await deleteRow(page, renamed, 'Delete category', 'Category deleted');
    const after = (await (await request.get('/api/categories')).json()) as { name: string }[];
    expect(after.map((category) => category.name)).not.toContain(renamed);
  });

  test('neighborhoods: the form errors, add in a city, edit and delete', async ({ page }) => {
    await signInAsAdmin(page);
    // A city of this test's own, made through the API.
    const cityName = uniqueName('Cedarvale');
    const created = await page.request.post('/api/admin/cities', { data: { name: cityName, state: 'AB' } });
    expect(created.status()).toBe(201);

    await page.goto('/admin/neighborhoods');
    await expect(page.getByRole('heading', { level: 1, name: 'Neighborhoods' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Neighborhood' }).click();
    const add = dialog(page, 'Add Neighborhood');
    const city = add.getByLabel('City', { exact: true });
    await expect(city).toHaveValue('');
    await expect(city.locator('option[value=""]')).toHaveText('Select a city');
    await add.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(add, 'Name', 'Neighborhood name must be at least 2 characters');
    await expectFieldError(add, 'City', 'Please select a city.');

    const name = uniqueName('Lakeview');
    await add.getByLabel('Name', { exact: true }).fill(name);
    await city.selectOption({ label: cityName });
    await add.getByLabel('Description', { exact: true }).fill('By the lake');
    await add.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Neighborhood created');
    await expect(add).toBeHidden();
    await expect(rowOf(page, name)).toContainText(cityName);
    await expect(rowOf(page, name)).toContainText('By the lake');
    const offered = await page.request.get(`/api/neighborhoods?city=${encodeURIComponent(cityName)}`);
    expect(((await offered.json()) as { name: string }[]).map((n) => n.name)).toEqual([name]);

    const renamed = uniqueName('Hillside');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = dialog(page, 'Edit Neighborhood');
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(edit.getByLabel('City', { exact: true }).locator('option:checked')).toHaveText(
      new RegExp(`^${cityName}`),
    );
    await edit.getByLabel('Name', { exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Neighborhood updated');
    await expect(edit).toBeHidden();
    await expect(rowOf(page, renamed)).toContainText(cityName);
    await expect(rowOf(page, name)).toHaveCount(0);

    await deleteRow(page, renamed, 'Delete neighborhood', 'Neighborhood deleted');
  });
});
