import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerThroughApi } from './support/accounts';
import { expectNoViolations } from './support/planner';
import { screensDir } from './support/screens';

const SCREENS = screensDir('w24p-accounts');

/** Issue 24: the account screens, favourites, notifications and saved searches of a French phone. */
test.describe('the account screens in French', () => {
  test.use({ locale: 'fr-CA', viewport: { width: 375, height: 812 } });

  test('a guest: login, register, forgotten password and a dead unsubscribe link', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/fr\/login$/);
    await expect(page.getByRole('heading', { name: 'Bon retour parmi nous', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Connexion · /);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Le courriel est obligatoire')).toBeVisible();
    await expect(page.getByText('Le mot de passe est obligatoire')).toBeVisible();
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/login-fr-375.png` });

    await page.getByRole('tab', { name: 'Inscription' }).click();
    await expect(page.getByRole('heading', { name: 'Créer un compte', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: 'J’accepte les conditions d’utilisation' }),
    ).toBeChecked();
    await expectNoViolations(page);

    await page.getByRole('tab', { name: 'Connexion' }).click();
    await page.getByRole('link', { name: 'Mot de passe oublié?' }).click();
    await expect(page).toHaveURL(/\/fr\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Mot de passe oublié?', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
    await expectNoViolations(page);

    await page.goto(`/fr/unsubscribe/${crypto.randomBytes(32).toString('base64url')}`);
    await expect(page.getByRole('heading', { name: 'Ce lien ne fonctionne pas' })).toBeVisible();
    await expect(
      page.getByText(
        'Ce lien de désabonnement n’est pas valide (le compte ou la recherche n’existe peut-être plus)',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choisir vos avis' })).toHaveAttribute(
      'href',
      '/fr/account/notifications',
    );
    await expectNoViolations(page);
  });

  test('signed in: the banner, favourites, notifications, and a search saved from Explore', async ({
    page,
  }) => {
    await registerThroughApi(page, 'francais');
    await page.goto('/fr/favorites');
    await expect(page.getByRole('heading', { name: 'Favoris', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aucun favori pour l’instant' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Confirmez votre adresse courriel' })).toContainText(
      'Veuillez confirmer votre adresse courriel',
    );
    await expectNoViolations(page);

    await page.goto('/fr/account/notifications');
    await expect(page.getByRole('heading', { name: 'Avis', level: 1 })).toBeVisible();
    const time = page.getByLabel('Heure du rappel');
    await expect(time.locator('option:checked')).toHaveText('19 h 00');
    await page.getByRole('checkbox', { name: 'Rappels la veille' }).check();
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/notifications-fr-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByTestId('toast')).toContainText('Avis enregistrés');

    await page.goto('/fr/?city=Stony+Plain&dates=all');
    await page.getByRole('button', { name: 'Enregistrer cette recherche' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enregistrer cette recherche' });
    await expect(dialog.getByLabel('Nom')).toHaveValue('Toutes les ventes à Stony Plain');
    await dialog.getByLabel('Nom').fill(' ');
    await dialog.getByRole('button', { name: 'Enregistrer la recherche' }).click();
    await expect(dialog.getByText('Donnez un nom à la recherche')).toBeVisible();
    await dialog.getByLabel('Nom').fill('Stony Plain');
    await dialog.getByRole('button', { name: 'Enregistrer la recherche' }).click();
    await expect(page.getByTestId('toast')).toContainText('Recherche enregistrée');

    await page.goto('/fr/account/saved-searches');
    const item = page.getByTestId('saved-search');
    await expect(item.getByRole('heading', { name: 'Stony Plain' })).toBeVisible();
    await expect(item).toContainText('Toutes les ventes à Stony Plain');
    await expect(
      item.getByRole('checkbox', { name: 'M’envoyer chaque jour les nouvelles ventes correspondantes' }),
    ).toBeChecked();
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/saved-searches-fr-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SCREENS}/saved-searches-fr-1280.png` });
  });
});
