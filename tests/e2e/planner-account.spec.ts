import { expect, test } from '@playwright/test';
import { GUEST_PLAN_KEY } from '../../src/client/lib/plan-store';
import { KNOWN_ADDRESSES } from '../../src/server/test-support/geocoder-server';
import enShell from '../../src/shared/i18n/catalogs/en/shell.json' with { type: 'json' };
import { registerThroughApi, signInThroughApi } from './support/accounts';
import { untilKeptForOffline } from './support/offline';
import { threeSalesOnOneDay } from './support/planner';

const OFFLINE_MESSAGE = enShell['offline.notice'];

const HOME = KNOWN_ADDRESSES[0];

test.describe('A signed-in shopper’s plan', () => {
  test('is kept on the account: another browser sees it, and a guest plan joins it at sign-in', async ({
    page,
    browser,
  }) => {
    const { sales } = await threeSalesOnOneDay(page.request);
    const [first, second, third] = sales as [(typeof sales)[0], (typeof sales)[0], (typeof sales)[0]];
    const account = await registerThroughApi(page, 'planner');
    await page.goto(`/garage-sales/${first.id}`);
    await page.getByRole('button', { name: 'Add to my plan' }).click();
    await expect(page.getByRole('button', { name: 'Remove from my plan' })).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/plan')).json()).saleIds)
      .toEqual([first.id]);

    // Another device: a fresh browser with a guest plan of its own, then signed in.
    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.addInitScript(
      ([key, ids]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, JSON.stringify({ saleIds: ids }));
          sessionStorage.setItem('seeded', '1');
        }
      },
      [GUEST_PLAN_KEY, [second.id, first.id]] as const,
    );
    await phone.goto('/plan');
    await expect(phone.getByRole('heading', { name: 'Stops in your plan (2)' })).toBeVisible();
    await signInThroughApi(phone, account.email, account.password);
    await phone.goto('/plan');
    // The account's stop first, then the guest's new one; the browser's copy is emptied.
    await expect(phone.getByRole('heading', { name: 'Stops in your plan (2)' })).toBeVisible();
    await expect
      .poll(async () => (await (await phone.request.get('/api/plan')).json()).saleIds)
      .toEqual([first.id, second.id]);
    expect(await phone.evaluate((key) => localStorage.getItem(key), GUEST_PLAN_KEY)).toBeNull();
    await phone
      .getByTestId('plan-stops')
      .getByRole('button', { name: `Remove ${second.title} from my plan` })
      .click();
    await expect(phone.getByRole('heading', { name: 'Stops in your plan (1)' })).toBeVisible();
    await other.close();

    // Back on the first browser, the plan is the account's.
    await page.goto(`/garage-sales/${third.id}`);
    await page.getByRole('button', { name: 'Add to my plan' }).click();
    await expect(page.getByRole('button', { name: 'Remove from my plan' })).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/plan')).json()).saleIds)
      .toEqual([first.id, third.id]);
    await page.goto('/plan');
    await expect(page.getByRole('heading', { name: 'Stops in your plan (2)' })).toBeVisible();
    const stops = page.getByTestId('plan-stops').getByRole('listitem');
    await expect(stops.nth(0)).toHaveAttribute('data-sale-id', String(first.id));
    await expect(stops.nth(1)).toHaveAttribute('data-sale-id', String(third.id));
  });
});

test.describe('The planner offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, the plan, its stops and the last route open with no network, sheet included', async ({
    page,
    context,
  }) => {
    const { sales, date } = await threeSalesOnOneDay(page.request);
    await registerThroughApi(page, 'offline-plan');
    const put = await page.request.put('/api/plan', { data: { saleIds: sales.map((sale) => sale.id) } });
    expect(put.status()).toBe(200);

    // The phone's first visit: one page load, then the app's own link.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Plan' }).click();
    await page.getByLabel('Address', { exact: true }).fill(HOME.address);
    await page.getByLabel('City').fill(HOME.city);
    await page.getByLabel('Day').fill(date);
    await page.getByLabel('Start time').fill('07:00');
    await page.getByRole('button', { name: 'Plan my route' }).click();
    const routeStops = page.getByTestId('route-stops').getByRole('listitem');
    await expect(routeStops).toHaveCount(3);
    const order = await routeStops.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-sale-id')),
    );
    await untilKeptForOffline(page, {
      pages: ['/'],
      reads: ['/api/config', '/api/plan', ...sales.map((sale) => `/api/garage-sales/${sale.id}`)],
    });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Stops in your plan (3)' })).toBeVisible();
    for (const sale of sales)
      await expect(page.getByRole('heading', { name: sale.title }).first()).toBeVisible();
    await expect(routeStops).toHaveCount(3);
    expect(
      await routeStops.evaluateAll((items) => items.map((item) => item.getAttribute('data-sale-id'))),
    ).toEqual(order);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('plan-qr')).toBeVisible();
    await expect(routeStops.first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('route-sheet-offline.png'), fullPage: true });
    await context.setOffline(false);
  });
});
