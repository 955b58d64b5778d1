import { expect, test } from '@playwright/test';
import { thisWeekWindow } from '../../src/shared/dates';
import { fetchSales, fetchThisWeek, fetchToday } from './support/api';
import { expectSalesShown, openFilters, openThisWeek, saleCards, titleOfMarker } from './support/explore';

test.describe('Explore, as a guest', () => {
  test("shows this week's demo sales as markers and as cards", async ({ page, request }) => {
    const sales = await fetchThisWeek(request);
    expect(sales.length).toBeGreaterThan(10);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Garage Sales This Week' })).toBeVisible();
    await expectSalesShown(page, sales.length);

    const withNeighborhood = sales.find((sale) => sale.neighborhood && sale.categories.length > 0);
    if (!withNeighborhood) throw new Error('the demo data should have a sale with a neighborhood');
    const card = page.locator(`[data-sale-id="${withNeighborhood.id}"]`);
    await expect(card).toContainText(withNeighborhood.title);
    await expect(card).toContainText(withNeighborhood.address);
    await expect(card).toContainText(`${withNeighborhood.neighborhood}, ${withNeighborhood.city}`);
    for (const category of withNeighborhood.categories) await expect(card).toContainText(category.name);
    await expect(card).toHaveCSS('height', '128px');

    const withoutPhoto = sales.find((sale) => sale.featuredPhoto === null);
    if (withoutPhoto) {
      await expect(
        page.locator(`[data-sale-id="${withoutPhoto.id}"]`).getByTestId('sale-card-no-photo'),
      ).toBeVisible();
    }
  });

  test('each filter narrows the map and the list alike, and lives in the URL', async ({ page, request }) => {
    const today = await fetchToday(request);
    const week = thisWeekWindow(today);
    const all = await fetchSales(request, week);
    await page.goto('/');
    await expectSalesShown(page, all.length);
    const form = await openFilters(page);

    // City: the busiest city of the week.
    const counts = new Map<string, number>();
    for (const sale of all) counts.set(sale.city, (counts.get(sale.city) ?? 0) + 1);
    const city = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] as string;
    const neighborhoodSelect = form.getByLabel('Neighborhood');
    await expect(neighborhoodSelect).toBeDisabled();
    await form.getByLabel('City').selectOption(city);
    const inCity = await fetchSales(request, { ...week, city });
    expect(inCity.length).toBeLessThan(all.length);
    await expectSalesShown(page, inCity.length);
    await expect(neighborhoodSelect).toBeEnabled();

    // Neighborhood, within the city.
    const neighborhood = inCity.find((sale) => sale.neighborhood)?.neighborhood as string;
    await neighborhoodSelect.selectOption(neighborhood);
    const inNeighborhood = await fetchSales(request, { ...week, city, neighborhood });
    expect(inNeighborhood.length).toBeLessThan(inCity.length);
    await expectSalesShown(page, inNeighborhood.length);
    expect(new URL(page.url()).searchParams.get('neighborhood')).toBe(neighborhood);

    // The panel's Clear Filters resets city, neighborhood and categories but keeps the dates.
    await form.getByLabel('Start date').fill(week.startDate);
    await form.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(form.getByLabel('City')).toHaveValue('');
    await expect(neighborhoodSelect).toBeDisabled();
    await expect(form.getByLabel('Start date')).toHaveValue(week.startDate);
    await expectSalesShown(page, all.length);

    // Category: any of the chosen ones.
    const byCategory = new Map<number, { id: number; name: string; count: number }>();
    for (const c of all.flatMap((sale) => sale.categories)) {
      byCategory.set(c.id, { ...c, count: (byCategory.get(c.id)?.count ?? 0) + 1 });
    }
    const category = [...byCategory.values()].sort((a, b) => a.count - b.count)[0] as {
      id: number;
      name: string;
    };
    await form.getByRole('checkbox', { name: category.name, exact: true }).check();
    const withCategory = await fetchSales(request, { ...week, categoryIds: [category.id] });
    expect(withCategory.length).toBeLessThan(all.length);
    await expectSalesShown(page, withCategory.length);
    await form.getByRole('checkbox', { name: category.name, exact: true }).uncheck();
    await expectSalesShown(page, all.length);

    // Search term.
    const word = (all[0]?.title.split(/\s+/).find((w) => w.length > 4) ?? 'sale').toLowerCase();
    await form.getByLabel('Search').fill(word);
    const matching = await fetchSales(request, { ...week, searchTerm: word });
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(all.length);
    await expectSalesShown(page, matching.length);
    await form.getByLabel('Search').fill('');
    await expectSalesShown(page, all.length);

    // Dates: next week only.
    const nextWeek = thisWeekWindow(thisWeekWindow(today).endDate);
    await form.getByLabel('End date').fill(nextWeek.endDate);
    await form.getByLabel('Start date').fill(nextWeek.startDate);
    const later = await fetchSales(request, nextWeek);
    expect(later.length).toBeGreaterThan(0);
    expect(later.map((sale) => sale.id)).not.toEqual(all.map((sale) => sale.id));
    await expectSalesShown(page, later.length);
    const shownIds = await page
      .getByTestId('sale-card')
      .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-sale-id'))));
    expect(shownIds.sort()).toEqual(later.map((sale) => sale.id).sort());

    // The URL carries the view: a reload shows the same sales.
    const url = new URL(page.url());
    expect(url.searchParams.get('startDate')).toBe(nextWeek.startDate);
    await page.reload();
    await expectSalesShown(page, later.length);
  });

  test('a bookmarked filtered view opens as it was shared', async ({ page, request }) => {
    const week = thisWeekWindow(await fetchToday(request));
    const all = await fetchSales(request, week);
    const city = all[0]?.city as string;
    const expected = await fetchSales(request, { ...week, city });
    await page.goto(`/?city=${encodeURIComponent(city)}`);
    await expectSalesShown(page, expected.length);
    const form = await openFilters(page);
    await expect(form.getByLabel('City')).toHaveValue(city);
  });

  test('shows the empty state, whose Clear Filters goes back to this week', async ({ page, request }) => {
    const all = await fetchThisWeek(request);
    await page.goto('/?city=Spruce%20Grove&searchTerm=no-such-thing-anywhere');
    await expect(page.getByText('No garage sales found matching your filters.')).toBeVisible();
    await expect(saleCards(page)).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Clear Filters' }).click();
    await expectSalesShown(page, all.length);
    expect(new URL(page.url()).search).toBe('');
  });

  test('clicking a marker opens that sale', async ({ page, request }) => {
    await openThisWeek(page, request);
    // Zoom in through clusters until a single marker shows, then click it.
    const marker = page.locator('.sale-marker').first();
    for (let i = 0; i < 5 && !(await marker.isVisible()); i++) {
      await page.locator('.sale-cluster').first().click();
      await page.waitForTimeout(400);
    }
    const title = titleOfMarker(await marker.getAttribute('title'));
    await marker.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2, name: title })).toBeVisible();
  });
});
