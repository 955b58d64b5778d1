import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { cityPagePath } from '../../src/shared/city-slug';
import type { Category } from '../../src/shared/schemas/reference';
import type { SaleSummary } from '../../src/shared/schemas/sale';
import { screensDir } from './support/screens';

const SCREENS = screensDir('w24r-server');

/**
 * Issue 24: the pages the server draws (a sale's page, a city's page) as a reader without scripts and a
 * crawler read them, in French on a phone: the app's scripts are not loaded, so what shows is the server's
 * HTML alone. French words, dates and category names; none of the English ones; no axe violation.
 */
test.describe('the server-drawn pages in French (issue 24)', () => {
  test.use({ locale: 'fr-CA', viewport: { width: 375, height: 812 } });

  /** The page as the server drew it: the app's scripts never run. */
  const serverOnly = async (page: Page) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  };
  const expectNoViolations = async (page: Page) => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  };
  const shoot = async (page: Page, name: string) => {
    fs.mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/${name}-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
  };

  test("a sale's page: French words, days, hours and category names", async ({ page, request }) => {
    const sales = (await (await request.get('/api/garage-sales')).json()) as SaleSummary[];
    const sale = sales.find((item) => item.categories.length > 0) ?? sales[0];
    if (!sale) throw new Error('the demo data has no sale this week');
    const categories = (await (await request.get('/api/categories')).json()) as Category[];
    await serverOnly(page);
    await page.goto(`/fr/garage-sales/${sale.id}`);

    const root = page.locator('#root');
    await expect(root.getByRole('heading', { level: 1, name: sale.title })).toBeVisible();
    for (const words of ['Retour à Explorer', 'Horaire', 'Itinéraire', 'Ajouter à mon plan', 'Partager'])
      await expect(root.getByText(words, { exact: true })).toBeVisible();
    // Days and hours as Canadians write them in French: 'samedi 28 novembre 2026', '8 h 00'.
    await expect(root.locator('tbody td').first()).toHaveText(/^[a-z]+ \d{1,2} [a-zéû]+ \d{4}$/);
    await expect(root.locator('tbody td').nth(1)).toHaveText(/^\d{1,2} h \d{2} - \d{1,2} h \d{2}$/);
    for (const category of sale.categories) {
      const name = categories.find((item) => item.id === category.id)?.nameFr ?? category.name;
      await expect(root.getByText(name, { exact: true })).toBeVisible();
    }
    const text = (await root.textContent()) ?? '';
    for (const english of [
      'Back to Explore',
      'Schedule',
      'Get Directions',
      'Add to my plan',
      'Report this sale',
    ])
      expect(text).not.toContain(english);
    await expectNoViolations(page);
    await shoot(page, 'sale-page-fr');
  });

  test("a city's page: French heading, links to French pages, Browse by city in French", async ({
    page,
    request,
  }) => {
    const [sale] = (await (await request.get('/api/garage-sales')).json()) as SaleSummary[];
    if (!sale) throw new Error('the demo data has no sale this week');
    await serverOnly(page);
    await page.goto(`/fr${cityPagePath(sale.city)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Ventes de garage à ${sale.city} cette semaine`,
    );
    const browse = page.getByRole('navigation', { name: 'Parcourir par ville' });
    await expect(browse).toBeVisible();
    const links = await browse.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^\/fr\/garage-sales\/in\//);
    await expect(page.getByText('Browse by city')).toHaveCount(0);
    await expectNoViolations(page);
    await shoot(page, 'city-page-fr');
  });
});
