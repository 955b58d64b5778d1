import { expect, type Page, test } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { frCA } from 'date-fns/locale/fr-CA';
import { addDaysIso } from '../../src/shared/dates';
import { formatLongDay, formatTimeOfDay } from '../../src/shared/i18n/format-date';
import type { Sale } from '../../src/shared/schemas/sale';
import { registerThroughApi } from './support/accounts';
import { fetchToday } from './support/api';
import { expectNoViolations } from './support/planner';
import { screensDir } from './support/screens';
import { categoryNames, featuredTile, makeTestPhotos, tiles, toastBox } from './support/wizard';

const SCREENS = screensDir('w24r-seller');

/** The wizard's and My Sales' English words: none of them may be left on a French page (issue 24). */
const ENGLISH = [
  'Step ',
  'Basic Info',
  'Next',
  'Back',
  'Locate',
  'Street address',
  'Selected:',
  'Start time',
  'Choose photos',
  'Create Garage Sale',
  'Active & Upcoming',
  'Past Sales',
  'Mark Complete',
  'Upcoming',
];

async function expectNoEnglish(page: Page) {
  const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  expect(ENGLISH.filter((words) => text.includes(words))).toEqual([]);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Presses Suivant and waits for step `to` ('Étape 2 sur 5'). */
async function next(page: Page, to: string, number: number) {
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(stepHeading(page, to)).toBeVisible();
  await expect(page.getByText(`Étape ${number} sur 5`)).toBeVisible();
}

/** Clicks a day of the French range picker ('samedi 28 novembre 2026'), turning the month when needed. */
async function pickDay(page: Page, day: string) {
  const button = page.getByRole('button', {
    name: new RegExp(format(parseISO(day), 'PPPP', { locale: frCA })),
  });
  if ((await button.count()) === 0) await page.getByRole('button', { name: 'Aller au mois suivant' }).click();
  await button.click();
}

const dayGroup = (page: Page, day: string) => page.getByRole('group', { name: formatLongDay(day, 'fr') });

test.describe('the seller’s screens in French on a phone (issue 24)', () => {
  test.use({ locale: 'fr-CA', viewport: { width: 375, height: 812 } });

  test('creates a sale through the five steps in French, with their messages, then sees it in My Sales', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const photoFile = await makeTestPhotos();
    await registerThroughApi(page);
    const today = await fetchToday(page.request);
    const [first] = await categoryNames(page);
    // A French page names a category by its French name where it has one (migration 0012).
    const firstLabel = first?.nameFr ?? first?.name ?? '';
    const title = `Vente de déménagement ${Date.now()}`;

    await page.goto('/fr/create-sale');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: /^Créer une annonce de / })).toBeVisible();
    await expect(page).toHaveTitle(/^Créer une vente · /);
    await expect(page.getByLabel(firstLabel)).toBeVisible();
    await expect(stepHeading(page, 'Renseignements')).toBeVisible();
    await expect(page.getByText('Étape 1 sur 5')).toBeVisible();

    // Step 1: the schema's messages and the toast in French.
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
    await expect(page.getByText('Le titre doit compter au moins 3 caractères')).toBeVisible();
    await expect(page.getByText('Choisissez au moins une catégorie')).toBeVisible();
    await expect(toastBox(page).getByText('Erreur de validation', { exact: true })).toBeVisible();
    await expect(toastBox(page).getByText('Veuillez corriger les erreurs avant de continuer')).toBeVisible();
    await expectNoEnglish(page);
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/wizard-step1-fr-375.png`, fullPage: true });

    await page.getByLabel('Titre').fill(title);
    await page.getByLabel(firstLabel).check();
    await next(page, 'Emplacement', 2);

    // Step 2: a short address, a place the geocoder does not know, then Localiser.
    const address = page.getByRole('textbox', { name: 'Adresse', exact: true });
    await address.fill('4910');
    await page.getByLabel('Ville', { exact: true }).selectOption('Stony Plain');
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
    await expect(page.getByText('L’adresse doit compter au moins 5 caractères')).toBeVisible();
    await address.fill('1 Nowhere Road');
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
    await expect(toastBox(page).getByText('Aucune coordonnée trouvée pour cette adresse')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Localiser' })).toHaveAccessibleDescription(
      'Veuillez localiser votre adresse en cliquant sur le bouton «\u00a0Localiser\u00a0»',
    );
    await address.fill('4910 51 Avenue');
    await page.getByRole('button', { name: 'Localiser' }).click();
    await expect(toastBox(page).getByText('Adresse trouvée')).toBeVisible();
    await expect(page.getByTestId('pin-position')).toHaveText('Épingle à 53,52630\u00a0; -114,00260');
    await expect(page.getByTestId('location-map').getByRole('button', { name: 'Zoom avant' })).toBeVisible();
    await expectNoEnglish(page);
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/wizard-step2-fr-375.png`, fullPage: true });
    await next(page, 'Dates', 3);

    // Step 3: the days in French.
    const from = addDaysIso(today, 1);
    const to = addDaysIso(today, 2);
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
    await expect(page.getByText('Veuillez choisir les dates de votre vente')).toBeVisible();
    await pickDay(page, from);
    await pickDay(page, to);
    await expect(page.getByTestId('selected-dates')).toHaveText(
      `Sélection\u00a0: ${formatLongDay(from, 'fr')} – ${formatLongDay(to, 'fr')}`,
    );
    await expectNoEnglish(page);
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/wizard-step3-fr-375.png`, fullPage: true });
    await next(page, 'Horaire', 4);

    // Step 4: the days and the times as French writes them ('10 h 00').
    await expect(dayGroup(page, from).getByLabel('Heure d’ouverture')).toHaveValue('08:00');
    await dayGroup(page, to)
      .getByLabel('Heure d’ouverture')
      .selectOption({ label: formatTimeOfDay('10:00', 'fr') });
    await expectNoEnglish(page);
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/wizard-step4-fr-375.png`, fullPage: true });
    await next(page, 'Photos', 5);

    // Step 5: two photos, the second one featured.
    await page
      .getByLabel('Ajouter des photos')
      .setInputFiles([photoFile('photo-1.jpg'), photoFile('photo-2.png')]);
    await expect(tiles(page)).toHaveCount(2);
    await expect(tiles(page).getByText('Nouvelle', { exact: true })).toHaveCount(2);
    await expect(toastBox(page).getByText('2 photos prêtes à envoyer.')).toBeVisible();
    await tiles(page).nth(1).getByRole('button', { name: 'Mettre la photo 2 en vedette' }).click();
    await expect(featuredTile(page)).toHaveCount(1);
    await expect(page.getByTestId('photo-changes-note')).toHaveText(
      '2 nouvelles photos ne sont pas encore envoyées. Les photos seront envoyées quand vous enregistrerez l’annonce.',
    );
    await expectNoEnglish(page);
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/wizard-step5-fr-375.png`, fullPage: true });

    await page.getByRole('button', { name: 'Créer l’annonce' }).click();
    await expect(page).toHaveURL(/\/fr\/my-sales$/);
    await expect(toastBox(page).getByText('Votre annonce a été créée.')).toBeVisible();
    const mine = (await (await page.request.get('/api/my-sales')).json()) as Sale[];
    const sale = mine.find((candidate) => candidate.title === title) as Sale;
    expect(sale.schedule).toEqual([
      { date: from, startTime: '08:00', endTime: '16:00' },
      { date: to, startTime: '10:00', endTime: '16:00' },
    ]);

    // My Sales in French.
    await expect(page.getByRole('heading', { level: 1, name: /^Mes / })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'En cours et à venir (1)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Ventes passées (0)' })).toBeVisible();
    const card = page.locator(`[data-sale-id="${sale.id}"]`);
    await expect(card.locator('[data-status]')).toHaveText('À venir');
    await expect(card.getByRole('link', { name: `Modifier ${title}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Marquer comme terminée ${title}` })).toBeVisible();
    await expect(card).toContainText(`${from} - ${to}`);
    await expectNoEnglish(page);
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/my-sales-fr-375.png`, fullPage: true });
    await card.getByRole('button', { name: `Supprimer ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirmer la suppression' });
    await expect(dialog).toContainText(`Voulez-vous vraiment supprimer «\u00a0${title}\u00a0»?`);
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/my-sales-delete-fr-375.png` });
    await dialog.getByRole('button', { name: 'Annuler' }).click();

    // The same screens on a desktop, for the screenshots.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SCREENS}/my-sales-fr-1280.png`, fullPage: true });
    await page.goto(`/fr/edit-sale/${sale.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Modifier l’annonce de / })).toBeVisible();
    await expect(stepHeading(page, 'Renseignements')).toBeVisible();
    await expectNoEnglish(page);
    await page.screenshot({ path: `${SCREENS}/wizard-edit-fr-1280.png`, fullPage: true });
  });
});
