import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { KNOWN_ADDRESSES } from '../../src/server/test-support/geocoder-server';
import { fetchThisWeek } from './support/api';
import { expectSalesShown, saleCards } from './support/explore';
import { screensDir } from './support/screens';

const SCREENS = screensDir('w24r-explore');
const [stonyPlain] = KNOWN_ADDRESSES;

/** Explore's own English words that must not be left on a French page. */
const ENGLISH = [
  'This Week',
  'Show Filters',
  'Open now',
  'This weekend',
  'Near me',
  'Use an address',
  'Print list',
  'My plan',
  'Browse by city',
];

async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function expectNoEnglish(page: Page, words: string[]): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(words.filter((word) => text.includes(word))).toEqual([]);
}

/**
 * Issue 24: Explore in French, as a phone (and a desktop) with a French browser reads it: the first screen
 * the server draws, the filters, a sale's card and its detail, and Near me, with axe on each.
 */
test.describe('Explore in French (issue 24)', () => {
  test.use({ locale: 'fr-CA', viewport: { width: 375, height: 812 } });
  test.beforeAll(() => fs.mkdirSync(SCREENS, { recursive: true }));

  test('the first screen is French before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-CA' });
    const page = await context.newPage();
    await page.goto('/fr/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/cette semaine$/);
    for (const words of [
      'Afficher les filtres',
      'Ouvert',
      'Fin de semaine',
      'Près de moi',
      'Imprimer la liste',
    ]) {
      await expect(page.getByText(words, { exact: true })).toBeVisible();
    }
    await expectNoEnglish(page, ENGLISH);
    await context.close();
  });

  test('a French browser finds Explore, its filters, a sale and Near me in French', async ({
    page,
    request,
  }) => {
    const week = await fetchThisWeek(request);
    // An English address sends a French reader to its French twin.
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);
    await expectSalesShown(page, week.length);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/cette semaine$/);
    await expect(page.getByRole('group', { name: 'Filtres rapides' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fin de semaine', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Mon plan/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Parcourir par ville' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Carte des / })).toBeVisible();
    const first = saleCards(page).first();
    await expect(first.getByRole('button', { name: /^Favori\s*: / })).toBeVisible();
    await expectNoEnglish(page, ENGLISH);
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/explore-fr-375.png` });

    // The filters.
    await page.getByRole('button', { name: 'Afficher les filtres' }).click();
    const form = page.getByRole('form', { name: 'Filtrer les ventes' });
    await expect(form.getByLabel('Ville')).toBeVisible();
    await expect(form.getByLabel('Quartier')).toBeDisabled();
    await expect(form.getByText('Choisissez d’abord une ville.')).toBeVisible();
    await expect(form.getByLabel('Date de début')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Effacer les filtres' })).toBeVisible();
    await form.getByLabel('Recherche').fill('zzzz-rien');
    await expect(page.getByText(/^Aucun résultat parmi les /)).toBeVisible();
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/filters-fr-375.png`, fullPage: true });
    // The empty list's own Clear Filters (after the panel's, in the page) takes the search away too.
    await page.getByRole('button', { name: 'Effacer les filtres' }).last().click();
    await expect(form.getByLabel('Recherche')).toHaveValue('');
    await expectSalesShown(page, week.length);
    await page.getByRole('button', { name: 'Masquer les filtres' }).click();

    // A sale's detail.
    await first.getByRole('heading').getByRole('button').click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'Horaire' })).toBeVisible();
    await expect(modal.getByRole('columnheader', { name: 'Heure' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Itinéraire' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Partager' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Ajouter à mon plan' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Signaler cette vente' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Fermer' })).toBeVisible();
    // French times: '8 h 00 - 16 h 00', never '8:00 AM'.
    await expect(modal.getByRole('cell').nth(1)).toHaveText(/^\d{1,2} h \d{2} - \d{1,2} h \d{2}$/);
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/sale-modal-fr-375.png` });
    await modal.getByRole('button', { name: 'Fermer' }).click();
    await expect(modal).toBeHidden();

    // Near me from a typed address.
    await page.getByRole('button', { name: 'Utiliser une adresse' }).click();
    const address = page.getByRole('form', { name: 'Distances depuis une adresse' });
    await address.getByLabel('Adresse').fill(stonyPlain?.address ?? '');
    await address.getByLabel('Ville').fill(stonyPlain?.city ?? '');
    await address.getByRole('button', { name: 'Trouver l’adresse' }).click();
    await expect(
      page.getByText(`Distances depuis ${stonyPlain?.address}, ${stonyPlain?.city}`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: /^Trier\s*:$/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Plus près' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Effacer la position' })).toBeVisible();
    // '2,3 km de distance': a French decimal comma.
    await expect(page.getByTestId('sale-distance').first()).toHaveText(/^\d+,\d\skm de distance$/);
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/near-me-fr-375.png` });
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the panel summary and the sale detail read in French', async ({ page, request }) => {
      const week = await fetchThisWeek(request);
      await page.goto('/fr/');
      await expectSalesShown(page, week.length);
      const panel = page.getByTestId('filter-panel');
      await expect(panel.getByText('Affichage', { exact: true })).toBeVisible();
      await expect(panel.getByText('Toutes les villes', { exact: true })).toBeVisible();
      await expect(panel.getByText('Toutes les catégories', { exact: true })).toBeVisible();
      await expectNoEnglish(page, ENGLISH);
      await expectNoViolations(page);
      await page.screenshot({ path: `${SCREENS}/explore-fr-1280.png` });
      await saleCards(page).first().getByRole('heading').getByRole('button').click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'Horaire' })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/sale-modal-fr-1280.png` });
    });
  });
});
