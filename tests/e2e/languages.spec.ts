import { expect, test } from '@playwright/test';
import { registerThroughApi } from './support/accounts';
import { screensDir } from './support/screens';

const SCREENS = screensDir('w24-i18n');

test.describe('English and French (issue 24)', () => {
  test.describe('a French browser', () => {
    test.use({ locale: 'fr-CA' });

    test('gets the French shell, contact and 404 pages under /fr, with lang and hreflang', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/fr\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);
      const bar = page.getByRole('navigation', { name: 'Principale' });
      await expect(bar.getByRole('link', { name: 'Explorer', exact: true })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Publier une vente' })).toBeVisible();
      await expect(bar.getByRole('link', { name: /English/ })).toHaveAttribute('lang', 'en');

      await page.getByRole('link', { name: 'Signaler un problème' }).first().click();
      await expect(page).toHaveURL(/\/fr\/contact$/);
      await expect(page.getByRole('heading', { name: 'Signaler un problème', level: 1 })).toBeVisible();
      await expect(page.getByText('Nous répondons habituellement en moins de 24 heures.')).toBeVisible();
      await expect(page).toHaveTitle(/^Signaler un problème · /);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: `${SCREENS}/contact-fr-1280.png` });

      const missing = await page.goto('/fr/pas-une-page');
      expect(missing?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { name: '404 Page introuvable' })).toBeVisible();
      await expect(page.getByText('Avez-vous oublié d’ajouter la page au routeur?')).toBeVisible();
    });

    test('switches to English and stays there: the choice is kept in a cookie', async ({ page, context }) => {
      await page.goto('/fr/contact');
      await page
        .getByRole('navigation', { name: 'Principale' })
        .getByRole('link', { name: /English/ })
        .click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page).not.toHaveURL(/\/fr\//);
      await expect(page.getByRole('heading', { name: 'Report an Issue', level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');
      // The browser still prefers French, but the reader chose English.
      await page.goto('/');
      await expect(page).not.toHaveURL(/\/fr/);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Post a Sale' }),
      ).toBeVisible();
    });
  });

  test('a signed-in reader switches to French from the phone menu; the account keeps it for its mail', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await registerThroughApi(page, 'langue');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Report an Issue', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .locator('#mobile-menu')
      .getByRole('link', { name: /Français/ })
      .click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expect(page.getByRole('heading', { name: 'Signaler un problème', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Mes ventes de garage' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/menu-fr-375.png` });
    const me = await (await page.request.get('/api/auth/me')).json();
    expect(me.locale).toBe('fr');
    // Its links stay in French: the router's base is /fr.
    await menu.getByRole('link', { name: 'Mes ventes de garage' }).click();
    await expect(page).toHaveURL(/\/fr\/my-sales$/);
  });
});
