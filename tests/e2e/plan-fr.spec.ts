import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { KNOWN_ADDRESSES } from '../../src/server/test-support/geocoder-server';
import { expectNoViolations, threeSalesOnOneDay } from './support/planner';
import { screensDir } from './support/screens';

const SCREENS = screensDir('w24r-plan');
const HOME = KNOWN_ADDRESSES[1];

/** Words of the planner and its printouts that a French page must not show (issue 24). */
const ENGLISH_LEFTOVERS =
  /My Plan|Stops in|Start from|Use my location|Plan my route|Your route|Arrive |Hours that day|Driving times|Drive it|Copy link|Print route sheet|Add plan to calendar|Route sheet|Printed /;

const guestPlan = (ids: number[]) =>
  `localStorage.setItem('gsf:plan', '${JSON.stringify({ saleIds: ids })}')`;

async function expectNoEnglish(page: Page, selector = 'body'): Promise<void> {
  expect(await page.locator(selector).innerText()).not.toMatch(ENGLISH_LEFTOVERS);
}

/** Issue 24: the planner, its route sheet and Explore's printed list on a French phone. */
test.describe('the planner and printouts in French', () => {
  test.use({
    locale: 'fr-CA',
    viewport: { width: 375, height: 812 },
    permissions: ['geolocation'],
    geolocation: { latitude: HOME.lat, longitude: HOME.lng },
  });

  test('an empty plan, then a planned route, its calendar file and its printed sheet', async ({ page }) => {
    await page.goto('/plan');
    await expect(page).toHaveURL(/\/fr\/plan$/);
    await expect(page.getByRole('heading', { name: 'Mon plan', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Votre plan est vide' })).toBeVisible();
    await expect(page).toHaveTitle(/^Mon plan · /);
    await expectNoEnglish(page, 'main');
    await expectNoViolations(page);

    const { sales, date } = await threeSalesOnOneDay(page.request);
    await page.addInitScript(guestPlan(sales.map((sale) => sale.id)));
    await page.goto('/fr/plan');
    await expect(page.getByRole('heading', { name: 'Arrêts de votre plan (3)' })).toBeVisible();
    await expect(page.getByTestId('plan-start')).toHaveText('Aucun point de départ pour l’instant');
    await page.getByRole('button', { name: 'Planifier mon trajet' }).click();
    await expect(page.getByText('Utilisez votre position ou entrez une adresse de départ')).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Utiliser ma position' }).click();
    await expect(page.getByTestId('plan-start')).toHaveText('Votre position');
    await page.getByLabel('Jour').fill(date);
    await page.getByLabel('Heure de départ').fill('07:00');
    await page.getByRole('button', { name: 'Planifier mon trajet' }).click();
    const stops = page.getByTestId('route-stops').getByRole('listitem');
    await expect(stops).toHaveCount(3);
    await expect(
      page.getByRole('heading', { name: /^Votre trajet du \S+ \d{1,2} \S+ \d{4}$/ }),
    ).toBeVisible();
    await expect(page.getByText(/^Départ de votre position à 7 h 00, 15 min à chaque arrêt\./)).toBeVisible();
    for (const stop of await stops.all()) {
      await expect(stop.getByTestId('stop-times')).toHaveText(
        /^Arrivée \d{1,2} h \d\d, départ \d{1,2} h \d\d$/,
      );
      await expect(stop).toContainText(/Heures ce jour-là\u00a0: \d{1,2} h \d\d – (\d{1,2} h \d\d|minuit)/);
    }
    await expect(
      page.getByRole('img', { name: /^Carte du trajet\s: le départ \(D\) et les arrêts 1 à 3/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ouvrir dans Google Maps' })).toBeVisible();
    await expectNoEnglish(page, 'main');
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/plan-route-fr-375.png`, fullPage: true });

    // The calendar file carries the French name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ajouter le plan au calendrier' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('plan-ventes-de-garage.ics');
    const calendar = await readFile((await download.path()) ?? '', 'utf8');
    expect(calendar).toMatch(/X-WR-CALNAME:.+\u00a0: votre plan/);
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(3);

    // The printed route sheet.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Feuille de route', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Code QR qui ouvre ce plan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimer la feuille de route' })).toBeHidden();
    await expectNoEnglish(page, 'main');
    await page.screenshot({ path: `${SCREENS}/route-sheet-fr-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(stops).toHaveCount(3);
    await page.screenshot({ path: `${SCREENS}/plan-route-fr-1280.png`, fullPage: true });
  });

  test('a broken shared link says what is wrong in French', async ({ page }) => {
    await page.goto('/fr/plan?stops=4,4');
    await expect(page.getByRole('alert')).toHaveText(
      'Ce lien de plan n’est pas valide\u00a0: chaque annonce ne peut être qu’un seul arrêt. Ouvrir mon propre plan',
    );
    await expectNoViolations(page);
  });

  test("Explore's printed list is in French", async ({ page }) => {
    await page.goto('/fr/?dates=all');
    await expect(page.getByTestId('sale-card').first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('#print-list');
    await expect(printed.getByTestId('print-sale').first()).toBeVisible();
    await expect(printed).toContainText(/Imprimé le .+ · \d+ ventes? de garage/);
    await expect(printed.getByTestId('print-days').first()).toContainText(
      /^\S+ \d{1,2} \S+\u00a0: \d{1,2} h \d\d – (\d{1,2} h \d\d|minuit)/,
    );
    expect(await printed.innerText()).not.toMatch(ENGLISH_LEFTOVERS);
    await page.screenshot({ path: `${SCREENS}/printed-list-fr-print.png` });
  });
});
