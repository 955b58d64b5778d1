import { expect, test } from '@playwright/test';
import { OFFLINE_MESSAGE } from '../../src/client/app/offline-notice';
import { thisWeekWindow } from '../../src/shared/dates';
import { registerThroughApi } from './support/accounts';
import { fetchSales, fetchToday } from './support/api';

test.use({ serviceWorkers: 'allow' });

test.describe('Offline', () => {
  test('after one visit, Explore and Favorites open with no network and say they are offline', async ({
    page,
    context,
  }) => {
    await registerThroughApi(page, 'offline');
    const sales = await fetchSales(page.request, thisWeekWindow(await fetchToday(page.request)));
    const saved = sales[0];
    if (!saved) throw new Error('no sale this week');
    expect((await page.request.post(`/api/favorites/${saved.id}`)).status()).toBe(204);

    // The first visit installs the service worker; from the next page on, it keeps what is shown.
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const card = page.locator(`[data-testid="sale-card"][data-sale-id="${saved.id}"]`);
    await expect(card).toBeVisible();
    await page.goto('/favorites');
    await expect(page.getByText(saved.title).first()).toBeVisible();
    await expect(page.getByText(OFFLINE_MESSAGE)).toHaveCount(0);

    await context.setOffline(true);
    await page.goto('/favorites');
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
    await expect(page.getByText(saved.title).first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
    await expect(card).toBeVisible();

    // Back online, the note goes.
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_MESSAGE)).toHaveCount(0);
  });

  test('the app can be installed: a manifest with icons, and a service worker', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(href ?? '')).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const response = await page.request.get(icon.src);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain(icon.type);
    }
    const worker = await page.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });
});
