import { expect, test } from '@playwright/test';
import { registerThroughApi } from './support/accounts';
import { expectNoViolations } from './support/planner';
import { categoryNames, toastBox } from './support/wizard';

const SCREENS = '/work/screens/w24p-seller';

test.describe("the sale form's messages in French on a phone (issue 24)", () => {
  test.use({ locale: 'fr-CA', viewport: { width: 375, height: 812 } });

  test("the wizard's field messages, its toasts and the geocoder's answer are in French", async ({
    page,
  }) => {
    await registerThroughApi(page);
    const [first] = await categoryNames(page);
    // A French page names a category by its French name where it has one (migration 0012).
    const firstLabel = first?.nameFr ?? first?.name ?? '';
    await page.goto('/fr/create-sale');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByLabel(firstLabel)).toBeVisible();

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Le titre doit compter au moins 3 caractères')).toBeVisible();
    await expect(page.getByText('Choisissez au moins une catégorie')).toBeVisible();
    await expect(toastBox(page).getByText('Erreur de validation', { exact: true })).toBeVisible();
    await expect(toastBox(page).getByText('Veuillez corriger les erreurs avant de continuer')).toBeVisible();
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/wizard-step1-fr-375.png` });

    await page.getByLabel('Title').fill('Vente de déménagement');
    await page.getByLabel(firstLabel).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible();
    await page.getByLabel('Street address').fill('4910');
    await page.getByLabel('City').selectOption('Stony Plain');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('L’adresse doit compter au moins 5 caractères')).toBeVisible();

    // The server's answer: the test geocoder finds no such address (404), said in French.
    await page.getByLabel('Street address').fill('1 Nowhere Road');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(toastBox(page).getByText('Aucune coordonnée trouvée pour cette adresse')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Locate' })).toHaveAccessibleDescription(
      'Veuillez localiser votre adresse en cliquant sur le bouton «\u00a0Localiser\u00a0»',
    );
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/wizard-step2-fr-375.png` });
  });
});
