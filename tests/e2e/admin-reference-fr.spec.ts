import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { AdminCategory } from '../../src/shared/schemas/admin';
import {
  createSaleAs,
  expectNoViolations,
  expectToast,
  registerSeller,
  rowOf,
  signInAsAdmin,
  uniqueName,
} from './support/admin-helpers';
import { screensDir } from './support/screens';

const SCREENS = screensDir('w24p-admin');

/**
 * Issue 24 on a phone in French: an administrator gives a category its French name (the admin screen and
 * the server's answers speak French), and a French reader sees it on the sale's page.
 */
test.describe('a category’s French name (issue 24)', () => {
  test.use({ locale: 'fr-CA', viewport: { width: 375, height: 812 } });

  test('an administrator edits it on a French page, and the French sale page shows it', async ({
    page,
    request,
  }) => {
    fs.mkdirSync(SCREENS, { recursive: true });
    await signInAsAdmin(page);
    await page.goto('/fr/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Catégories' })).toBeVisible();

    const name = uniqueName('Quilts');
    const nameFr = uniqueName('Courtepointes');
    await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
    const add = page.getByRole('dialog', { name: 'Ajouter une catégorie' });
    await add.getByLabel('Nom', { exact: true }).fill(name);
    await add.getByLabel('Nom français', { exact: true }).fill(nameFr);
    await add.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'Catégorie créée');
    await expect(add).toBeHidden();
    await expect(rowOf(page, name)).toBeVisible();

    // A second category cannot take the same French name: the server says so in French.
    await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
    await add.getByLabel('Nom', { exact: true }).fill(uniqueName('Blankets'));
    await add.getByLabel('Nom français', { exact: true }).fill(nameFr.toUpperCase());
    await add.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, `Une catégorie nommée «\u00a0${nameFr.toUpperCase()}\u00a0» existe déjà`);
    await add.getByRole('button', { name: 'Annuler' }).click();
    await expect(add).toBeHidden();

    await page.getByRole('button', { name: `Modifier ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la catégorie' });
    await expect(edit.getByLabel('Nom français', { exact: true })).toHaveValue(nameFr);
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/category-french-name-375.png` });
    await edit.getByRole('button', { name: 'Annuler' }).click();

    const categories = (await (await page.request.get('/api/admin/categories')).json()) as AdminCategory[];
    const category = categories.find((item) => item.name === name);
    expect(category?.nameFr).toBe(nameFr);
    await registerSeller(request, 'fr-category');
    const sale = await createSaleAs(request, {
      title: uniqueName('Vente de courtepointes'),
      categoryIds: [category?.id ?? 0],
    });

    await page.goto(`/fr/garage-sales/${sale.id}`);
    await expect(page.getByRole('heading', { level: 1, name: sale.title })).toBeVisible();
    // The server draws the page with the French name; the app then names it from the categories list.
    await expect(page.getByText(nameFr, { exact: true })).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/sale-category-fr-375.png`, fullPage: true });
  });
});
