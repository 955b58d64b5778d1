import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { REPORT_REASONS } from '../../src/shared/schemas/reports';
import { registerThroughApi } from './support/accounts';
import { createSaleAs, expectNoViolations, signInAsAdmin, uniqueName } from './support/admin-helpers';
import { screensDir } from './support/screens';

const SCREENS = screensDir('w24r-admin');

const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, `../../src/shared/i18n/catalogs/${locale}/admin.json`),
      'utf8',
    ),
  );
const english = catalogue('en');
const french = catalogue('fr');

/**
 * The admin screens' English phrases that French says otherwise (two words or more, no placeholder): none
 * may be left on a French page. Single words are left out, as a seller's title may hold one.
 */
const ENGLISH_PHRASES = Object.entries(english)
  .filter(([key, text]) => text !== french[key] && !text.includes('{') && text.trim().split(/\s+/).length > 1)
  .map(([, text]) => text);

/** Every admin screen at its French address, with the French heading it must show. */
const FRENCH_SCREENS = [
  { path: '/fr/admin/sales', heading: 'Gérer toutes les ventes', name: 'sales' },
  { path: '/fr/admin/reports', heading: 'Signalements', name: 'reports' },
  { path: '/fr/admin/cities', heading: 'Villes', name: 'cities' },
  { path: '/fr/admin/users', heading: 'Utilisateurs', name: 'users' },
  { path: '/fr/admin/categories', heading: 'Catégories', name: 'categories' },
  { path: '/fr/admin/neighborhoods', heading: 'Quartiers', name: 'neighborhoods' },
  { path: '/fr/admin/outbox', heading: 'Boîte d’envoi', name: 'outbox' },
  { path: '/fr/admin/settings', heading: 'Paramètres', name: 'settings' },
  { path: '/fr/date-debug', heading: 'Outil de débogage des dates', name: 'date-debug' },
  { path: '/fr/image-test', heading: 'Test d’image', name: 'image-test' },
];

/** The page speaks French: its language, no English phrase of the admin screens, and no axe violation. */
async function expectFrench(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const text = await page.locator('body').innerText();
  expect(ENGLISH_PHRASES.filter((phrase) => text.includes(phrase))).toEqual([]);
  await expectNoViolations(page);
}

/** Nothing is wider than the window: no text runs off a phone's screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [375, 1280]) {
  test.describe(`the admin screens in French at ${width} px (issue 24)`, () => {
    test.use({ locale: 'fr-CA', viewport: { width, height: width < 768 ? 812 : 800 } });

    test('every admin screen, a dialog of each kind, speaks French and passes axe', async ({
      page,
      browser,
    }) => {
      // Ten screens and four dialogs, each scanned by axe: longer than one screen's test on a shared machine.
      test.setTimeout(300_000);
      fs.mkdirSync(SCREENS, { recursive: true });
      // A reported sale, so that the Reports and Sales screens have a row and a card to say things about.
      const seller = await (await browser.newContext()).newPage();
      await registerThroughApi(seller, 'fr-admin-seller');
      const sale = await createSaleAs(seller.request, { title: uniqueName('Vente de livres') });
      const reporter = await (await browser.newContext()).newPage();
      await registerThroughApi(reporter, 'fr-admin-reporter');
      const report = await reporter.request.post(`/api/garage-sales/${sale.id}/reports`, {
        data: { reason: REPORT_REASONS[1], details: '' },
      });
      expect(report.ok()).toBe(true);

      await signInAsAdmin(page);
      for (const screen of FRENCH_SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Administration' })).toContainText('Boîte d’envoi');
        if (screen.name === 'sales') {
          await expect(page.getByRole('tab', { name: /En cours/ })).toBeVisible();
          await expect(page.getByRole('heading', { name: 'Journal de modération' })).toBeVisible();
        }
        if (screen.name === 'reports') {
          const card = page.getByTestId('reported-sale').filter({ hasText: sale.title });
          await expect(card.getByText('Adresse ou dates erronées')).toBeVisible();
          await expect(
            card.getByRole('button', { name: `Rejeter les signalements sur ${sale.title}` }),
          ).toBeVisible();
        }
        if (screen.name === 'users' || screen.name === 'outbox' || screen.name === 'cities') {
          await expect(page.getByRole('table')).toBeVisible();
          await expect(page.getByRole('row').nth(1)).toBeVisible();
        }
        if (screen.name === 'settings') {
          await expect(page.getByRole('heading', { name: 'Conditions d’utilisation' })).toBeVisible();
        }
        await expectFrench(page);
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: `${SCREENS}/${screen.name}-fr-${width}.png`, fullPage: true });
      }

      // A form dialog and its schema's messages.
      await page.goto('/fr/admin/cities');
      await page.getByRole('button', { name: 'Ajouter une ville' }).click();
      const add = page.getByRole('dialog', { name: 'Ajouter une ville' });
      await add.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(add.getByText('Le nom de la ville doit compter au moins 2 caractères')).toBeVisible();
      await expectFrench(page);
      await page.screenshot({ path: `${SCREENS}/city-dialog-fr-${width}.png` });
      await add.getByRole('button', { name: 'Annuler' }).click();
      await expect(add).toBeHidden();

      // A confirmation.
      await page.goto('/fr/admin/sales');
      await page.getByRole('button', { name: `Supprimer ${sale.title}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Supprimer l’annonce' });
      await expect(confirm).toContainText('Ne respecte pas les règles de la communauté');
      await expectFrench(page);
      await page.screenshot({ path: `${SCREENS}/sale-delete-fr-${width}.png` });
      await confirm.getByRole('button', { name: 'Annuler' }).click();
      await expect(confirm).toBeHidden();

      // A mail in the outbox (the seller's confirmation), read in its dialog.
      await page.goto('/fr/admin/outbox');
      await page
        .getByRole('button', { name: /^Lire « / })
        .first()
        .click();
      const message = page.getByRole('dialog');
      await expect(message).toContainText('mis en file le');
      await expect(message.getByRole('tab', { name: 'Texte' })).toBeVisible();
      await expectFrench(page);
      await page.screenshot({ path: `${SCREENS}/outbox-message-fr-${width}.png` });
    });
  });
}
