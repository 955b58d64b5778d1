import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { thisWeekWindow } from '../../src/shared/dates';
import type { Sale } from '../../src/shared/schemas/sale';
import { exampleSaleWrite } from '../../src/shared/schemas/sale-form';
import { registerThroughApi } from './support/accounts';
import { fetchSales, fetchToday } from './support/api';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** A demo sale of this week (its card is on Explore without any filter). */
async function demoSale(page: Page): Promise<Sale> {
  const sales = await fetchSales(page.request, thisWeekWindow(await fetchToday(page.request)));
  const sale = sales.find((item) => !item.isMine);
  if (!sale) throw new Error('no demo sale this week');
  return sale;
}

const exploreCard = (page: Page, sale: Sale) =>
  page.locator(`[data-testid="sale-card"][data-sale-id="${sale.id}"]`);

test.describe('Favorites', () => {
  test('a guest who taps the heart is sent to log in, and comes back to the sale', async ({
    page,
    browser,
  }) => {
    const other = await browser.newPage();
    const { email, password } = await registerThroughApi(other);
    await other.close();
    const sale = await demoSale(page);
    await page.goto('/');
    await exploreCard(page, sale)
      .getByRole('button', { name: `Favorite: ${sale.title}`, exact: true })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('toast')).toContainText('Log in to save favorites');

    await page.goto(`/garage-sales/${sale.id}`);
    await page.getByRole('button', { name: 'Favorite', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fgarage-sales%2F${sale.id}$`));
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(new RegExp(`/garage-sales/${sale.id}$`));
    const favorite = page.getByRole('button', { name: 'Favorite', exact: true });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  });

  test('/favorites signed out says Authentication required and goes to /login', async ({ page }) => {
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'Authentication required' })).toBeVisible();
    await expect(page.getByText('Please sign in to view your favorites')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=%2Ffavorites$/);
  });

  test('save a sale on Explore, find it on /favorites, remove it', async ({ page }) => {
    await registerThroughApi(page);
    const sale = await demoSale(page);
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/');
    const heart = exploreCard(page, sale).getByRole('button', {
      name: `Favorite: ${sale.title}`,
      exact: true,
    });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const box = await heart.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(40);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // The detail modal shows the same state.
    await exploreCard(page, sale).getByRole('button', { name: sale.title, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Favorite', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favorites' }).click();
    await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
    const favorite = page.locator(`[data-testid="sale-card"][data-sale-id="${sale.id}"]`);
    await expect(favorite).toBeVisible();
    await expectNoViolations(page);

    await favorite.getByRole('button', { name: `Favorite: ${sale.title}`, exact: true }).click();
    await expect(favorite).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    // The card goes at once (optimistic); the account follows when the DELETE lands.
    await expect
      .poll(async () => (await page.request.get('/api/favorites')).json(), { timeout: 10_000 })
      .toEqual([]);
  });

  test("a completed favourite stays on /favorites marked 'Ended'; the owner's sale shows 'My Sale'", async ({
    page,
  }) => {
    await registerThroughApi(page);
    const today = await fetchToday(page.request);
    const cities = (await (await page.request.get('/api/cities')).json()) as (string | { name: string })[];
    const categories = (await (await page.request.get('/api/categories')).json()) as { id: number }[];
    const city = cities[0];
    const created = await page.request.post('/api/garage-sales', {
      data: exampleSaleWrite(today, {
        title: 'Saved then completed',
        city: typeof city === 'string' ? city : (city?.name ?? ''),
        categoryIds: [categories[0]?.id ?? 1],
      }),
    });
    expect(created.status()).toBe(201);
    const sale = (await created.json()) as Sale;

    await page.goto('/');
    await expect(exploreCard(page, sale).getByText('My Sale')).toBeVisible();
    expect((await page.request.post(`/api/favorites/${sale.id}`)).status()).toBe(204);
    expect((await page.request.post(`/api/garage-sales/${sale.id}/complete`)).ok()).toBe(true);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/favorites');
    const favorite = page.locator(`[data-testid="sale-card"][data-sale-id="${sale.id}"]`);
    await expect(favorite.getByText('Ended')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
