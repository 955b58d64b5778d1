import { expect, test } from '@playwright/test';

test.describe('When the map cannot load', () => {
  test('a Google Maps key that cannot load gives the spec toast, the overlay and Retry', async ({ page }) => {
    test.setTimeout(60_000);
    const googleUrl = `http://127.0.0.1:${process.env.E2E_GOOGLE_PORT}`;
    const key = await (await page.request.get(`${googleUrl}/api/google-maps-key`)).json();
    expect(key.apiKey).toBe('e2e-test-key-that-google-never-sees');

    const attempts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://maps.googleapis.com/maps/api/js')) attempts.push(request.url());
    });
    await page.goto(googleUrl);
    const map = page.getByTestId('sales-map');
    await expect(map.getByText('Unable to load map')).toBeVisible({ timeout: 30_000 });
    await expect(
      page
        .getByTestId('toast')
        .getByText('Failed to load the maps service. Please check your internet connection.'),
    ).toBeVisible();
    await expect(
      map.getByText('There was an error loading the maps service or garage sale data.'),
    ).toBeVisible();
    await expect(map.getByText('Please check your connection and try again.')).toBeVisible();
    // The first try and three retries, each carrying the configured key.
    expect(attempts).toHaveLength(4);
    expect(attempts.every((url) => url.includes('key=e2e-test-key-that-google-never-sees'))).toBe(true);

    const reloaded = page.waitForEvent('load');
    await map.getByRole('button', { name: 'Retry' }).click();
    await reloaded;
  });

  test('a failed maps key request shows the failure overlay and asks for no sales', async ({ page }) => {
    const salesRequests: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/garage-sales(\?|$)/.test(req.url())) salesRequests.push(req.url());
    });
    await page.route('**/api/google-maps-key', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(page.getByTestId('sales-map').getByText('Unable to load map')).toBeVisible();
    await expect(page.getByTestId('sales-map').getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(salesRequests).toEqual([]);
  });

  test('sales are asked for only after the maps key request succeeded', async ({ page }) => {
    const events: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/garage-sales(\?|$)/.test(req.url())) events.push('sales requested');
    });
    await page.route('**/api/google-maps-key', async (route) => {
      // A slow key answer: nothing may ask for sales meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      events.push('key answered');
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('sale-card').first()).toBeVisible();
    expect(events[0]).toBe('key answered');
    expect(events).toContain('sales requested');
  });

  test('a failed sales request shows the failure overlay and the list error', async ({ page }) => {
    // The network drops the list request (the maps key still loads).
    await page.route(/\/api\/garage-sales(\?.*)?$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(page.getByTestId('sales-map').getByText('Unable to load map')).toBeVisible();
    await expect(page.getByRole('main').getByText('Failed to fetch garage sales')).toBeVisible();
  });
});
