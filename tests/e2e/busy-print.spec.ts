import { expect, test } from '@playwright/test';
import { distanceKm } from '../../src/shared/distance';
import type { SaleSummary } from '../../src/shared/schemas/sale';
import { BUSY_WEEK_SALES } from './support/busy-week';
import { saleCards } from './support/explore';

test.describe('Printing a busy week', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 53.5447, longitude: -113.9121 } });

  test('prints every sale, not only the cards the virtualised list has drawn, nearest first', async ({
    page,
  }) => {
    const response = await page.request.get('/api/garage-sales');
    const sales = (await response.json()) as SaleSummary[];
    expect(sales.length).toBe(BUSY_WEEK_SALES);
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.goto('/');
    await expect(saleCards(page).first()).toBeVisible();
    expect(await saleCards(page).count()).toBeLessThan(100);

    // Sorting by distance reorders the virtualised list as a whole: the nearest sale of all comes first.
    await page.getByRole('button', { name: 'Near me' }).click();
    const here = { lat: 53.5447, lng: -113.9121 };
    const nearest = [...sales].sort((a, b) => distanceKm(here, a.position) - distanceKm(here, b.position))[0];
    await expect(saleCards(page).first()).toHaveAttribute('data-sale-id', String(nearest?.id));

    await page.getByRole('button', { name: 'Print list' }).click();
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('#print-list');
    await expect(printed.getByTestId('print-sale')).toHaveCount(BUSY_WEEK_SALES);
    await expect(printed.getByTestId('print-sale').first()).toContainText(nearest?.title as string);
    await expect(page.getByTestId('sale-list')).toBeHidden();
  });
});
