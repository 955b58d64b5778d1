import { expect, test } from '@playwright/test';
import { cityPagePath } from '../../src/shared/city-slug';
import { thisWeekWindow } from '../../src/shared/dates';
import { fetchSales, fetchToday } from './support/api';
import { expectSalesShown, openFilters, saleCards } from './support/explore';

/** The demo data's city with the most sales this week, and those sales. */
async function busiestCity(request: Parameters<typeof fetchSales>[0]) {
  const week = thisWeekWindow(await fetchToday(request));
  const all = await fetchSales(request, week);
  const counts = new Map<string, number>();
  for (const sale of all) counts.set(sale.city, (counts.get(sale.city) ?? 0) + 1);
  const city = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] as string;
  const inCity = await fetchSales(request, { ...week, city });
  const elsewhere = all.filter((sale) => sale.city !== city);
  expect(inCity.length).toBeGreaterThan(0);
  expect(elsewhere.length).toBeGreaterThan(0);
  return { city, inCity, elsewhere };
}

test.describe("A city's page", () => {
  test('shows its heading and every card of the week without JavaScript', async ({ browser, request }) => {
    const { city, inCity, elsewhere } = await busiestCity(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(cityPagePath(city));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^Garage sales in ${city} this week`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Garage sales in ${city} this week`);
    const cards = page.locator('#root ul li').filter({ has: page.locator('h2') });
    await expect(cards).toHaveCount(inCity.length);
    for (const sale of inCity) {
      const card = cards.filter({
        has: page.getByRole('heading', { level: 2, name: sale.title, exact: true }),
      });
      await expect(card.first()).toContainText(sale.address);
      await expect(card.first()).toContainText(`${sale.startTime} to ${sale.endTime}`);
    }
    for (const sale of elsewhere.slice(0, 5)) {
      await expect(page.getByRole('heading', { level: 2, name: sale.title, exact: true })).toHaveCount(0);
    }
    await expect(
      page.getByRole('navigation', { name: 'Browse by city' }).getByRole('link', { name: city }),
    ).toHaveAttribute('href', cityPagePath(city));
    await context.close();
  });

  test("fetches its scripts after the first screen's photos: every script at low priority", async ({
    request,
  }) => {
    for (const path of ['/', '/garage-sales/in/anywhere']) {
      const html = await (await request.get(path)).text();
      const scripts = html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(1);
      for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
    }
  });

  test('becomes Explore with the city chosen once its script runs', async ({ page, request }) => {
    const { city, inCity } = await busiestCity(request);
    await page.goto(cityPagePath(city));
    await expectSalesShown(page, inCity.length);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Garage sales in ${city} this week`);
    await expect(page).toHaveURL(new RegExp(`${cityPagePath(city)}$`));
    const form = await openFilters(page);
    await expect(form.getByLabel('City')).toHaveValue(city);
    for (const sale of inCity) {
      await expect(saleCards(page).filter({ hasText: sale.title }).first()).toBeVisible();
    }
  });

  test('is reached from Explore through Browse by city, and leads back when the city is cleared', async ({
    page,
    request,
  }) => {
    const { city, inCity } = await busiestCity(request);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Browse by city' }).getByRole('link', { name: city }).click();
    await expect(page).toHaveURL(new RegExp(`${cityPagePath(city)}$`));
    await expectSalesShown(page, inCity.length);
    const form = await openFilters(page);
    await form.getByLabel('City').selectOption('');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Garage Sales This Week' })).toBeVisible();
  });

  test('an unknown city is not found, and says so in its own words (issue 22)', async ({ page }) => {
    const response = await page.goto('/garage-sales/in/no-such-city');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'No city called “no-such-city” on this site',
    );
  });
});
