import { expect, type Page, test } from '@playwright/test';
import { startAppProcess } from '../../src/server/test-support/app-process';
import { thisWeekWindow } from '../../src/shared/dates';
import enShell from '../../src/shared/i18n/catalogs/en/shell.json' with { type: 'json' };
import { registerThroughApi } from './support/accounts';
import { fetchSales, fetchToday } from './support/api';
import { startNginxProxy } from './support/nginx-proxy';
import { untilKeptForOffline } from './support/offline';

const OFFLINE_MESSAGE = enShell['offline.notice'];

test.use({ serviceWorkers: 'allow' });

const notice = (page: Page) => page.getByText(OFFLINE_MESSAGE);

test.describe('Offline', () => {
  test('after one page load and in-app navigation, /plan, / and /favorites reload offline as last seen, under the note', async ({
    page,
    context,
  }) => {
    await registerThroughApi(page, 'offline');
    const sales = await fetchSales(page.request, thisWeekWindow(await fetchToday(page.request)));
    const saved = sales[0];
    if (!saved) throw new Error('no sale this week');
    expect((await page.request.post(`/api/favorites/${saved.id}`)).status()).toBe(204);
    expect((await page.request.put('/api/plan', { data: { saleIds: [saved.id] } })).status()).toBe(200);

    // One page load (no worker yet: this is the phone's first visit), then the app's own links.
    await page.goto('/');
    const card = page.locator(`[data-testid="sale-card"][data-sale-id="${saved.id}"]`);
    await expect(card).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'My Plan' }).click();
    await expect(page.getByRole('heading', { name: 'Stops in your plan (1)' })).toBeVisible();
    await nav.getByRole('link', { name: 'Favorites' }).click();
    await expect(page.getByText(saved.title).first()).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    await untilKeptForOffline(page, {
      pages: ['/'],
      reads: ['/api/config', '/api/auth/me', '/api/plan', `/api/garage-sales/${saved.id}`, '/api/favorites'],
    });

    await context.setOffline(true);
    await page.reload();
    await expect(notice(page)).toBeVisible();
    await expect(page.getByText(saved.title).first()).toBeVisible();
    await page.goto('/plan');
    await expect(notice(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Stops in your plan (1)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: saved.title }).first()).toBeVisible();
    await page.goto('/');
    await expect(notice(page)).toBeVisible();
    await expect(card).toBeVisible();

    // Back online, the site answers again: the note goes.
    await context.setOffline(false);
    await expect(notice(page)).toHaveCount(0);
  });

  test('with the site down and the phone online, kept pages show under the note, directly and behind nginx', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const app = await startAppProcess({ DEMO_DATA: '1' }, { built: true, startTimeoutMs: 120_000 });
    const proxy = await startNginxProxy(app.url);
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    try {
      // A guest's first visit, straight to the app and through the proxy (two sites to the browser).
      const tabs = await Promise.all([app.url, proxy.url].map(() => context.newPage()));
      let title = '';
      let saleId = '';
      for (const [index, origin] of [app.url, proxy.url].entries()) {
        const tab = tabs[index] as Page;
        await tab.goto(`${origin}/`);
        const firstCard = tab.getByTestId('sale-card').first();
        // A fresh app process on a busy machine: its first list may take longer than the usual wait.
        await expect(firstCard).toBeVisible({ timeout: 30_000 });
        title = (await firstCard.getByRole('heading').textContent()) ?? '';
        saleId = (await firstCard.getAttribute('data-sale-id')) ?? '';
        await tab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Plan' }).click();
        await expect(tab.getByRole('heading', { name: 'My Plan', level: 1 })).toBeVisible();
        await untilKeptForOffline(tab, { pages: ['/'], reads: ['/api/config', '/api/garage-sales'] });
        // And a sale's own page, whose screen starts from the data in the page (a guest's reads then
        // all fail: the note still shows).
        await tab.goto(`${origin}/garage-sales/${saleId}`);
        await expect(tab.getByRole('heading', { name: title, level: 1 })).toBeVisible();
        await untilKeptForOffline(tab, { pages: [`/garage-sales/${saleId}`], reads: [] });
      }

      await app.stop();
      for (const tab of tabs) {
        await tab.goto(new URL('/', tab.url()).href);
        await expect(notice(tab)).toBeVisible();
        await expect(tab.getByTestId('sale-card').getByText(title, { exact: true })).toBeVisible();
        await tab.goto(new URL('/plan', tab.url()).href);
        await expect(notice(tab)).toBeVisible();
        await expect(tab.getByRole('heading', { name: 'My Plan', level: 1 })).toBeVisible();
        await tab.goto(new URL(`/garage-sales/${saleId}`, tab.url()).href);
        await expect(notice(tab)).toBeVisible();
        await expect(tab.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      }
    } finally {
      await context.close();
      await proxy.stop();
      await app.stop();
    }
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
